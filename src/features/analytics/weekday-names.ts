import type { Weekday } from '../../domain/metrics'

/** Weekday names from Intl (1 = Monday); 2024-01-01 was a Monday. */
export function dateTimeFormatFor(locale: string): (weekday: Weekday) => string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  return (weekday) => format.format(Date.UTC(2024, 0, weekday))
}
