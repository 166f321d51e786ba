import { type CsvRecord, parseCsv } from './csv-tokenizer'

/**
 * Finds the delimiter and the header row in the first lines of a file. Exports put preambles before
 * the header (OKX's `UID:...,Account Type:...,Time Zone:UTC+8`, Coinbase's report title and user line),
 * and European spreadsheets save with `;`. Each candidate delimiter is tried and the first row that a
 * known layout (or the trader's mapping) recognises wins; otherwise the most regular table is guessed
 * so the mapping screen can offer its columns.
 */

export const DELIMITERS = [',', ';', '\t', '|'] as const
export type Delimiter = (typeof DELIMITERS)[number]

/**
 * The widest header an import accepts. Exchange exports have a few dozen columns; a wider file is
 * refused before its header reaches the mapping screen, which offers every column in every select.
 */
export const MAX_COLUMNS = 500

/** True when a header row has more cells than an import accepts. */
export function exceedsColumnLimit(cells: readonly unknown[]): boolean {
  return cells.length > MAX_COLUMNS
}

/** Rows looked at for a header before giving up. */
export const HEADER_SEARCH_ROWS = 30

/** `\uFEFFDate(UTC) ` → `date(utc)`: BOMs and quotes dropped, spaces collapsed, lower case. */
export function normaliseHeaderCell(cell: string): string {
  return cell
    .replace(/\uFEFF/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** The header cell as the trader sees it (for messages). */
export function displayHeaderCell(cell: string): string {
  return cell
    .replace(/\uFEFF/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface LocatedHeader<T> {
  readonly delimiter: Delimiter
  readonly header: CsvRecord
  /** Rows before the header (metadata, titles). */
  readonly preamble: readonly CsvRecord[]
  readonly match: T
}

/**
 * Tries every delimiter on `sample` (the file's first lines) and returns the first header that
 * `recognise` accepts, never one of more than MAX_COLUMNS cells. `preferred` is tried first (a
 * mapping preset's delimiter).
 */
export function locateHeader<T>(sample: string, recognise: (cells: readonly string[], line: number) => T | undefined, preferred?: string): LocatedHeader<T> | undefined {
  const order = preferred && (DELIMITERS as readonly string[]).includes(preferred) ? [preferred as Delimiter, ...DELIMITERS.filter((d) => d !== preferred)] : DELIMITERS
  for (const delimiter of order) {
    const records = parseCsv(sample, delimiter).slice(0, HEADER_SEARCH_ROWS)
    for (let index = 0; index < records.length; index++) {
      const record = records[index]
      // A row wider than any export is no header (and matching 100,000 cells against every layout is slow).
      if (!record || record.cells.length < 2 || exceedsColumnLimit(record.cells)) continue
      const match = recognise(record.cells, record.line)
      if (match !== undefined) return { delimiter, header: record, preamble: records.slice(0, index), match }
    }
  }
  return undefined
}

export interface GuessedTable {
  readonly delimiter: Delimiter
  readonly header: readonly string[]
  readonly headerLine: number
}

/**
 * The most regular table in the sample: the delimiter whose rows most often share one cell count
 * (of at least 2), and the first row with that count as its header.
 */
export function guessTable(sample: string): GuessedTable | undefined {
  let best: { delimiter: Delimiter; count: number; rows: number; records: CsvRecord[] } | undefined
  for (const delimiter of DELIMITERS) {
    const records = parseCsv(sample, delimiter).slice(0, HEADER_SEARCH_ROWS + 20)
    const counts = new Map<number, number>()
    for (const record of records) if (record.cells.length >= 2) counts.set(record.cells.length, (counts.get(record.cells.length) ?? 0) + 1)
    for (const [count, rows] of counts) {
      if (!best || rows > best.rows || (rows === best.rows && count > best.count && best.delimiter === delimiter)) {
        best = { delimiter, count, rows, records }
      }
    }
  }
  if (!best) return undefined
  const { count, records, delimiter } = best
  const header = records.find((record) => record.cells.length === count)
  return header ? { delimiter, header: header.cells.map(displayHeaderCell), headerLine: header.line } : undefined
}
