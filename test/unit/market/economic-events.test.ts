import { describe, expect, it } from 'vitest'
import { compareEventDays, type EconomicEvent, eventDay, readEconomicEvent, readEventForm, splitEvents, tradeResultsOf } from '../../../src/domain/market'
import { buildTrade } from '../domain/builders'

const values = { name: 'US CPI', date: '2025-03-12', time: '08:30', impact: 'high', market: 'usd', notes: '' }

describe('the event form', () => {
  it('stores the wall-clock time of the trader zone as a UTC instant', () => {
    const result = readEventForm(values, 'America/New_York')
    expect(result).toEqual({
      ok: true,
      name: 'US CPI',
      definition: { occursAt: '2025-03-12T12:30:00.000Z', timeZone: 'America/New_York', impact: 'high', market: 'USD', notes: '' },
    })
  })

  it('falls back to UTC for an unknown zone', () => {
    const result = readEventForm(values, 'Mars/Olympus')
    expect(result.ok && result.definition.occursAt).toBe('2025-03-12T08:30:00.000Z')
  })

  it.each([
    ['an empty name', { name: '   ' }, { name: 'required' }],
    ['a long name', { name: 'x'.repeat(121) }, { name: 'tooLong' }],
    ['no date', { date: '' }, { date: 'required' }],
    ['30 February', { date: '2025-02-30' }, { date: 'invalidDate' }],
    ['a date in another format', { date: '12/03/2025' }, { date: 'invalidDate' }],
    ['no time', { time: '' }, { time: 'required' }],
    ['25:00', { time: '25:00' }, { time: 'invalidTime' }],
    ['an unknown impact', { impact: 'extreme' }, { impact: 'invalidImpact' }],
    ['no market', { market: '' }, { market: 'required' }],
    ['a market with symbols', { market: '$$$' }, { market: 'invalidMarket' }],
    ['long notes', { notes: 'n'.repeat(2001) }, { notes: 'tooLong' }],
    ['several problems at once', { name: '', market: '' }, { name: 'required', market: 'required' }],
  ])('refuses %s', (_name, change, errors) => {
    expect(readEventForm({ ...values, ...change }, 'UTC')).toEqual({ ok: false, errors })
  })
})

const event = (id: string, occursAt: string, impact: EconomicEvent['impact'] = 'high'): EconomicEvent => ({
  id,
  name: id,
  occursAt,
  timeZone: 'UTC',
  impact,
  market: 'USD',
  notes: '',
})

describe('event lists', () => {
  it('reads stored events and skips unreadable definitions', () => {
    expect(readEconomicEvent({ id: 'a', name: 'FOMC', definition: { occursAt: '2025-03-19T18:00:00.000Z', impact: 'high', market: 'USD' } })).toEqual({
      id: 'a',
      name: 'FOMC',
      occursAt: '2025-03-19T18:00:00.000Z',
      timeZone: 'UTC',
      impact: 'high',
      market: 'USD',
      notes: '',
    })
    expect(readEconomicEvent({ id: 'b', name: 'x', definition: { occursAt: 'soon', impact: 'high' } })).toBeUndefined()
    expect(readEconomicEvent({ id: 'c', name: 'x', definition: { occursAt: '2025-03-19T18:00:00.000Z', impact: 'huge' } })).toBeUndefined()
  })

  it('splits upcoming (soonest first) from past (latest first)', () => {
    const now = Date.parse('2025-03-15T00:00:00.000Z')
    const { upcoming, past } = splitEvents(
      [event('a', '2025-03-10T00:00:00.000Z'), event('b', '2025-03-20T00:00:00.000Z'), event('c', '2025-03-12T00:00:00.000Z'), event('d', '2025-03-16T00:00:00.000Z')],
      now,
    )
    expect(upcoming.map((e) => e.id)).toEqual(['d', 'b'])
    expect(past.map((e) => e.id)).toEqual(['c', 'a'])
  })

  it('puts an event on the local day of the trader', () => {
    expect(eventDay(event('a', '2025-03-12T23:30:00.000Z'), 'UTC')).toBe('2025-03-12')
    expect(eventDay(event('a', '2025-03-12T23:30:00.000Z'), 'Europe/Madrid')).toBe('2025-03-13')
  })
})

describe('event days against other days', () => {
  const trade = (n: number, closedAt: string, exitPrice: string, quoteAsset = 'USDT') =>
    buildTrade({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      entryPrice: '100',
      exitPrice,
      quantity: '1',
      openedAt: '2025-03-01T00:00:00.000Z',
      closedAt,
      quoteAsset,
    })
  const results = tradeResultsOf(
    [
      trade(1, '2025-03-12T14:00:00.000Z', '110.5'),
      trade(2, '2025-03-12T16:00:00.000Z', '95'),
      trade(3, '2025-03-13T10:00:00.000Z', '101'),
      trade(4, '2025-03-14T10:00:00.000Z', '102'),
      trade(5, '2025-03-19T20:00:00.000Z', '90'),
      trade(6, '2025-03-12T10:00:00.000Z', '103', 'EUR'),
    ],
    { timeZone: 'UTC', view: 'gross' },
  )
  const events = [event('cpi', '2025-03-12T12:30:00.000Z', 'high'), event('ppi', '2025-03-13T12:30:00.000Z', 'low'), event('later', '2025-04-01T12:00:00.000Z')]

  it('counts days, trades and exact P&L per currency; future events do not count', () => {
    const [usdt, eur] = compareEventDays(events, results.closed, 'UTC', Date.parse('2025-03-20T00:00:00.000Z'))
    expect(usdt?.currency).toBe('USDT')
    expect(usdt?.eventDays).toEqual({ days: 2, trades: 3, wins: 2, losses: 1, pnl: '6.5', pnlPerDay: 3.25 })
    expect(usdt?.highImpactDays).toEqual({ days: 1, trades: 2, wins: 1, losses: 1, pnl: '5.5', pnlPerDay: 5.5 })
    expect(usdt?.otherDays).toEqual({ days: 2, trades: 2, wins: 1, losses: 1, pnl: '-8', pnlPerDay: -4 })
    expect(eur?.eventDays.pnl).toBe('3')
    expect(eur?.otherDays).toEqual({ days: 0, trades: 0, wins: 0, losses: 0, pnl: '0', pnlPerDay: null })
  })
})
