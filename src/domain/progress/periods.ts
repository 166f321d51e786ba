import type { Trade } from '../trade'
import { createZoneCalendar, dayNumberToDate } from '../metrics'

/** How trades are grouped for period-over-period progress. */
export type ProgressGranularity = 'week' | 'month'

/** First local day (`YYYY-MM-DD`) of the week (Monday) or month holding `date`. */
export function periodStart(date: string, granularity: ProgressGranularity): string {
  if (granularity === 'month') return `${date.slice(0, 7)}-01`
  const day = new Date(`${date}T00:00:00.000Z`)
  const intoWeek = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - intoWeek * 86_400_000).toISOString().slice(0, 10)
}

/** The start of the period right before the one starting on `start`. */
export function previousPeriodStart(start: string, granularity: ProgressGranularity): string {
  const day = new Date(`${start}T00:00:00.000Z`)
  if (granularity === 'week') return new Date(day.getTime() - 7 * 86_400_000).toISOString().slice(0, 10)
  day.setUTCMonth(day.getUTCMonth() - 1)
  return day.toISOString().slice(0, 10)
}

/** Last local day of the period starting on `start`. */
export function periodEnd(start: string, granularity: ProgressGranularity): string {
  const day = new Date(`${start}T00:00:00.000Z`)
  if (granularity === 'week') return new Date(day.getTime() + 6 * 86_400_000).toISOString().slice(0, 10)
  day.setUTCMonth(day.getUTCMonth() + 1)
  return new Date(day.getTime() - 86_400_000).toISOString().slice(0, 10)
}

/**
 * Closed trades grouped by the period of their local close day (as the P&L calendar counts days), the
 * periods oldest first. Open, deleted and unreadable trades are left out: progress is about results.
 */
export function tradesByPeriod(trades: readonly Trade[], granularity: ProgressGranularity, timeZone: string): Map<string, Trade[]> {
  const calendar = createZoneCalendar(timeZone)
  const groups = new Map<string, Trade[]>()
  for (const trade of trades) {
    if (trade.isDeleted || trade.closedAt === undefined) continue
    const closeMs = Date.parse(trade.closedAt)
    if (!Number.isFinite(closeMs)) continue
    const start = periodStart(dayNumberToDate(calendar.localDay(closeMs)), granularity)
    const group = groups.get(start)
    if (group) group.push(trade)
    else groups.set(start, [trade])
  }
  return new Map([...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** Every period from `first` to `last` (both starts), so weeks without trades show as gaps, not skips. */
export function periodRange(first: string, last: string, granularity: ProgressGranularity): string[] {
  const starts: string[] = []
  let cursor = last
  // Walk back from the last so a range is bounded even for odd input; 520 periods is ten years of weeks.
  while (cursor >= first && starts.length < 520) {
    starts.push(cursor)
    cursor = previousPeriodStart(cursor, granularity)
  }
  return starts.reverse()
}
