import { Temporal } from '@js-temporal/polyfill'
import { describe, expect, it } from 'vitest'
import { wallTimeAt, wallTimeToEpochMs } from '../../../src/domain/trades'

/**
 * The journal's Intl-based zone arithmetic against the Temporal polyfill (TC39's reference), every
 * 30 minutes through the days around each DST transition of 2019-2024 in zones north and south of
 * the equator, east and west of Greenwich, with a half-hour DST (Lord Howe) and zones that dropped DST.
 * Temporal's 'compatible' disambiguation is the rule trade-time.ts states: a skipped time lands one
 * hour later, a repeated time is its first occurrence.
 */
const ZONES = ['America/New_York', 'America/Sao_Paulo', 'Europe/Madrid', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Tehran', 'Pacific/Apia']
const HALF_HOUR = 30 * 60_000

function transitions(zone: string): number[] {
  const found: number[] = []
  let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year: 2019, month: 1, day: 1, timeZone: zone })
  const end = Temporal.ZonedDateTime.from({ year: 2025, month: 1, day: 1, timeZone: zone })
  while (at && Temporal.ZonedDateTime.compare(at, end) < 0) {
    at = at.getTimeZoneTransition('next')
    if (at && Temporal.ZonedDateTime.compare(at, end) < 0) found.push(at.epochMilliseconds)
  }
  return found
}

describe.each(ZONES)('%s against Temporal', (zone) => {
  const instants = transitions(zone).flatMap((transition) => Array.from({ length: 4 * 48 }, (_, step) => transition - 2 * 86_400_000 + step * HALF_HOUR))

  it('reads the wall time of an instant alike', () => {
    expect(instants.length).toBeGreaterThan(0)
    for (const epoch of instants) {
      const ours = wallTimeAt(epoch, zone)
      const theirs = Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO(zone)
      expect([ours.year, ours.month, ours.day, ours.hour, ours.minute]).toEqual([theirs.year, theirs.month, theirs.day, theirs.hour, theirs.minute])
    }
  })

  it('finds the instant of a wall time alike, skipped and repeated times included', () => {
    for (const epoch of instants) {
      // Wall times on the half hour, walked through the transition days.
      const wall = Temporal.Instant.fromEpochMilliseconds(epoch).toZonedDateTimeISO('UTC')
      const fields = { year: wall.year, month: wall.month, day: wall.day, hour: wall.hour, minute: wall.minute, second: 0 }
      const theirs = Temporal.ZonedDateTime.from({ ...fields, timeZone: zone }, { disambiguation: 'compatible' }).epochMilliseconds
      expect(wallTimeToEpochMs(fields, zone), `${JSON.stringify(fields)} in ${zone}`).toBe(theirs)
    }
  })
})
