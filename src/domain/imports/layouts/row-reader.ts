import type { DecimalString, IsoInstant } from '../../common'
import { quoteValue, type RowErrorCode, type RowIssue, type RowSkipCode } from '../errors'
import type { FillDraft, LedgerDraft, PositionDraft, RowRecord } from '../records'
import { type DateFormat, type DateResult, parseDateTime } from '../values/date'
import { type NumberFormatState, type ParsedNumber, parseNumber } from '../values/number'
import type { SourceZone } from '../values/zone'
import type { HeldLeg, LegBook, LegRole } from './leg-book'
import type { ExchangeLayout, ResolvedColumns } from './types'

/** What every row of one file shares. */
export interface ParseContext {
  readonly layout: ExchangeLayout
  readonly exchange: string
  readonly columns: ResolvedColumns
  readonly zone: SourceZone
  /** Stored as Fill.sourceTimeZone (see zoneLabel). */
  readonly zoneLabel: string
  readonly dateFormat: DateFormat
  /** Readings the file's dates all fit when none could be settled: such a cell is AMBIGUOUS_DATE. */
  readonly dateChoices?: readonly DateFormat[]
  readonly numbers: NumberFormatState
  /** Contract value for contract-denominated sizes, by symbol (caller's first, then known ones). */
  contractSize(symbol: string): DecimalString | undefined
  /** First legs of trades written one row per coin, waiting for their partner row. */
  readonly legs: LegBook
  /** Counts kept while reading; mutable, owned by the file's parse. */
  readonly stats: { wallClockTimes: number; lastTimeText?: string; lastTime?: DateResult }
}

export type NumberRule = 'any' | 'positive' | 'nonNegative'

export interface NumberOptions {
  readonly required?: boolean
  readonly rule?: NumberRule
}

type WithoutRow<T> = Omit<T, 'rowNumber' | 'exchange'> & { readonly exchange?: string }

/** Drops keys whose value is undefined, so stored documents carry no `undefined` fields. */
export function compact<T extends object>(value: T, extra?: object): T {
  const out: Record<string, unknown> = {}
  for (const key in value) {
    const field = value[key]
    if (field !== undefined) out[key] = field
  }
  if (extra) for (const [key, field] of Object.entries(extra)) if (field !== undefined) out[key] = field
  return out as T
}

/** Stored text fields have caps (src/db): ids 128, notes 2000 characters. Longer text is cut. */
const CAPS: Readonly<Record<string, number>> = { exchangeTradeId: 128, orderId: 128, exchangeTransactionId: 128, note: 2000, exchangePositionId: 128 }

function capped<T extends object>(draft: T): T {
  let out: Record<string, unknown> | undefined
  for (const [key, cap] of Object.entries(CAPS)) {
    const value = (draft as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.length > cap) {
      const copy: Record<string, unknown> = out ?? { ...(draft as Record<string, unknown>) }
      copy[key] = value.slice(0, cap)
      out = copy
    }
  }
  return (out ?? draft) as T
}

/**
 * One data row, read through the layout's field names. Every failed read records an issue naming
 * the row and the column as written in the file; a row with an error produces no records.
 */
export class RowReader {
  readonly records: RowRecord[]
  readonly issues: RowIssue[]
  /** This row is a first leg, waiting in the leg book for its partner. */
  heldLeg = false
  /** Rows of earlier legs this row's records were joined from. */
  readonly joinedRows: number[] = []
  /** Legs pushed out of the leg book by this row's leg: never joined. */
  readonly evictedLegs: HeldLeg[] = []

  constructor(
    private readonly cells: readonly string[],
    readonly row: number,
    readonly context: ParseContext,
    sink?: { readonly records: RowRecord[]; readonly issues: RowIssue[] },
  ) {
    this.records = sink?.records ?? []
    this.issues = sink?.issues ?? []
  }

  /**
   * The same row read through other columns (a nested row whose cells sit under another header);
   * what it records lands on this row.
   */
  through(columns: ResolvedColumns): RowReader {
    return new RowReader(this.cells, this.row, { ...this.context, columns }, this)
  }

  get exchange(): string {
    return this.context.exchange
  }

  get failed(): boolean {
    return this.issues.some((issue) => issue.severity === 'error')
  }

  get skipped(): boolean {
    return this.issues.some((issue) => issue.severity === 'skipped')
  }

  has(field: string): boolean {
    return this.context.columns.has(field)
  }

  /** The header of a field as written, for messages. */
  column(field: string): string | undefined {
    return this.context.columns.get(field)?.header
  }

  /** The trimmed cell; undefined when the column is absent or the cell blank. */
  raw(field: string): string | undefined {
    const column = this.context.columns.get(field)
    if (!column) return undefined
    const value = (this.cells[column.index] ?? '').trim()
    return value === '' ? undefined : value
  }

