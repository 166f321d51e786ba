import { createZoneCalendar, dayNumberToDate } from '../metrics'
import type { Trade } from '../trade'

/** Local hour from which the evening reminder may come (20:00 in the trader's zone). */
export const REMINDER_HOUR = 20

export interface ReminderCheck {
  /** Whether it is time to look for trades without notes. */
  readonly due: boolean
  /** Today in the trader's zone, `YYYY-MM-DD` (what is remembered once the reminder is shown). */
  readonly today: string
}

/** Due once per local day, from REMINDER_HOUR until midnight in `timeZone`, unless already shown today. */
export function reminderCheck(now: number, timeZone: string, lastRemindedDay: string | null): ReminderCheck {
  const calendar = createZoneCalendar(timeZone)
  const today = dayNumberToDate(calendar.localDay(now))
  return { due: calendar.localHour(now) >= REMINDER_HOUR && lastRemindedDay !== today, today }
}

/** Trades closed today (local close day in `timeZone`) whose notes are empty, trash left out. */
export function closedTodayWithoutNotes(trades: readonly Trade[], now: number, timeZone: string): Trade[] {
  const calendar = createZoneCalendar(timeZone)
  const today = calendar.localDay(now)
  return trades.filter((trade) => {
    if (trade.isDeleted || !trade.closedAt || trade.notes.trim() !== '') return false
    const closedMs = Date.parse(trade.closedAt)
    return Number.isFinite(closedMs) && calendar.localDay(closedMs) === today
  })
}

/**
 * The earliest `updatedAt` a trade closed on or after the local day of `epochMs` can have: a trade is
 * written when (or after) it is closed, so its last write is never before its close. Two days early,
 * so no zone offset (at most 14 hours) can push a trade out; callers still filter by close day.
 */
export function earliestWriteOfTradesClosedSince(epochMs: number): number {
  return epochMs - 2 * 86_400_000
}
