/**
 * An incremental RFC 4180 reader: text goes in as chunks of any size, complete records come out, so a
 * 200 MB export never has to be held as one string. Tolerant where exports are sloppy: CRLF, LF or
 * lone CR line ends; a quote inside an unquoted cell is kept as text; spaces after a closing quote are
 * dropped; a file that ends inside a quoted cell yields that record with `unterminatedQuote`.
 */

export interface CsvRecord {
  readonly cells: readonly string[]
  /** 1-based line of the file where the record starts (what a text editor shows). */
  readonly line: number
  /** The file ended inside a quoted cell that opened on `line`. */
  readonly unterminatedQuote?: boolean
}

const QUOTE = 34 // "
const CR = 13
const LF = 10

export class CsvTokenizer {
  private readonly delimiter: number
  private cells: string[] = []
  private cell = ''
  private inQuotes = false
  /** The current cell was quoted and its closing quote has been read. */
  private closed = false
  private afterCr = false
  private line = 1
  private recordLine = 1
  private recordStarted = false

  constructor(delimiter: string) {
    if (delimiter.length !== 1) throw new RangeError('delimiter must be one character')
    this.delimiter = delimiter.charCodeAt(0)
  }

  /** Feeds a chunk; returns the records it completed. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = []
    const { delimiter } = this
    let start = 0
    const length = text.length
    for (let i = 0; i < length; i++) {
      const code = text.charCodeAt(i)
      if (this.afterCr) {
        this.afterCr = false
        if (code === LF) {
          start = i + 1
          continue
        }
      }
      if (this.inQuotes) {
        if (code === QUOTE) {
          if (i + 1 < length) {
            if (text.charCodeAt(i + 1) === QUOTE) {
              this.cell += text.slice(start, i + 1)
              i++
              start = i + 1
              continue
            }
            this.cell += text.slice(start, i)
            this.inQuotes = false
            this.closed = true
            start = i + 1
            continue
          }
          // The quote is the chunk's last character: it may be the first half of an escaped `""`.
          this.cell += text.slice(start, i)
          this.inQuotes = false
          this.closed = true
          this.pendingQuote = true
          start = i + 1
          continue
        }
        // CRLF inside a quoted cell counts once, even when a chunk ends between the two.
        if (code === CR) {
          this.line++
          this.quotedAfterCr = true
        } else {
          if (code === LF && !this.quotedAfterCr) this.line++
          this.quotedAfterCr = false
        }
        continue
      }
      if (this.pendingQuote) {
        this.pendingQuote = false
        if (code === QUOTE) {
          // `""` split across two chunks: an escaped quote, still inside the quoted cell.
          this.cell += '"'
          this.inQuotes = true
          this.closed = false
          start = i + 1
          continue
        }
      }
      if (code === delimiter) {
        this.cell += text.slice(start, i)
        this.endCell()
        start = i + 1
        continue
      }
      if (code === LF || code === CR) {
        this.cell += text.slice(start, i)
        const record = this.endRecord()
        if (record) out.push(record)
        this.line++
        this.recordLine = this.line
        if (code === CR) this.afterCr = true
        start = i + 1
        continue
      }
      this.recordStarted = true
      if (code === QUOTE && !this.closed && this.cell.trim() === '' && text.slice(start, i).trim() === '') {
        this.cell = ''
        this.inQuotes = true
        this.quotedAfterCr = false
        start = i + 1
        continue
      }
      if (this.closed) {
        // Text after a closing quote: spaces are dropped, anything else is kept as written.
        if (code === 32 || code === 9) {
          start = i + 1
          continue
        }
        this.closed = false
      }
    }
    if (start < length) {
      this.cell += text.slice(start)
      if (!this.inQuotes && text.slice(start).length > 0) this.recordStarted = true
    }
    return out
  }

  /** Ends the input; returns the last record when the text did not end with a line break. */
  finish(): CsvRecord[] {
    this.pendingQuote = false
    if (this.inQuotes) {
      const record: CsvRecord = { cells: [...this.cells, this.cell], line: this.recordLine, unterminatedQuote: true }
      this.reset()
      return [record]
    }
    const record = this.endRecord()
    return record ? [record] : []
  }

  private pendingQuote = false
  private quotedAfterCr = false

  private endCell(): void {
    this.cells.push(this.cell)
    this.cell = ''
    this.closed = false
    this.recordStarted = true
  }

  private endRecord(): CsvRecord | undefined {
    const blank = !this.recordStarted && this.cells.length === 0 && this.cell === ''
    if (blank) {
      this.reset()
      return undefined
    }
    this.cells.push(this.cell)
    const record: CsvRecord = { cells: this.cells, line: this.recordLine }
    this.reset()
    return record
  }

  private reset(): void {
    this.cells = []
    this.cell = ''
    this.closed = false
    this.inQuotes = false
    this.recordStarted = false
  }
}

/** Reads a whole text at once (tests, small samples). */
export function parseCsv(text: string, delimiter: string): CsvRecord[] {
  const tokenizer = new CsvTokenizer(delimiter)
  return [...tokenizer.push(text), ...tokenizer.finish()]
}
