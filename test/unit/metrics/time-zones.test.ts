import { describe, expect, it } from 'vitest'
import { computeMetrics, createZoneCalendar, dayNumberToDate } from '../../../src/domain/metrics'
import { wallTimeAt } from '../../../src/domain/trades'
import { NOW, pnlTrade } from './support'

/** One trade opened and closed at `instant`; returns the buckets it lands in. */
function bucketsOf(instant: string, timeZone: string) {
  const report = computeMetrics([pnlTrade(1, instant, instant)], { timeZone, now: NOW }).primary
  return {
    hour: report.breakdowns.hour.find((bucket) => bucket.trades > 0)?.key,
    weekday: report.breakdowns.weekday.find((bucket) => bucket.trades > 0)?.key,
    period: report.breakdowns.periodOfDay.find((bucket) => bucket.trades > 0)?.key,
    day: report.daily[0]?.date,
  }
}

describe('hour, weekday and day buckets across DST changes', () => {
  it.each<[string, string, string, number, number, string]>([
    // New York springs forward on Sun 2025-03-09 at 07:00 UTC (02:00 EST becomes 03:00 EDT).
    ['before the jump', '2025-03-09T06:30:00.000Z', 'America/New_York', 1, 7, '2025-03-09'],
    ['after the jump (02:00 never happens)', '2025-03-09T07:30:00.000Z', 'America/New_York', 3, 7, '2025-03-09'],
    ['just before local midnight, winter offset', '2025-03-09T04:59:00.000Z', 'America/New_York', 23, 6, '2025-03-08'],
    ['just before local midnight, summer offset', '2025-03-10T03:59:00.000Z', 'America/New_York', 23, 7, '2025-03-09'],
    // ...and falls back on Sun 2025-11-02 at 06:00 UTC: 01:30 happens twice, both in hour 1.
    ['first 01:30 (EDT)', '2025-11-02T05:30:00.000Z', 'America/New_York', 1, 7, '2025-11-02'],
    ['second 01:30 (EST)', '2025-11-02T06:30:00.000Z', 'America/New_York', 1, 7, '2025-11-02'],
    // Madrid: summer time from Sun 2025-03-30 01:00 UTC.
    ['Madrid 00:59 UTC is 01:59 local', '2025-03-30T00:59:00.000Z', 'Europe/Madrid', 1, 7, '2025-03-30'],
    ['Madrid 01:00 UTC is 03:00 local', '2025-03-30T01:00:00.000Z', 'Europe/Madrid', 3, 7, '2025-03-30'],
    // Santiago changes at local midnight: on 2025-04-06 at 03:00 UTC midnight goes back to 23:00.
    ['Santiago 23:30 before the change', '2025-04-06T02:30:00.000Z', 'America/Santiago', 23, 6, '2025-04-05'],
    ['Santiago 23:30 again after it (same Saturday)', '2025-04-06T03:30:00.000Z', 'America/Santiago', 23, 6, '2025-04-05'],
    ['Santiago first minute of Sunday', '2025-04-06T04:00:00.000Z', 'America/Santiago', 0, 7, '2025-04-06'],
    // Lord Howe moves by half an hour, at 15:30 UTC on 2025-10-04 (02:00 becomes 02:30).
    ['Lord Howe before its half-hour jump', '2025-10-04T15:29:00.000Z', 'Australia/Lord_Howe', 1, 7, '2025-10-05'],
    ['Lord Howe after its half-hour jump', '2025-10-04T15:30:00.000Z', 'Australia/Lord_Howe', 2, 7, '2025-10-05'],
    // Quarter-hour offset, and the date line.
    ['Kathmandu (+05:45)', '2025-03-02T18:14:00.000Z', 'Asia/Kathmandu', 23, 7, '2025-03-02'],
    ['Kathmandu next day', '2025-03-02T18:15:00.000Z', 'Asia/Kathmandu', 0, 1, '2025-03-03'],
    ['Kiritimati (+14)', '2025-03-02T10:00:00.000Z', 'Pacific/Kiritimati', 0, 1, '2025-03-03'],
    ['Pago Pago (-11)', '2025-03-03T10:00:00.000Z', 'Pacific/Pago_Pago', 23, 7, '2025-03-02'],
  ])('%s: %s in %s is hour %i, weekday %i, day %s', (_name, instant, zone, hour, weekday, day) => {
    const buckets = bucketsOf(instant, zone)
    expect(buckets.hour).toBe(hour)
    expect(buckets.weekday).toBe(weekday)
    expect(buckets.day).toBe(day)
  })

  it('reads the period of day from the local hour', () => {
    expect(bucketsOf('2025-03-30T04:30:00.000Z', 'Europe/Madrid').period).toBe('morning')
    expect(bucketsOf('2025-03-29T04:30:00.000Z', 'Europe/Madrid').period).toBe('night')
  })

  it('the same trades give other buckets in another zone', () => {
    const trades = [pnlTrade(5, '2025-03-03T23:30:00.000Z', '2025-03-03T23:45:00.000Z'), pnlTrade(-2, '2025-03-04T00:30:00.000Z', '2025-03-04T00:45:00.000Z')]
    const utc = computeMetrics(trades, { timeZone: 'UTC', now: NOW }).primary
    const tokyo = computeMetrics(trades, { timeZone: 'Asia/Tokyo', now: NOW }).primary
    expect(utc.daily.map((d) => [d.date, d.pnl])).toEqual([
      ['2025-03-03', 5],
      ['2025-03-04', -2],
    ])
    expect(tokyo.daily.map((d) => [d.date, d.pnl])).toEqual([['2025-03-04', 3]])
  })
})

describe('zone calendar', () => {
  // Every 10 minutes across a day on each side of DST changes: the cached offsets agree with Intl.
  it.each<[string, string]>([
    ['America/New_York', '2025-03-09T00:00:00.000Z'],
    ['America/New_York', '2025-11-02T00:00:00.000Z'],
    ['Europe/London', '2025-10-26T00:00:00.000Z'],
    ['America/Santiago', '2025-04-05T12:00:00.000Z'],
    ['America/Santiago', '2025-09-06T12:00:00.000Z'],
    ['Australia/Lord_Howe', '2025-04-05T00:00:00.000Z'],
    ['Australia/Lord_Howe', '2025-10-04T00:00:00.000Z'],
    ['Pacific/Chatham', '2025-04-05T00:00:00.000Z'],
    ['Asia/Tehran', '2025-03-21T00:00:00.000Z'],
  ])('%s around %s matches Intl minute by minute', (zone, start) => {
    const calendar = createZoneCalendar(zone)
    const from = Date.parse(start) - 86_400_000
    for (let t = from; t < from + 3 * 86_400_000; t += 10 * 60_000) {
      const wall = wallTimeAt(t, zone)
      expect(calendar.localHour(t), new Date(t).toISOString()).toBe(wall.hour)
      expect(dayNumberToDate(calendar.localDay(t))).toBe(`${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`)
    }
  })

  it('falls back to UTC for an unknown zone', () => {
    const calendar = createZoneCalendar('Not/AZone')
    expect([calendar.timeZone, calendar.requestedZoneValid]).toEqual(['UTC', false])
  })
})
