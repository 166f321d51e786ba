import { type CsvRecord, CsvTokenizer, parseCsv } from '../csv/csv-tokenizer'
import { displayHeaderCell, exceedsColumnLimit, guessTable, locateHeader, MAX_COLUMNS, normaliseHeaderCell } from '../csv/header'
import { ImportTextDecoder } from '../decode/text-decoder'
import { DedupeKeyAssigner, withKey } from '../dedupe/dedupe-key'
import { type FileNotice, ImportFileError, type RowIssue } from '../errors'
import { contractKey } from '../layouts/contract-sizes'
import { mappingLayout, validateMapping } from '../layouts/mapping'
import { detectLayout, layoutById, type LayoutMatch, matchLayout } from '../layouts/registry'
import { type HeldLeg, LegBook } from '../layouts/leg-book'
import { type ParseContext, RowReader } from '../layouts/row-reader'
import { isDollarCoin } from '../../trades/symbol'
import { thirdFeeCoinOf } from '../aggregate/fill-math'
import type { AggregationFill } from '../aggregate/types'
import type { ImportedFill, ImportedLedgerEntry, ImportedPosition, ImportedRecord } from '../records'
import type { DetectedFile, ImportBatchOutput, ImportFileSummary, ImportOptions, RowPreview } from './types'
import { DateOrderEvidence } from '../values/date-order'
import { zoneLabel } from '../values/zone'
import { implausibility } from './plausibility'
import { resolveZone } from './zone-resolution'

/**
 * One file's import, fed in chunks (bytes or text) so a 200 MB export is never held twice: the
 * decoder keeps at most a few bytes between chunks, the tokenizer one partial record, the dedupe
 * counter one timestamp's worth of keys. Records come out through `take()` as they are parsed, for the
 * worker to write in batches. Nothing here touches a database or a clock.
 */

/** Lines of text gathered before the header is looked for. */
const SAMPLE_LINES = 60
const SAMPLE_CHARACTERS = 256 * 1024
/** First lines of a refused file offered as the header in the column mapping. */
const HEADER_CHOICES = 12
/** A group longer than this (one order's fills, one second's statement rows) is cut, so memory stays bounded. */
const MAX_GROUP_ROWS = 10_000
/**
 * Rows held back while the file's dates leave their day/month/year order open (values/date-order.ts):
 * the order is settled by as many of the file's dates as this, then the held rows are read with it.
 */
const DATE_EVIDENCE_ROWS = 50_000

export class ImportSession {
  private readonly decoder = new ImportTextDecoder()
  private readonly keys = new DedupeKeyAssigner()
  private sample = ''
  private sampleLines = 0
  private usedText = false
  private tokenizer?: CsvTokenizer
  private context?: ParseContext
  private detected?: DetectedFile
  private headerLine = 0
  private normalisedHeader = ''
  private firstHeaderCell = ''
  private pending: { fills: ImportedFill[]; ledgerEntries: ImportedLedgerEntry[]; positions: ImportedPosition[] } = { fills: [], ledgerEntries: [], positions: [] }
  private readonly issues: RowIssue[] = []
  private readonly previewRows: RowPreview[] = []
  private readonly notices: FileNotice[] = []
  private readonly feeCoins = new Set<string>()
  private readonly unconvertibleFeeCoins = new Set<string>()
  private counts = { rows: 0, fills: 0, ledger: 0, positions: 0, errors: 0, skipped: 0 }
  private finished = false
  /** While the date order is open: the evidence and the rows waiting for it. */
  private dateEvidence?: { readonly evidence: DateOrderEvidence; readonly column: number; readonly records: CsvRecord[] }

  constructor(private readonly options: ImportOptions = {}) {
    if (options.mapping) {
      const [problem] = validateMapping(options.mapping)
      if (problem) throw new ImportFileError('MAPPING_FIELD_REQUIRED', { detail: problem.field })
    }
  }

  /** The layout, once the header has been read. */
  get file(): DetectedFile | undefined {
    return this.detected
  }

  pushBytes(chunk: Uint8Array): void {
    this.pushDecoded(this.decoder.push(chunk), false)
  }

  /** For text already decoded (a pasted CSV, tests). Do not mix with pushBytes. */
  pushText(chunk: string): void {
    this.usedText = true
    this.pushDecoded(chunk, false)
  }

