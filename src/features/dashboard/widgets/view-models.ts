import type { Bucket, CurrencyReport, Direction, OverallStats, Value, Weekday } from '../../../domain/metrics'
import { summariseTrade } from '../../../domain/journal/trade-summary'
import type { DecimalString, Id } from '../../../domain/common'
import type { Trade } from '../../../domain/trade'
import type { StatFormat } from '../../charts'

/**
 * What each widget shows, as plain data computed from the metrics engine's result (pure, so the
 * numbers are tested apart from React; the widgets only format and lay them out).
 */

export type KeyStatId =
  | 'netPnl'
  | 'totalBalance'
  | 'winRate'
  | 'totalTrades'
  | 'profitFactor'
  | 'averagePnlPerTrade'
  | 'averagePnlPerDay'
  | 'maxDrawdown'
  | 'expectancy'
  | 'riskToReward'
  | 'sharpeRatio'
  | 'currentRoi'

export interface KeyStat {
  readonly id: KeyStatId
  readonly value: Value
  readonly format: StatFormat
  /** A money amount: blurred under the profile's flag. */
  readonly sensitive: boolean
  /** Sign colour, for amounts whose sign is the point (P&L). */
  readonly tone: 'gain' | 'loss' | undefined
}

const num = (n: number): Value => ({ kind: 'value', value: n })
const toneOfValue = (v: Value): KeyStat['tone'] => (v.kind === 'value' ? (v.value > 0 ? 'gain' : v.value < 0 ? 'loss' : undefined) : undefined)

/**
 * The key stat cards, all from the report of one currency: amounts in different quote coins are never
 * added, and the win rate and trade count describe the same trades as the money cards beside them
 * (as on Analytics), not every currency's.
 */
export function keyStats(report: CurrencyReport): KeyStat[] {
  const noTrades = report.totalTrades === 0
  const money = (id: KeyStatId, value: Value, signed: boolean): KeyStat => ({
    id,
    value,
    format: signed ? 'signedMoney' : 'money',
    sensitive: true,
    tone: signed ? toneOfValue(value) : undefined,
  })
  const none: Value = { kind: 'none', reason: 'noTrades' }
  return [
    money('netPnl', noTrades ? none : num(report.pnl), true),
    money('totalBalance', noTrades && report.capital.source === 'none' ? none : num(report.totalBalance), false),
    { id: 'winRate', value: report.winRate, format: 'percent', sensitive: false, tone: undefined },
    { id: 'totalTrades', value: num(report.totalTrades), format: 'count', sensitive: false, tone: undefined },
    { id: 'profitFactor', value: report.profitFactor, format: 'ratio', sensitive: false, tone: undefined },
    money('averagePnlPerTrade', report.averagePnlPerTrade, true),
    money('averagePnlPerDay', report.averagePnlPerDay, true),
    money('maxDrawdown', noTrades ? none : num(-report.maxDrawdown.amount), false),
    money('expectancy', report.expectancy, true),
    { id: 'riskToReward', value: report.riskToReward, format: 'ratio', sensitive: false, tone: undefined },
    { id: 'sharpeRatio', value: report.sharpeRatio, format: 'ratio', sensitive: false, tone: undefined },
    { id: 'currentRoi', value: report.currentRoi, format: 'percent', sensitive: false, tone: toneOfValue(report.currentRoi) },
  ]
}

/** Why a widget has nothing to draw for this selection, or undefined when it has. */
export type EmptyReason = 'noTrades' | 'onlyOpen' | 'noneInCurrency'

export function emptyReasonOf(report: CurrencyReport, overall: OverallStats): EmptyReason | undefined {
  if (report.totalTrades > 0) return undefined
  if (overall.totalTrades > 0) return 'noneInCurrency'
  if (overall.open > 0) return 'onlyOpen'
  return 'noTrades'
}

export interface OutcomeCounts {
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  readonly open: number
}

export function outcomeCounts(overall: OverallStats): OutcomeCounts {
  return { wins: overall.wins, losses: overall.losses, breakevens: overall.breakevens, open: overall.open }
}

export interface EquityChartPoint {
  readonly time: number
  readonly equity: number
  readonly drawdown: number
}

const DAY_MS = 86_400_000

/**
 * The equity curve by local close day (end-of-day equity and drawdown), starting the day before the
 * first trading day at the initial capital, so even one trade draws a line from where it started.
 */
export function equityPoints(report: CurrencyReport): EquityChartPoint[] {
  if (report.daily.length === 0) return []
  const points = report.daily.map((day) => ({ time: Date.parse(`${day.date}T00:00:00Z`), equity: day.equity, drawdown: day.drawdown }))
  const first = points[0] as EquityChartPoint
  return [{ time: first.time - DAY_MS, equity: report.capital.amount, drawdown: 0 }, ...points]
}

export interface BarPoint {
  readonly key: number
  readonly pnl: number
  readonly trades: number
}

