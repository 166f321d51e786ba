import { describe, expect, it } from 'vitest'
import { createZoneCalendar } from '../../../src/domain/metrics'
import { isInWeek, mondayBasedWeekday, previousWeek, weekContaining } from '../../../src/domain/notifications'

describe('weekContaining: Monday-to-Sunday weeks in the trader zone', () => {
  it.each([
    // instant (UTC), zone, expected Monday, why
    ['2025-03-10T00:30:00.000Z', 'UTC', '2025-03-10', 'Monday just after midnight'],
    ['2025-03-09T23:59:59.000Z', 'UTC', '2025-03-03', 'Sunday night still belongs to the week before'],
    ['2025-03-10T00:30:00.000Z', 'America/New_York', '2025-03-03', 'still Sunday evening in New York'],
    ['2025-03-09T16:00:00.000Z', 'Asia/Tokyo', '2025-03-10', 'already Monday 01:00 in Tokyo'],
    // New York moved to EDT (UTC-4) on Sunday 2025-03-09: Monday starts at 04:00Z, not 05:00Z.
    ['2025-03-10T03:59:59.000Z', 'America/New_York', '2025-03-03', 'last second of Sunday after the spring DST change'],
    ['2025-03-10T04:00:00.000Z', 'America/New_York', '2025-03-10', 'first second of Monday after the spring DST change'],
    // Berlin went back to CET (UTC+1) on Sunday 2025-10-26: Monday starts at 23:00Z.
    ['2025-10-26T22:59:59.000Z', 'Europe/Berlin', '2025-10-20', 'Sunday of the autumn DST change, last second'],
    ['2025-10-26T23:00:00.000Z', 'Europe/Berlin', '2025-10-27', 'Monday after the autumn DST change'],
    ['2025-03-09T18:14:59.000Z', 'Asia/Kathmandu', '2025-03-03', 'a +05:45 zone, a second before Monday'],
    ['2025-03-09T18:15:00.000Z', 'Asia/Kathmandu', '2025-03-10', 'a +05:45 zone, Monday'],
    ['2025-12-31T12:00:00.000Z', 'UTC', '2025-12-29', 'a week across the new year'],
    ['2026-01-04T12:00:00.000Z', 'UTC', '2025-12-29', 'its Sunday in the new year'],
    ['2025-03-10T00:30:00.000Z', 'Not/AZone', '2025-03-10', 'an invalid zone reads as UTC'],
  ])('%s in %s is in the week of %s (%s)', (instant, zone, monday) => {
    const week = weekContaining(Date.parse(instant), zone)
    expect(week.start).toBe(monday)
    expect(mondayBasedWeekday(week.startDay)).toBe(0)
    expect(week.endDay - week.startDay).toBe(6)
    expect(mondayBasedWeekday(week.endDay)).toBe(6)
  })

  it.each([
    ['2025-03-10', '2025-03-03', '2025-03-09'],
    ['2025-01-06', '2024-12-30', '2025-01-05'],
    ['2024-03-04', '2024-02-26', '2024-03-03'], // across a leap day
  ])('the week before the week of %s runs %s to %s', (monday, start, end) => {
    const before = previousWeek(weekContaining(Date.parse(`${monday}T12:00:00.000Z`), 'UTC'))
    expect([before.start, before.end]).toEqual([start, end])
  })

  it.each([
    ['2025-03-03T00:00:00.000Z', 'UTC', true],
    ['2025-03-09T23:59:59.000Z', 'UTC', true],
    ['2025-03-10T00:00:00.000Z', 'UTC', false],
    ['2025-03-02T23:59:59.000Z', 'UTC', false],
    // 2025-03-02 23:30 UTC is Monday 00:30 in Berlin (UTC+1): inside the week there.
    ['2025-03-02T23:30:00.000Z', 'Europe/Berlin', true],
    ['2025-03-09T23:30:00.000Z', 'Europe/Berlin', false],
  ])('%s is in the week of 2025-03-03 in %s: %s', (instant, zone, inside) => {
    const calendar = createZoneCalendar(zone)
    const week = weekContaining(Date.parse('2025-03-05T12:00:00.000Z'), calendar)
    expect(isInWeek(Date.parse(instant), week, calendar)).toBe(inside)
  })
})