  /** Records parsed since the last call. */
  take(): ImportBatchOutput {
    const out = this.pending
    this.pending = { fills: [], ledgerEntries: [], positions: [] }
    return out
  }

  /** Ends the file. Throws ImportFileError for an empty, header-only or unrecognised file. */
  finish(): ImportFileSummary {
    if (this.finished) throw new Error('ImportSession already finished')
    this.finished = true
    const tail = this.usedText ? '' : this.decoder.finish()
    this.pushDecoded(tail, true)
    if (this.tokenizer) for (const record of this.tokenizer.finish()) this.acceptRecord(record)
    this.settleDateOrder()
    this.flushGroup()
    if (this.context) this.failLegs(this.context.legs.drain())
    const detected = this.detected
    if (!detected) throw new ImportFileError('EMPTY_FILE')
    if (this.counts.rows === 0) throw new ImportFileError('HEADER_ONLY', { header: detected.header, delimiter: detected.delimiter })
    const notices = [...this.decoder.notices, ...this.notices]
    if (detected.timeZoneSource === 'assumed' && (this.context?.stats.wallClockTimes ?? 0) > 0) notices.push({ code: 'TIME_ZONE_ASSUMED' })
    if (this.keys.orderingLost) notices.push({ code: 'UNSORTED_DEDUPE' })
    for (const coin of [...this.feeCoins].sort()) notices.push({ code: 'FEE_COIN_PRICE', detail: coin })
    for (const coin of [...this.unconvertibleFeeCoins].sort()) notices.push({ code: 'FEE_COIN_NOT_CONVERTED', detail: coin })
    return {
      ...detected,
      dateFormat: this.context?.dateFormat,
      ...(this.context?.dateChoices ? { dateFormatChoices: this.context.dateChoices } : {}),
      encoding: this.decoder.encoding,
      rowCount: this.counts.rows,
      fillCount: this.counts.fills,
      ledgerEntryCount: this.counts.ledger,
      positionCount: this.counts.positions,
      errorRowCount: this.counts.errors,
      skippedRowCount: this.counts.skipped,
      notices,
      issues: this.issues,
      issuesTruncated: this.issues.length < this.totalIssues,
      previewRows: this.previewRows,
    }
  }

  private totalIssues = 0

  private pushDecoded(text: string, final: boolean): void {
    if (this.tokenizer) {
      for (const record of this.tokenizer.push(text)) this.acceptRecord(record)
      return
    }
    this.sample += text
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.sampleLines++
    if (!final && this.sampleLines < SAMPLE_LINES && this.sample.length < SAMPLE_CHARACTERS) return
    if (this.sample.trim() === '') {
      if (final) throw new ImportFileError('EMPTY_FILE')
      return
    }
    this.start(this.sample)
    this.sample = ''
  }

  private recognise(cells: readonly string[], line: number): LayoutMatch | undefined {
    const { mapping, layoutId } = this.options
    if (mapping?.headerRow !== undefined && line !== mapping.headerRow) return undefined
    if (mapping) return matchLayout(mappingLayout(mapping), cells)
    if (layoutId) {
      const layout = layoutById(layoutId)
      return layout ? matchLayout(layout, cells) : undefined
    }
    return detectLayout(cells)
  }

  private refuse(sample: string): never {
    const guess = guessTable(sample)
    // locateHeader passes over rows that wide, so the widest table ends here.
    if (guess && exceedsColumnLimit(guess.header)) throw new ImportFileError('TOO_MANY_COLUMNS', { detail: String(MAX_COLUMNS) })
    const chosenRow = this.options.mapping?.headerRow
    const lines = guess
      ? parseCsv(sample, guess.delimiter)
          .slice(0, HEADER_CHOICES)
          .map((record) => ({ line: record.line, cells: record.cells.map(displayHeaderCell) }))
      : []
    // The trader's header row, when it is one of the file's first lines, stays the header offered.
    const header = lines.find((candidate) => candidate.line === chosenRow)?.cells ?? guess?.header
    const extra = guess && header ? { header, delimiter: guess.delimiter, lines } : {}
    const { mapping } = this.options
    if (mapping) {
      const present = new Set((guess?.header ?? []).map(normaliseHeaderCell))
      const missing = Object.values(mapping.columns).find((column) => column && !present.has(normaliseHeaderCell(column)))
      throw new ImportFileError('MAPPING_COLUMN_NOT_FOUND', { ...extra, detail: missing ?? '' })
    }
    if (this.options.layoutId) throw new ImportFileError('LAYOUT_MISMATCH', { ...extra, detail: this.options.layoutId })
    throw new ImportFileError('UNKNOWN_LAYOUT', extra)
  }

