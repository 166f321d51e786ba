import type { DateFormat } from '../values/date'
import type { SourceZone } from '../values/zone'
import type { RowReader } from './row-reader'

/** Every export layout the importer recognises by its header, plus the trader's column mapping. */
export const LAYOUT_IDS = [
  'binance-spot',
  'binance-spot-legacy',
  'binance-usdm-trades',
  'binance-usdm-transactions',
  'binance-order-history',
  'binance-statements',
  'bybit-spot',
  'bybit-closed-pnl',
  'bybit-transactions',
  'okx-trading-history',
  'okex-trades-2020',
  'coinbase-transactions',
  'coinbase-transactions-2020',
  'coinbase-tax-report',
  'coinbase-pro-fills',
  'kraken-trades',
  'kraken-ledgers',
  'kucoin-spot',
  'kucoin-spot-legacy',
  'kucoin-spot-fills',
  'kucoin-futures-pnl',
  'gate-spot',
  'gate-ledger',
  'mexc-spot',
  'mexc-futures',
  'bitfinex-trades',
  'bitfinex-ledger',
  'bitstamp-transactions',
  'bitstamp-transactions-legacy',
  'mapping',
] as const
export type LayoutId = (typeof LAYOUT_IDS)[number]

/** A header alternative: exact text after normaliseHeaderCell, or a pattern tested on that text. */
export type ColumnPattern = string | RegExp

export type RecordKind = 'fill' | 'ledger' | 'position'

export interface ExchangeLayout {
  readonly id: LayoutId
  /** Exchange id as stored (lower case): `binance`, `gate`, ... */
  readonly exchange: string
  readonly produces: readonly RecordKind[]
  /** Field name → header alternatives, first match wins. */
  readonly columns: Readonly<Record<string, readonly ColumnPattern[]>>
  /** Fields that must all be found for the header to be this layout. */
  readonly required: readonly string[]
  /** The field holding the row's time; its header may state the zone (`Date(UTC)`). */
  readonly timeField: string
  /** Zone the exchange writes this export in when neither header nor preamble says it. */
  readonly defaultZone?: SourceZone
  readonly dateFormat?: DateFormat
  /**
   * The day/month/year order the exchange documents for this export: chosen only when the file's
   * own dates fit it and another order alike (see values/date-order.ts).
   */
  readonly dateHint?: DateFormat
  /** Reads one data row, reporting records and issues through the reader. */
  parseRow(row: RowReader): void
  /** For exports that spread one trade over several rows (see RowGrouping). */
  readonly group?: RowGrouping
  /** A header repeated inside the data (Binance's `;Date(UTC);Trading Price;...` above nested fills): not a row. */
  isSubHeader?(cells: readonly string[]): boolean
}

/**
 * Consecutive rows that make one trade (an order and its nested fills, one statement row per coin)
 * are read together: the session keeps a group's rows until a row no longer `continues` it, then
 * `parseGroup` records each fill, ledger entry and issue on the row it belongs to. Nothing of a group
 * is handed out before the whole group is read, so a leg that cannot be joined never becomes a fill.
 */
export interface RowGrouping {
  /** Whether `row` belongs to the group that `first` started. */
  continues(first: RowReader, row: RowReader): boolean
  /** Reads a whole group (rows that already failed, e.g. a shifted row, are left out). */
  parseGroup(rows: readonly RowReader[]): void
}

/** Where a resolved field sits in the file. */
export interface ResolvedColumn {
  readonly index: number
  /** The header as written, for messages. */
  readonly header: string
}

export type ResolvedColumns = ReadonlyMap<string, ResolvedColumn>
