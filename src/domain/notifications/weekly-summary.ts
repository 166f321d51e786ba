import type { DecimalString } from '../common'
import { computeMetrics, createZoneCalendar, type Value } from '../metrics'
import type { Trade } from '../trade'
import { isInWeek, type LocalWeek, previousWeek, weekContaining } from './week'

/** Last week's figures in one quote currency (money is never added across currencies). */
export interface WeeklyCurrencyFigures {
  readonly currency: string
  /** Closed trades with a known P&L in this currency. */
  readonly trades: number
  readonly wins: number
  readonly losses: number
  /** Wins / (wins + losses), as the metrics engine defines it. */
  readonly winRate: Value
  /** Exact net P&L (after fees and funding). */
  readonly netPnl: DecimalString
}

export interface WeeklySummary {
  /** The week summarised (the one before the week of `now`). */
  readonly week: LocalWeek
  /** Every trade closed in that week, whatever its currency (unpriced ones included). */
  readonly closedTrades: number
  /** Win rate over every currency (counts only, no money). */
  readonly winRate: Value
  /** One entry per quote currency, most trades first. */
  readonly currencies: readonly WeeklyCurrencyFigures[]
}

export interface WeeklySummaryOptions {
  readonly now: number
  /** IANA zone of the trader (weeks start on Monday there). */
  readonly timeZone: string
  readonly breakevenBand?: DecimalString
}

/**
 * Last week's closed trades, win rate and net P&L per quote currency, computed by the metrics engine
 * over the trades closed (local close day) from last Monday to last Sunday. Null when none closed.
 */
export function weeklySummary(trades: readonly Trade[], options: WeeklySummaryOptions): WeeklySummary | null {
  const calendar = createZoneCalendar(options.timeZone)
  const week = previousWeek(weekContaining(options.now, calendar))
  const closed = trades.filter((trade) => {
    if (trade.isDeleted || !trade.closedAt) return false
    const closedMs = Date.parse(trade.closedAt)
    return Number.isFinite(closedMs) && isInWeek(closedMs, week, calendar)
  })
  if (closed.length === 0) return null
  const metrics = computeMetrics(closed, {
    timeZone: calendar.timeZone,
    now: options.now,
    view: 'net',
    ...(options.breakevenBand !== undefined ? { breakevenBand: options.breakevenBand } : {}),
  })
  const currencies = metrics.reports
    .filter((report) => report.totalTrades > 0)
    .map((report) => ({
      currency: report.currency,
      trades: report.totalTrades,
      wins: report.wins,
      losses: report.losses,
      winRate: report.winRate,
      netPnl: report.totals.netPnl,
    }))
  return { week, closedTrades: closed.length, winRate: metrics.overall.winRate, currencies }
}

/**
 * What to do with the weekly summary given the week last remembered on this device:
 * - `remember`: nothing remembered yet (a first open here): note this week quietly, so the summary
 *   comes on the first open of the next week rather than on a device's very first open;
 * - `show`: a new week since the last one remembered;
 * - `none`: already handled this week.
 */
export function weeklySummaryDecision(lastWeek: string | null, currentWeek: LocalWeek): 'show' | 'remember' | 'none' {
  if (lastWeek === null || !/^\d{4}-\d{2}-\d{2}$/.test(lastWeek)) return 'remember'
  return lastWeek < currentWeek.start ? 'show' : 'none'
}
