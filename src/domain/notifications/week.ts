import { createZoneCalendar, dayNumberToDate, type ZoneCalendar } from '../metrics'

/** A Monday-to-Sunday week in the trader's zone, as local day numbers (days since 1970-01-01). */
export interface LocalWeek {
  /** The Monday, `YYYY-MM-DD`: the week's name, stored to remember a summary already shown. */
  readonly start: string
  /** The Sunday, `YYYY-MM-DD`. */
  readonly end: string
  readonly startDay: number
  readonly endDay: number
}

/** 0 = Monday ... 6 = Sunday for a day number (1970-01-01 was a Thursday). */
export function mondayBasedWeekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7
}

function weekFromDay(day: number): LocalWeek {
  const startDay = day - mondayBasedWeekday(day)
  const endDay = startDay + 6
  return { start: dayNumberToDate(startDay), end: dayNumberToDate(endDay), startDay, endDay }
}

/**
 * The week holding `epochMs`, weeks starting on Monday in `timeZone` (DST included: the local day is
 * read from the zone's real offset at that instant). An invalid zone reads as UTC, like the metrics.
 */
export function weekContaining(epochMs: number, timeZone: string | ZoneCalendar): LocalWeek {
  const calendar = typeof timeZone === 'string' ? createZoneCalendar(timeZone) : timeZone
  return weekFromDay(calendar.localDay(epochMs))
}

/** The week before `week`. */
export function previousWeek(week: LocalWeek): LocalWeek {
  return weekFromDay(week.startDay - 7)
}

/** Whether `epochMs` falls on a local day of `week`. */
export function isInWeek(epochMs: number, week: LocalWeek, calendar: ZoneCalendar): boolean {
  const day = calendar.localDay(epochMs)
  return day >= week.startDay && day <= week.endDay
}
