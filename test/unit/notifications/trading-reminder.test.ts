import { describe, expect, it } from 'vitest'
import { closedTodayWithoutNotes, earliestWriteOfTradesClosedSince, reminderCheck } from '../../../src/domain/notifications'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade, without } from '../domain/builders'

describe('reminderCheck: once per local day from 20:00', () => {
  it.each<[string, string, string | null, boolean, string]>([
    ['2025-03-10T19:59:59.000Z', 'UTC', null, false, '2025-03-10'],
    ['2025-03-10T20:00:00.000Z', 'UTC', null, true, '2025-03-10'],
    ['2025-03-10T23:59:00.000Z', 'UTC', null, true, '2025-03-10'],
    ['2025-03-10T20:00:00.000Z', 'UTC', '2025-03-10', false, '2025-03-10'],
    ['2025-03-10T20:00:00.000Z', 'UTC', '2025-03-09', true, '2025-03-10'],
    ['2025-03-11T00:30:00.000Z', 'UTC', '2025-03-10', false, '2025-03-11'],
    ['2025-03-10T19:30:00.000Z', 'Europe/Berlin', null, true, '2025-03-10'], // 20:30 CET
    ['2025-03-10T18:30:00.000Z', 'Europe/Berlin', null, false, '2025-03-10'], // 19:30 CET
    ['2025-03-11T01:00:00.000Z', 'America/New_York', null, true, '2025-03-10'], // Monday 21:00 EDT
    ['2025-03-11T01:00:00.000Z', 'America/New_York', '2025-03-10', false, '2025-03-10'],
    ['2025-03-10T23:30:00.000Z', 'Asia/Tokyo', null, false, '2025-03-11'], // Tuesday 08:30
    // Summer time: 20:00 in Berlin is 18:00 UTC in July.
    ['2025-07-10T18:00:00.000Z', 'Europe/Berlin', null, true, '2025-07-10'],
    ['2025-07-10T17:59:00.000Z', 'Europe/Berlin', null, false, '2025-07-10'],
  ])('%s in %s, last reminded %s: due %s, today %s', (instant, zone, last, due, today) => {
    expect(reminderCheck(Date.parse(instant), zone, last)).toEqual({ due, today })
  })
})

let counter = 0
function trade(closedAt: string | undefined, notes: string, fields: Partial<Trade> = {}): Trade {
  const base = buildTrade({ id: `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`, openedAt: '2025-03-09T08:00:00.000Z', notes, ...fields })
  return closedAt ? { ...base, closedAt } : without(base, 'closedAt', 'exitPrice')
}

describe('closedTodayWithoutNotes', () => {
  const NOW = Date.parse('2025-03-10T21:00:00.000Z')
  it.each<[string, Trade, string, boolean]>([
    ['closed today, no note', trade('2025-03-10T10:00:00.000Z', ''), 'UTC', true],
    ['closed today, only spaces', trade('2025-03-10T10:00:00.000Z', '  \n'), 'UTC', true],
    ['closed today with a note', trade('2025-03-10T10:00:00.000Z', 'Chased the breakout'), 'UTC', false],
    ['closed yesterday', trade('2025-03-09T10:00:00.000Z', ''), 'UTC', false],
    ['still open', trade(undefined, ''), 'UTC', false],
    ['in the trash', trade('2025-03-10T10:00:00.000Z', '', { isDeleted: true }), 'UTC', false],
    // 2025-03-10T21:00Z is already Tuesday in Tokyo: a trade closed Monday 10:00Z is "yesterday" there.
    ['another day in the trader zone', trade('2025-03-10T10:00:00.000Z', ''), 'Asia/Tokyo', false],
    ['closed at 23:30 UTC on Sunday is Monday in Berlin', trade('2025-03-09T23:30:00.000Z', ''), 'Europe/Berlin', true],
  ])('%s', (_name, item, zone, counted) => {
    expect(closedTodayWithoutNotes([item], NOW, zone).length).toBe(counted ? 1 : 0)
  })

  it('counts every trade of the day', () => {
    const trades = [trade('2025-03-10T09:00:00.000Z', ''), trade('2025-03-10T11:00:00.000Z', ''), trade('2025-03-10T12:00:00.000Z', 'ok'), trade('2025-03-10T13:00:00.000Z', '')]
    expect(closedTodayWithoutNotes(trades, NOW, 'UTC').map((t) => t.closedAt)).toEqual(['2025-03-10T09:00:00.000Z', '2025-03-10T11:00:00.000Z', '2025-03-10T13:00:00.000Z'])
  })

  it('reads far enough back for any zone', () => {
    // The earliest write looked at is before the start of the local day in the zone furthest ahead (UTC+14).
    const now = Date.parse('2025-03-10T09:59:00.000Z') // 23:59 on 2025-03-10 in Kiritimati
    const startOfDayThere = Date.parse('2025-03-09T10:00:00.000Z')
    expect(earliestWriteOfTradesClosedSince(now)).toBeLessThanOrEqual(startOfDayThere)
  })
})
