import { describe, expect, it } from 'vitest'
import { holdingTimeMs, isValidTimeZone, localHour, type PeriodOfDay, periodOfDay, periodOfHour, wallTimeToEpochMs, zoneOffsetMs } from '../../../src/domain/trades'

describe('periodOfHour', () => {
  it.each<[number, PeriodOfDay]>([
    [0, 'night'],
    [5, 'night'],
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'night'],
    [23, 'night'],
  ])('%i h is %s', (hour, period) => {
    expect(periodOfHour(hour)).toBe(period)
  })
})

describe('periodOfDay in a time zone', () => {
  it.each<[string, string, number, PeriodOfDay]>([
    // Edges in UTC.
    ['2025-03-03T05:59:59.999Z', 'UTC', 5, 'night'],
    ['2025-03-03T06:00:00.000Z', 'UTC', 6, 'morning'],
    ['2025-03-03T11:59:59.999Z', 'UTC', 11, 'morning'],
    ['2025-03-03T12:00:00.000Z', 'UTC', 12, 'afternoon'],
    ['2025-03-03T17:59:59.999Z', 'UTC', 17, 'afternoon'],
    ['2025-03-03T18:00:00.000Z', 'UTC', 18, 'night'],
    ['2025-03-03T00:00:00.000Z', 'UTC', 0, 'night'],
    // Europe/Madrid moves to summer time on 2025-03-30 at 01:00 UTC: the same UTC time changes period.
    ['2025-03-29T05:30:00.000Z', 'Europe/Madrid', 6, 'morning'],
    ['2025-03-29T04:30:00.000Z', 'Europe/Madrid', 5, 'night'],
    ['2025-03-30T04:30:00.000Z', 'Europe/Madrid', 6, 'morning'],
    ['2025-03-30T00:59:59.000Z', 'Europe/Madrid', 1, 'night'],
    ['2025-03-30T01:00:00.000Z', 'Europe/Madrid', 3, 'night'],
    // ...and back on 2025-10-26 at 01:00 UTC.
    ['2025-10-25T16:30:00.000Z', 'Europe/Madrid', 18, 'night'],
    ['2025-10-26T16:30:00.000Z', 'Europe/Madrid', 17, 'afternoon'],
    // New York: summer time from 2025-03-09 07:00 UTC.
    ['2025-03-08T10:30:00.000Z', 'America/New_York', 5, 'night'],
    ['2025-03-10T10:30:00.000Z', 'America/New_York', 6, 'morning'],
    // Sydney leaves summer time on 2025-04-06 (southern hemisphere).
    ['2025-04-05T01:30:00.000Z', 'Australia/Sydney', 12, 'afternoon'],
    ['2025-04-07T01:30:00.000Z', 'Australia/Sydney', 11, 'morning'],
    // Quarter-hour and half-hour offsets; the date line.
    ['2025-03-03T00:15:00.000Z', 'Asia/Kathmandu', 6, 'morning'],
    ['2025-03-03T00:14:59.000Z', 'Asia/Kathmandu', 5, 'night'],
    ['2025-03-03T06:30:00.000Z', 'Asia/Kolkata', 12, 'afternoon'],
    ['2025-03-03T17:00:00.000Z', 'Pacific/Kiritimati', 7, 'morning'],
    ['2025-03-03T17:00:00.000Z', 'Pacific/Pago_Pago', 6, 'morning'],
  ])('%s in %s: %i h, %s', (instant, zone, hour, period) => {
    expect(localHour(instant, zone)).toBe(hour)
    expect(periodOfDay(instant, zone)).toBe(period)
    expect(periodOfDay(Date.parse(instant), zone)).toBe(period)
  })

  it('throws RangeError for an unknown zone', () => {
    expect(() => periodOfDay('2025-03-03T00:00:00.000Z', 'Mars/Olympus')).toThrow(RangeError)
  })
})

