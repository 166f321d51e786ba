import type { DecimalString, Id } from '../common'
import { canonicalDecimal, multiply, parseDecimal, round, toDecimalString } from '../decimal'
import { compileJournalFilter, type JournalFilter, summariseTrade } from '../journal'
import { exchangeBrand } from '../partner-exchanges'
import type { MarketType, Trade, TradeSide } from '../trade'
import { deriveTradeFigures, isValidTimeZone, type TradeOutcome, type TradeStatus, wallTimeAt } from '../trades'
import { toCsv } from './csv'

/**
 * Trades as a spreadsheet: one row per trade, oldest first. Times appear twice, on the trader's wall
 * clock (`YYYY-MM-DD HH:mm:ss`, the zone in its own column) and as ISO UTC instants. Amounts are
 * exact decimals with a `.` separator, never rounded except ROI (4 decimals, in percent) and R (4
 * decimals). P&L columns are in the P&L currency (the quote coin, or the base coin for inverse
 * contracts); the trading fee is in its fee coin and funding in the quote coin, as stored. Headers
 * and words (side, status, outcome, market) come in translated through `labels`.
 */
export const TRADE_CSV_COLUMNS = [
  'openedAt',
  'closedAt',
  'timeZone',
  'openedAtUtc',
  'closedAtUtc',
  'symbol',
  'baseAsset',
  'quoteAsset',
  'marketType',
  'side',
  'status',
  'outcome',
  'entryPrice',
  'exitPrice',
  'quantity',
  'notional',
  'leverage',
  'margin',
  'tradingFee',
  'feeAsset',
  'funding',
  'grossPnl',
  'netPnl',
  'pnlAsset',
  'roiPercent',
  'rMultiple',
  'stopLoss',
  'takeProfit',
  'setup',
  'tags',
  'exchange',
  'account',
  'notes',
  'id',
] as const
export type TradeCsvColumn = (typeof TRADE_CSV_COLUMNS)[number]

export interface TradeCsvLabels {
  readonly headers: Readonly<Record<TradeCsvColumn, string>>
  readonly side: Readonly<Record<TradeSide, string>>
  readonly status: Readonly<Record<TradeStatus, string>>
  readonly outcome: Readonly<Record<TradeOutcome, string>>
  readonly marketType: Readonly<Record<MarketType, string>>
}

export interface TradeCsvContext {
  /** IANA zone of the wall-clock columns; UTC when not a valid zone. */
  readonly timeZone: string
  readonly breakevenBand: DecimalString
  /** Names of tags and accounts by id (trashed ones too: an old trade still names them). */
  readonly tagNames: ReadonlyMap<Id, string>
  readonly accountNames: ReadonlyMap<Id, string>
  readonly labels: TradeCsvLabels
}

/** The filters the export offers: the journal's date presets (with a custom range) and the account. */
export type TradeExportFilter = Pick<JournalFilter, 'datePreset' | 'from' | 'to' | 'accountId'>

/** `YYYY-MM-DD HH:mm:ss` on the wall clock of `timeZone`. */
export function localDateTime(instant: string, timeZone: string): string {
  const epoch = Date.parse(instant)
  if (!Number.isFinite(epoch)) return ''
  const wall = wallTimeAt(epoch, timeZone)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`
}

/** The trades a filter keeps, oldest first. */
export function selectTradesForExport(
  trades: readonly Trade[],
  filter: TradeExportFilter,
  context: { readonly now: number; readonly timeZone: string; readonly breakevenBand: DecimalString },
): Trade[] {
  const matches = compileJournalFilter(
    { ...filter, tagIds: [] },
    { now: context.now, timeZone: context.timeZone, summaryOf: (trade) => summariseTrade(trade, context.breakevenBand) },
  )
  const kept = matches ? trades.filter(matches) : [...trades]
  return kept.sort((a, b) => (a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : a.id < b.id ? -1 : 1))
}

function percent(ratio: DecimalString | undefined): string {
  return ratio === undefined ? '' : toDecimalString(round(multiply(parseDecimal(ratio), parseDecimal('100')), 4))
}

function fixed(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '' : canonicalDecimal(value.toFixed(4))
}

type Row = Record<TradeCsvColumn, string>

function tradeRow(trade: Trade, context: TradeCsvContext, zone: string): Row {
  const { labels } = context
  let figures: ReturnType<typeof deriveTradeFigures> | undefined
  try {
    figures = deriveTradeFigures(trade, { breakevenBand: context.breakevenBand, timeZone: zone })
  } catch {
    // A stored decimal that cannot be read (the database refuses those): the row keeps its raw fields.
    figures = undefined
  }
  const status: TradeStatus = trade.closedAt ? 'closed' : 'open'
  const name = (names: ReadonlyMap<Id, string>, id: Id | undefined) => (id === undefined ? '' : (names.get(id) ?? ''))
  return {
    openedAt: localDateTime(trade.openedAt, zone),
    closedAt: trade.closedAt ? localDateTime(trade.closedAt, zone) : '',
    timeZone: zone,
    openedAtUtc: trade.openedAt,
    closedAtUtc: trade.closedAt ?? '',
    symbol: trade.symbol,
    baseAsset: trade.baseAsset,
    quoteAsset: trade.quoteAsset,
    marketType: labels.marketType[trade.marketType] ?? trade.marketType,
    side: labels.side[trade.side] ?? trade.side,
    status: labels.status[status],
    outcome: figures?.outcome ? labels.outcome[figures.outcome] : '',
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice ?? '',
    quantity: trade.quantity,
    notional: figures?.notional.value ?? '',
    leverage: trade.leverage === undefined ? '' : String(trade.leverage),
    margin: figures?.margin.value ?? '',
    tradingFee: trade.tradingFee ?? '',
    feeAsset: trade.tradingFee === undefined ? '' : (trade.feeAsset ?? trade.quoteAsset),
    funding: trade.fundingFee ?? '',
    grossPnl: figures?.grossPnl?.value ?? '',
    netPnl: figures?.netPnl?.value ?? '',
    pnlAsset: figures?.settlementAsset ?? trade.quoteAsset,
    roiPercent: percent(figures?.roi?.value),
    rMultiple: fixed(figures?.rMultiple),
    stopLoss: trade.stopLoss ?? '',
    takeProfit: trade.takeProfit ?? '',
    setup: name(context.tagNames, trade.setupId),
    tags: trade.tagIds
      .map((id) => context.tagNames.get(id))
      .filter((tag): tag is string => tag !== undefined)
      .join('; '),
    // Imports store the exchange's id (binance); a spreadsheet shows its name, as the journal does.
    exchange: exchangeBrand(trade.exchange ?? ''),
    account: name(context.accountNames, trade.accountId),
    notes: trade.notes,
    id: trade.id,
  }
}

/** Header row, then one row per trade, as cells. */
export function tradeCsvRows(trades: readonly Trade[], context: TradeCsvContext): string[][] {
  const zone = isValidTimeZone(context.timeZone) ? context.timeZone : 'UTC'
  const header = TRADE_CSV_COLUMNS.map((column) => context.labels.headers[column])
  return [
    header,
    ...trades.map((trade) => {
      const row = tradeRow(trade, context, zone)
      return TRADE_CSV_COLUMNS.map((column) => row[column])
    }),
  ]
}

/** The whole CSV file (see csv.ts for quoting, the byte order mark and formula neutralising). */
export function tradesToCsv(trades: readonly Trade[], context: TradeCsvContext): string {
  return toCsv(tradeCsvRows(trades, context))
}
