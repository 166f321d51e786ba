import { describe, expect, it } from 'vitest'
import { type DatePreset, dateRangeOf, isInRange, parseLocalDate } from '../../../src/domain/journal'

const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString())

describe('dateRangeOf', () => {
  // Wednesday 2025-03-12 at 14:00 UTC.
  const now = Date.parse('2025-03-12T14:00:00.000Z')

  it.each<[DatePreset, string, string, string]>([
    ['today', 'UTC', '2025-03-12T00:00:00.000Z', '2025-03-13T00:00:00.000Z'],
    ['yesterday', 'UTC', '2025-03-11T00:00:00.000Z', '2025-03-12T00:00:00.000Z'],
    ['thisWeek', 'UTC', '2025-03-10T00:00:00.000Z', '2025-03-17T00:00:00.000Z'],
    ['lastWeek', 'UTC', '2025-03-03T00:00:00.000Z', '2025-03-10T00:00:00.000Z'],
    ['thisMonth', 'UTC', '2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z'],
    ['lastMonth', 'UTC', '2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z'],
    ['thisYear', 'UTC', '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    // São Paulo is UTC-3 all year: its days start at 03:00 UTC.
    ['today', 'America/Sao_Paulo', '2025-03-12T03:00:00.000Z', '2025-03-13T03:00:00.000Z'],
    // Tokyo (UTC+9) is already on the 12th at 23:00: today there runs from 11th 15:00 UTC.
    ['today', 'Asia/Tokyo', '2025-03-11T15:00:00.000Z', '2025-03-12T15:00:00.000Z'],
    // New York moved to summer time on Sunday 9 March: the week starts at UTC-4.
    ['thisWeek', 'America/New_York', '2025-03-10T04:00:00.000Z', '2025-03-17T04:00:00.000Z'],
    // Last week in New York straddles the change: starts at UTC-5, ends at UTC-4.
    ['lastWeek', 'America/New_York', '2025-03-03T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
    ['lastMonth', 'Europe/Madrid', '2025-01-31T23:00:00.000Z', '2025-02-28T23:00:00.000Z'],
    ['today', 'Not/AZone', '2025-03-12T00:00:00.000Z', '2025-03-13T00:00:00.000Z'],
  ])('%s in %s', (preset, timeZone, from, before) => {
    const range = dateRangeOf(preset, { now, timeZone })
    expect(iso(range.from)).toBe(from)
    expect(iso(range.before)).toBe(before)
  })

  it.each<[string, DatePreset, string, string]>([
    // Year and month roll-overs.
    ['2025-01-05T10:00:00.000Z', 'lastMonth', '2024-12-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    ['2025-12-20T10:00:00.000Z', 'thisMonth', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
    ['2025-01-01T10:00:00.000Z', 'yesterday', '2024-12-31T00:00:00.000Z', '2025-01-01T00:00:00.000Z'],
    // A Sunday belongs to the week that started on Monday.
    ['2025-03-16T23:59:00.000Z', 'thisWeek', '2025-03-10T00:00:00.000Z', '2025-03-17T00:00:00.000Z'],
    // A Monday starts its own week.
    ['2025-03-17T00:00:00.000Z', 'thisWeek', '2025-03-17T00:00:00.000Z', '2025-03-24T00:00:00.000Z'],
  ])('at %s, %s', (at, preset, from, before) => {
    const range = dateRangeOf(preset, { now: Date.parse(at), timeZone: 'UTC' })
    expect([iso(range.from), iso(range.before)]).toEqual([from, before])
  })

  it('starts weeks on Sunday when asked', () => {
    const range = dateRangeOf('thisWeek', { now, timeZone: 'UTC', weekStartsOn: 0 })
    expect([iso(range.from), iso(range.before)]).toEqual(['2025-03-09T00:00:00.000Z', '2025-03-16T00:00:00.000Z'])
  })

  it.each<[string, { from?: string; to?: string }, string | undefined, string | undefined]>([
    ['both days, inclusive', { from: '2025-03-01', to: '2025-03-05' }, '2025-03-01T00:00:00.000Z', '2025-03-06T00:00:00.000Z'],
    ['one day', { from: '2025-03-05', to: '2025-03-05' }, '2025-03-05T00:00:00.000Z', '2025-03-06T00:00:00.000Z'],
    ['typed backwards', { from: '2025-03-05', to: '2025-03-01' }, '2025-03-01T00:00:00.000Z', '2025-03-06T00:00:00.000Z'],
    ['from only', { from: '2025-03-05' }, '2025-03-05T00:00:00.000Z', undefined],
    ['to only', { to: '2025-03-05' }, undefined, '2025-03-06T00:00:00.000Z'],
    ['not a date', { from: '2025-02-30', to: 'soon' }, undefined, undefined],
    ['nothing', {}, undefined, undefined],
  ])('custom: %s', (_name, days, from, before) => {
    const range = dateRangeOf('custom', { now, timeZone: 'UTC' }, days)
    expect([iso(range.from), iso(range.before)]).toEqual([from, before])
  })

  it('reads custom days in the trader zone', () => {
    const range = dateRangeOf('custom', { now, timeZone: 'Europe/Madrid' }, { from: '2025-07-01', to: '2025-07-01' })
    expect([iso(range.from), iso(range.before)]).toEqual(['2025-06-30T22:00:00.000Z', '2025-07-01T22:00:00.000Z'])
  })
})

describe('isInRange', () => {
  it.each<[number, { from?: number; before?: number }, boolean]>([
    [5, { from: 5, before: 10 }, true],
    [10, { from: 5, before: 10 }, false],
    [4, { from: 5 }, false],
    [4, { before: 5 }, true],
    [4, {}, true],
  ])('%d in %j is %s', (value, range, expected) => {
    expect(isInRange(value, range)).toBe(expected)
  })
})

describe('parseLocalDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2025-02-29', undefined],
    ['2025-13-01', undefined],
    ['2025-1-01', undefined],
    ['', undefined],
  ])('%j', (text, expected) => {
    expect(parseLocalDate(text)).toEqual(expected)
  })
})