  text(field: string, required = false): string | undefined {
    const value = this.raw(field)
    if (value === undefined && required) this.error('MISSING_VALUE', field)
    return value
  }

  number(field: string, options: NumberOptions = {}): ParsedNumber | undefined {
    const text = this.raw(field)
    if (text === undefined) {
      if (options.required) this.error('MISSING_VALUE', field)
      return undefined
    }
    const result = parseNumber(text, this.context.numbers)
    if (!result.ok) {
      if (result.code === 'EMPTY') {
        if (options.required) this.error('MISSING_VALUE', field)
        return undefined
      }
      this.error('INVALID_NUMBER', field, text)
      return undefined
    }
    const negative = result.value.startsWith('-')
    const zero = result.value === '0'
    if ((options.rule === 'positive' && (negative || zero)) || (options.rule === 'nonNegative' && negative)) {
      this.error('MUST_BE_POSITIVE', field, text)
      return undefined
    }
    return result.asset === undefined ? { value: result.value } : { value: result.value, asset: result.asset }
  }

  decimal(field: string, options: NumberOptions = {}): DecimalString | undefined {
    return this.number(field, options)?.value
  }

  /** The row's instant as ISO text, read in the file's zone unless the cell states its own. */
  time(field: string = this.context.layout.timeField, required = true): IsoInstant | undefined {
    const text = this.raw(field)
    if (text === undefined) {
      if (required) this.error('MISSING_VALUE', field)
      return undefined
    }
    // Fills of one order share their timestamp: consecutive rows often repeat it.
    const cache = this.context.stats
    const result = cache.lastTimeText === text && cache.lastTime ? cache.lastTime : parseDateTime(text, this.context.dateFormat, this.context.zone)
    cache.lastTimeText = text
    cache.lastTime = result
    if (!result.ok) {
      const ambiguous = result.code === 'AMBIGUOUS_DATE' || (this.context.dateChoices ?? []).some((format) => parseDateTime(text, format, this.context.zone).ok)
      this.error(ambiguous ? 'AMBIGUOUS_DATE' : 'INVALID_DATE', field, text)
      return undefined
    }
    if (!result.zoneInValue) this.context.stats.wallClockTimes++
    return result.iso
  }

  /**
   * One leg of a trade written as one row per coin: returns the other coin's leg when it came
   * earlier under the same key (this row then carries the joined fill), else keeps this leg waiting
   * and returns undefined.
   */
  pairLeg<T>(key: string, role: LegRole, leg: T): HeldLeg<T> | undefined {
    const partner = this.context.legs.take(key, role === 'base' ? 'quote' : 'base') as HeldLeg<T> | undefined
    if (partner) {
      this.joinedRows.push(partner.row)
      return partner
    }
    this.heldLeg = true
    this.evictedLegs.push(...this.context.legs.hold(key, role, { row: this.row, value: leg }))
    return undefined
  }

  error(code: RowErrorCode, field?: string, value?: string): void {
    const column = field === undefined ? undefined : (this.column(field) ?? field)
    this.issues.push(compact({ severity: 'error' as const, code, row: this.row, column, value: value === undefined ? undefined : quoteValue(value) }))
  }

  skip(code: RowSkipCode, value?: string): void {
    this.issues.push(value === undefined ? { severity: 'skipped', code, row: this.row } : { severity: 'skipped', code, row: this.row, value })
  }

  fill(draft: WithoutRow<FillDraft>, idKey?: string): void {
    const value = compact(capped(draft), {
      exchange: draft.exchange ?? this.exchange,
      rowNumber: this.row,
      sourceTimeZone: draft.sourceTimeZone ?? this.context.zoneLabel,
    }) as FillDraft
    this.records.push(idKey === undefined ? { kind: 'fill', value } : { kind: 'fill', value, idKey })
  }

  ledger(draft: WithoutRow<LedgerDraft>, idKey?: string): void {
    const value = compact(capped(draft), {
      exchange: draft.exchange ?? this.exchange,
      rowNumber: this.row,
      sourceTimeZone: draft.sourceTimeZone ?? this.context.zoneLabel,
    }) as LedgerDraft
    this.records.push(idKey === undefined ? { kind: 'ledger', value } : { kind: 'ledger', value, idKey })
  }

  position(draft: WithoutRow<PositionDraft>, idKey?: string): void {
    const value = compact(capped(draft), {
      exchange: draft.exchange ?? this.exchange,
      rowNumber: this.row,
      sourceTimeZone: draft.sourceTimeZone ?? this.context.zoneLabel,
    }) as PositionDraft
    this.records.push(idKey === undefined ? { kind: 'position', value } : { kind: 'position', value, idKey })
  }
}
