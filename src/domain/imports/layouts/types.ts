import type { DateFormat } from '../values/date'
import type { SourceZone } from '../values/zone'
import type { RowReader } from './row-reader'

/** Every export layout the importer recognises by its header, plus the trader's column mapping. */
export const LAYOUT_IDS = [
  'binance-spot',
  'binance-spot-legacy',
  'binance-usdm-trades',
  'binance-usdm-transactions',
  'bybit-spot',
  'bybit-closed-pnl',
  'bybit-transactions',
  'okx-trading-history',
  'okex-trades-2020',
  'coinbase-transactions',
  'kraken-trades',
  'kraken-ledgers',
  'kucoin-spot',
  'kucoin-spot-legacy',
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
}

/** Where a resolved field sits in the file. */
export interface ResolvedColumn {
  readonly index: number
  /** The header as written, for messages. */
  readonly header: string
}

export type ResolvedColumns = ReadonlyMap<string, ResolvedColumn>