/** P&L per local open hour, 0 to 23, every hour listed. */
export function hourBars(report: CurrencyReport): BarPoint[] {
  return report.breakdowns.hour.map((bucket) => ({ key: bucket.key, pnl: bucket.pnl, trades: bucket.trades }))
}

/** P&L per local open weekday, Monday first, every weekday listed. */
export function weekdayBars(report: CurrencyReport): (BarPoint & { key: Weekday })[] {
  return report.breakdowns.weekday.map((bucket) => ({ key: bucket.key, pnl: bucket.pnl, trades: bucket.trades }))
}

export interface GroupRow<K> {
  readonly key: K
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly pnl: number
  readonly winRate: Value
  readonly averagePnl: Value
}

const rowOf = <K>(bucket: Bucket<K>): GroupRow<K> => ({
  key: bucket.key,
  trades: bucket.trades,
  wins: bucket.wins,
  losses: bucket.losses,
  pnl: bucket.pnl,
  winRate: bucket.winRate,
  averagePnl: bucket.averagePnl,
})

/** Long against short, both always listed. */
export function sideRows(report: CurrencyReport): GroupRow<Direction>[] {
  const rows = new Map(report.breakdowns.side.map((bucket) => [bucket.key, rowOf(bucket)]))
  const empty = (key: Direction): GroupRow<Direction> => ({
    key,
    trades: 0,
    wins: 0,
    losses: 0,
    pnl: 0,
    winRate: { kind: 'none', reason: 'noTrades' },
    averagePnl: { kind: 'none', reason: 'noTrades' },
  })
  return (['long', 'short'] as const).map((key) => rows.get(key) ?? empty(key))
}

/** Setups by P&L, best first (trades without a setup last), at most `limit`. */
export function setupRows(report: CurrencyReport, limit = 8): GroupRow<Id | null>[] {
  return report.breakdowns.setup
    .map(rowOf)
    .sort((a, b) => (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0) || b.pnl - a.pnl)
    .slice(0, limit)
}

export interface FeesSummary {
  readonly fees: number
  readonly fundingPaid: number
  readonly fundingReceived: number
  readonly fundingNet: number
  /** Fees + funding paid - funding received: what trading cost beyond the price move. */
  readonly totalCost: number
  /** Closed trades whose fee is unknown (fee coin without a rate), left out. */
  readonly feesUnknown: number
  /** Fees and funding as a share of gross profit; none without gross profit. */
  readonly shareOfGross: Value
}

export function feesSummary(report: CurrencyReport): FeesSummary {
  const t = report.totals
  const fees = Number(t.fees)
  const fundingPaid = Number(t.fundingPaid)
  const fundingReceived = Number(t.fundingReceived)
  const totalCost = fees + fundingPaid - fundingReceived
  const gross = Number(t.grossPnl)
  return {
    fees,
    fundingPaid,
    fundingReceived,
    fundingNet: Number(t.fundingNet),
    totalCost,
    feesUnknown: t.feesUnknown,
    shareOfGross: gross > 0 ? num(totalCost / gross) : { kind: 'none', reason: 'noWins' },
  }
}

export interface StreakView {
  readonly current: { readonly kind: 'win' | 'loss' | 'none'; readonly length: number }
  readonly longestWin: number
  readonly longestLoss: number
}

export function streakView(overall: OverallStats): StreakView {
  return overall.streaks
}

export interface RecentTrade {
  readonly id: Id
  readonly symbol: string
  readonly side: Trade['side']
  readonly closedAt: string
  readonly pnl: DecimalString | undefined
  readonly currency: string
  readonly outcome: 'win' | 'loss' | 'breakeven' | undefined
}

/** The last `limit` closed trades by close time, newest first, with their net P&L in the quote coin. */
export function recentTrades(trades: readonly Trade[], breakevenBand: DecimalString, limit = 8): RecentTrade[] {
  // The newest `limit` by close time in one pass (no sort of 10,000 trades for eight rows).
  const newest: { trade: Trade; at: number }[] = []
  for (const trade of trades) {
    if (!trade.closedAt || trade.isDeleted) continue
    const at = Date.parse(trade.closedAt)
    if (newest.length === limit && at <= (newest[newest.length - 1] as { at: number }).at) continue
    let index = newest.length
    while (index > 0 && (newest[index - 1] as { at: number }).at < at) index--
    newest.splice(index, 0, { trade, at })
    if (newest.length > limit) newest.pop()
  }
  const closed = newest.map((entry) => entry.trade)
  return closed.map((trade) => {
    const summary = summariseTrade(trade, breakevenBand)
    return {
      id: trade.id,
      symbol: trade.symbol,
      side: trade.side,
      closedAt: trade.closedAt as string,
      // In the coin the trade settles in (the base coin of an inverse contract), as the journal shows it.
      pnl: summary.netPnl,
      currency: summary.settlementAsset,
      outcome: summary.outcome,
    }
  })
}