  private start(sample: string): void {
    const located = locateHeader(sample, (cells, line) => this.recognise(cells, line), this.options.mapping?.delimiter)
    if (!located) this.refuse(sample)
    const { layout, columns } = located.match
    const chosenZone = this.options.mapping?.timeZone ?? this.options.timeZone
    const { zone, source } = resolveZone(layout, columns, located.preamble, chosenZone)
    const given = this.options.decimalSeparator ?? this.options.mapping?.decimalSeparator
    const sizes = new Map(Object.entries(this.options.contractSizes ?? {}).map(([symbol, size]) => [contractKey(symbol), size]))
    this.context = {
      layout,
      exchange: layout.exchange,
      columns,
      zone,
      zoneLabel: zoneLabel(zone),
      dateFormat: layout.dateFormat ?? 'auto',
      numbers: given ? { delimiter: located.delimiter, decimalSeparator: given, fixed: true } : { delimiter: located.delimiter },
      contractSize: (symbol) => sizes.get(contractKey(symbol)),
      legs: new LegBook(),
      stats: { wallClockTimes: 0 },
    }
    const timeColumn = columns.get(layout.timeField)
    if (!layout.dateFormat && timeColumn) this.dateEvidence = { evidence: new DateOrderEvidence(), column: timeColumn.index, records: [] }
    this.headerLine = located.header.line
    this.normalisedHeader = located.header.cells.map(normaliseHeaderCell).join('\u0000')
    this.firstHeaderCell = normaliseHeaderCell(located.header.cells[0] ?? '')
    this.detected = {
      layoutId: layout.id,
      exchange: layout.exchange,
      delimiter: located.delimiter,
      header: located.header.cells.map(displayHeaderCell),
      headerRow: located.header.line,
      timeZone: zoneLabel(zone),
      timeZoneSource: source,
    }
    this.tokenizer = new CsvTokenizer(located.delimiter)
    for (const record of this.tokenizer.push(sample)) this.acceptRecord(record)
  }

  /** Holds rows back while the file's date order is open; reads them once it is settled. */
  private acceptRecord(record: CsvRecord): void {
    const open = this.dateEvidence
    if (!open || record.line <= this.headerLine) {
      this.processRecord(record)
      return
    }
    const text = record.cells[open.column]
    if (text !== undefined) open.evidence.add(text.trim())
    open.records.push(record)
    if (open.evidence.decided || open.records.length >= DATE_EVIDENCE_ROWS) this.settleDateOrder()
  }

  /** Fixes the date order from the evidence so far and reads the rows held for it. */
  private settleDateOrder(): void {
    const open = this.dateEvidence
    const context = this.context
    if (!open || !context) return
    this.dateEvidence = undefined
    const verdict = open.evidence.verdict(context.layout.dateHint)
    if (verdict.kind === 'settled') this.context = { ...context, dateFormat: verdict.format }
    else if (verdict.kind === 'ambiguous') this.context = { ...context, dateChoices: verdict.choices }
    for (const record of open.records) this.processRecord(record)
  }

  /** Legs whose partner never came: error rows, whatever the leg would have become. */
  private failLegs(legs: readonly HeldLeg[]): void {
    for (const leg of legs) this.reviseRow(leg.row, { severity: 'error', code: 'UNPAIRED_LEG', row: leg.row })
  }

  /** Gives an earlier row (a leg) its outcome once a later row decides it. */
  private reviseRow(row: number, issue: RowIssue): void {
    if (issue.severity === 'error') this.counts.errors++
    else this.counts.skipped++
    this.recordIssues([issue])
    const index = this.previewRows.findIndex((preview) => preview.row === row)
    const preview = this.previewRows[index]
    if (preview) this.previewRows[index] = { ...preview, issues: [...preview.issues, issue] }
  }

  private recordIssues(issues: readonly RowIssue[]): void {
    this.totalIssues += issues.length
    const room = (this.options.maxIssues ?? 1000) - this.issues.length
    if (room > 0) this.issues.push(...issues.slice(0, room))
  }

