import { createZoneCalendar, dayNumberToDate } from '../metrics'
import { weekdayOfDay } from '../metrics/zone-calendar'
import { type ResultTotals, totalsByCurrency, type TradeResult } from '../market/trade-results'
import { compare, parseDecimal } from '../decimal'

/** A Monday-to-Sunday week of local days, `weeksBack` weeks before the one holding `nowMs`. */
export interface Week {
  /** Local `YYYY-MM-DD` of the Monday. */
  readonly start: string
  /** Local `YYYY-MM-DD` of the Sunday. */
  readonly end: string
}

export function weekOf(nowMs: number, timeZone: string, weeksBack: number): Week {
  const today = createZoneCalendar(timeZone).localDay(nowMs)
  const monday = today - weekdayOfDay(today) - 7 * weeksBack
  return { start: dayNumberToDate(monday), end: dayNumberToDate(monday + 6) }
}

export interface WeekCurrency {
  readonly totals: ResultTotals
  /** The week before in the same currency; null when it had no closed trade in it. */
  readonly previous: ResultTotals | null
  readonly best: TradeResult
  readonly worst: TradeResult
}

export interface WeeklyReview {
  readonly week: Week
  readonly previousWeek: Week
  /** Per quote currency, most trades first. */
  readonly currencies: readonly WeekCurrency[]
  /** Closed trades of the week (any currency). */
  readonly trades: number
  readonly tradingDays: number
  /** Closed trades of the week without a stop loss. */
  readonly withoutStop: number
}

const inWeek = (week: Week) => (r: TradeResult) => r.closeDay >= week.start && r.closeDay <= week.end

/**
 * The review of a week, by the local close day of each trade: totals per currency against the
 * week before, the best and worst trade, trading days and trades taken without a stop.
 */
export function weeklyReview(results: readonly TradeResult[], nowMs: number, timeZone: string, weeksBack = 0): WeeklyReview {
  const week = weekOf(nowMs, timeZone, weeksBack)
  const previousWeek = weekOf(nowMs, timeZone, weeksBack + 1)
  const own = results.filter(inWeek(week))
  const before = totalsByCurrency(results.filter(inWeek(previousWeek)))
  const currencies = totalsByCurrency(own).map((totals) => {
    const trades = own.filter((r) => r.currency === totals.currency)
    let best = trades[0] as TradeResult
    let worst = best
    for (const r of trades) {
      if (compare(parseDecimal(r.pnl), parseDecimal(best.pnl)) > 0) best = r
      if (compare(parseDecimal(r.pnl), parseDecimal(worst.pnl)) < 0) worst = r
    }
    return { totals, previous: before.find((p) => p.currency === totals.currency) ?? null, best, worst }
  })
  return {
    week,
    previousWeek,
    currencies,
    trades: own.length,
    tradingDays: new Set(own.map((r) => r.closeDay)).size,
    withoutStop: own.filter((r) => !r.hasStop).length,
  }
}