describe('zones and wall times', () => {
  it.each([
    ['UTC', true],
    ['Europe/Madrid', true],
    ['America/Sao_Paulo', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('isValidTimeZone(%j) = %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid)
  })

  it.each([
    ['2025-01-15T12:00:00.000Z', 'Europe/Madrid', 3_600_000],
    ['2025-07-15T12:00:00.000Z', 'Europe/Madrid', 7_200_000],
    ['2025-07-15T12:00:00.000Z', 'America/New_York', -14_400_000],
    ['2025-07-15T12:00:00.500Z', 'Asia/Kathmandu', 20_700_000],
  ])('offset at %s in %s', (instant, zone, offset) => {
    expect(zoneOffsetMs(Date.parse(instant), zone)).toBe(offset)
  })

  it.each([
    ['normal winter time', 'America/New_York', [2025, 1, 15, 9, 30], '2025-01-15T14:30:00.000Z'],
    ['normal summer time', 'Europe/Madrid', [2025, 7, 1, 12, 0], '2025-07-01T10:00:00.000Z'],
    ['skipped by spring forward: read with the earlier offset', 'Europe/Madrid', [2025, 3, 30, 2, 30], '2025-03-30T01:30:00.000Z'],
    ['repeated in autumn: first occurrence', 'Europe/Madrid', [2025, 10, 26, 2, 30], '2025-10-26T00:30:00.000Z'],
    ['just after the autumn repeat', 'Europe/Madrid', [2025, 10, 26, 3, 0], '2025-10-26T02:00:00.000Z'],
    ['UTC', 'UTC', [2024, 2, 29, 23, 59], '2024-02-29T23:59:00.000Z'],
    // West of Greenwich the instant is hours past the wall time read as UTC, across the transition.
    ['New York, spring-forward day, before the jump', 'America/New_York', [2025, 3, 9, 1, 30], '2025-03-09T06:30:00.000Z'],
    ['New York, spring-forward day, after the jump', 'America/New_York', [2025, 3, 9, 3, 30], '2025-03-09T07:30:00.000Z'],
    ['New York, skipped by spring forward', 'America/New_York', [2025, 3, 9, 2, 30], '2025-03-09T07:30:00.000Z'],
    ['New York, repeated in autumn: first occurrence', 'America/New_York', [2025, 11, 2, 1, 30], '2025-11-02T05:30:00.000Z'],
    ['New York, autumn day, after the repeat', 'America/New_York', [2025, 11, 2, 3, 0], '2025-11-02T08:00:00.000Z'],
    ['Los Angeles, spring-forward day, evening', 'America/Los_Angeles', [2025, 3, 9, 22, 0], '2025-03-10T05:00:00.000Z'],
    ['Auckland, spring-forward day, after the jump', 'Pacific/Auckland', [2025, 9, 28, 3, 30], '2025-09-27T14:30:00.000Z'],
    ['Kiritimati, UTC+14, across the date line', 'Pacific/Kiritimati', [2025, 1, 1, 0, 30], '2024-12-31T10:30:00.000Z'],
  ])('%s', (_name, zone, [year, month, day, hour, minute], expected) => {
    const wall = { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0, second: 0 }
    expect(new Date(wallTimeToEpochMs(wall, zone as string)).toISOString()).toBe(expected)
  })
})

describe('holdingTimeMs', () => {
  it.each([
    ['2025-03-03T09:00:00.000Z', '2025-03-03T09:00:01.500Z', 1500],
    ['2025-03-03T09:00:00.000Z', '2025-03-05T09:00:00.000Z', 172_800_000],
    ['2025-03-03T09:00:00.000Z', undefined, undefined],
    ['2025-03-03T09:00:00.000Z', 'garbage', undefined],
  ])('%s to %s', (openedAt, closedAt, expected) => {
    expect(holdingTimeMs(openedAt, closedAt)).toBe(expected)
  })
})