  private processRecord(record: CsvRecord): void {
    const context = this.context
    if (!context || record.line <= this.headerLine) return
    if (record.cells.every((cell) => cell.trim() === '')) return
    // Multi-page exports repeat the header; it is not a row.
    if (normaliseHeaderCell(record.cells[0] ?? '') === this.firstHeaderCell && record.cells.map(normaliseHeaderCell).join('\u0000') === this.normalisedHeader) return
    if (context.layout.isSubHeader?.(record.cells)) return
    this.counts.rows++
    const reader = new RowReader(record.cells, record.line, context)
    if (record.unterminatedQuote) reader.error('UNTERMINATED_QUOTE')
    else {
      const width = this.detected?.header.length ?? 0
      const extra = record.cells.slice(width).some((cell) => cell.trim() !== '')
      if (extra) reader.error('COLUMN_COUNT_MISMATCH')
    }
    const grouping = context.layout.group
    if (!grouping) {
      if (!reader.failed) context.layout.parseRow(reader)
      this.finishRow(reader, record.cells)
      return
    }
    const first = this.group[0]
    if (first && (this.group.length >= MAX_GROUP_ROWS || !grouping.continues(first.reader, reader))) this.flushGroup()
    this.group.push({ reader, cells: record.cells })
  }

  /** Rows of a multi-row trade waiting for the row that ends it (see RowGrouping). */
  private group: { readonly reader: RowReader; readonly cells: readonly string[] }[] = []

  private flushGroup(): void {
    const rows = this.group
    if (rows.length === 0) return
    this.group = []
    this.context?.layout.group?.parseGroup(rows.map((row) => row.reader).filter((reader) => !reader.failed))
    for (const row of rows) this.finishRow(row.reader, row.cells)
  }

  private finishRow(reader: RowReader, cells: readonly string[]): void {
    if (!reader.failed) {
      const joined = reader.joinedRows.length > 0
      for (const parsed of reader.records) {
        const problem = parsed.kind === 'fill' ? implausibility(parsed.value, joined) : undefined
        if (problem) {
          reader.error(problem)
          break
        }
      }
    }
    this.failLegs(reader.evictedLegs)
    const firstError = reader.issues.find((issue) => issue.severity === 'error')
    for (const row of reader.joinedRows) {
      // The partner shares this row's fate: joined into its fill, or refused with it.
      if (firstError) this.reviseRow(row, { severity: 'error', code: firstError.code as RowIssue['code'], row })
      else this.reviseRow(row, { severity: 'skipped', code: 'JOINED_LEG', row, value: String(reader.row) })
    }
    const imported: ImportedRecord[] = []
    if (!reader.failed) {
      for (const parsed of reader.records) {
        const { key, duplicate } = this.keys.assign(parsed)
        if (duplicate) {
          reader.skip('DUPLICATE_IN_FILE')
          continue
        }
        imported.push(withKey(parsed, key))
      }
    }
    if (reader.failed) this.counts.errors++
    else if (imported.length === 0 && reader.skipped) this.counts.skipped++
    for (const record of imported) this.emit(record)
    this.recordIssues(reader.issues)
    if (this.previewRows.length < (this.options.keepRows ?? 0)) {
      this.previewRows.push({ row: reader.row, cells, records: imported, issues: reader.issues })
    }
  }

  /** A third-coin fee: convertible on a dollar pair once the coin has a price, never on another pair. */
  private noteFeeCoin(fill: AggregationFill): void {
    const coin = thirdFeeCoinOf(fill)
    if (coin) (isDollarCoin(fill.quoteAsset) ? this.feeCoins : this.unconvertibleFeeCoins).add(coin)
  }

  private emit(record: ImportedRecord): void {
    switch (record.kind) {
      case 'fill':
        this.counts.fills++
        this.pending.fills.push(record.value)
        this.noteFeeCoin(record.value)
        return
      case 'ledger':
        this.counts.ledger++
        this.pending.ledgerEntries.push(record.value)
        return
      case 'position':
        this.counts.positions++
        this.pending.positions.push(record.value)
        return
    }
  }
}

/** Starts an import of one file. */
export function createImportSession(options: ImportOptions = {}): ImportSession {
  return new ImportSession(options)
}

export type { DetectedFile, ImportBatchOutput, ImportFileSummary, ImportOptions, RowPreview } from './types'
