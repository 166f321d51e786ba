import { describe, expect, it } from 'vitest'
import { checkAdherence, EMPTY_TRADING_PLAN, readTradingPlan, tradingPlanJson, withinHours } from '../../../src/domain/plans'
import { factsOf, pnlTrade } from './support'

// Opens (UTC): 08:00 (setup A), 09:00 (setup B), 10:00 (no setup), 23:00 (setup A), all on 3 March.
const trades = [
  pnlTrade(50, '2025-03-03T08:00:00Z', '2025-03-03T08:30:00Z', { setupId: 'A' }),
  pnlTrade(-20, '2025-03-03T09:00:00Z', '2025-03-03T09:30:00Z', { setupId: 'B' }),
  pnlTrade(30, '2025-03-03T10:00:00Z', '2025-03-03T10:30:00Z'),
  pnlTrade(-40, '2025-03-03T23:00:00Z', '2025-03-03T23:30:00Z', { setupId: 'A' }),
]
const facts = factsOf(trades)

describe('trading plan adherence', () => {
  it.each([
    [{ hours: { from: 8, to: 12 } }, [[], [], [], ['outsideHours']]],
    [{ maxTradesPerDay: 2 }, [[], [], ['overMaxTrades'], ['overMaxTrades']]],
    [{ allowedSetupIds: ['A'] }, [[], ['setupNotAllowed'], ['setupNotAllowed'], []]],
    [{ hours: { from: 9, to: 24 }, allowedSetupIds: ['A', 'B'] }, [['outsideHours'], [], ['setupNotAllowed'], []]],
  ] as const)('%o breaks %j (in open order)', (rules, expected) => {
    const result = checkAdherence({ ...EMPTY_TRADING_PLAN, ...rules } as never, facts)
    const byId = new Map(result.trades.map((t) => [t.fact.id, t.breaks]))
    expect(trades.map((trade) => byId.get(trade.id))).toEqual(expected)
    expect(result.measurable).toBe(true)
  })

  it('splits P&L between trades that followed the plan and trades that broke it', () => {
    const result = checkAdherence({ ...EMPTY_TRADING_PLAN, allowedSetupIds: ['A'] }, facts)
    expect(result.byCurrency).toEqual([{ currency: 'USDT', followed: { trades: 2, wins: 1, losses: 1, pnl: 10 }, broken: { trades: 2, wins: 1, losses: 1, pnl: 10 } }])
    expect(result.adherenceRate).toBe(0.5)
    expect(result.breaks).toEqual({ outsideHours: 0, overMaxTrades: 0, setupNotAllowed: 2 })
    expect(result.trades[0]?.fact.id).toBe(trades[3]?.id) // latest opened first
  })

  it('with no measurable rule every trade follows it', () => {
    const result = checkAdherence(EMPTY_TRADING_PLAN, facts)
    expect(result.measurable).toBe(false)
    expect(result.adherenceRate).toBe(1)
    expect(checkAdherence(EMPTY_TRADING_PLAN, []).adherenceRate).toBeNull()
  })

  it.each([
    [8, { from: 8, to: 17 }, true],
    [17, { from: 8, to: 17 }, false],
    [23, { from: 22, to: 2 }, true],
    [1, { from: 22, to: 2 }, true],
    [12, { from: 22, to: 2 }, false],
  ])('hour %d within %o: %s', (hour, hours, inside) => expect(withinHours(hour, hours)).toBe(inside))

  it('reads what it stores and drops what it cannot read', () => {
    const plan = { rules: [{ id: 'r1', section: 'entry' as const, text: 'Trend on 4h' }], allowedSetupIds: ['A'], maxTradesPerDay: 3, hours: { from: 8, to: 17 } }
    expect(readTradingPlan(tradingPlanJson(plan))).toEqual(plan)
    expect(readTradingPlan({ rules: [{ id: 1 }, 'x', { id: 'r', text: 'Keep', section: 'weird' }], maxTradesPerDay: -1, hours: { from: 30, to: 2 } })).toEqual({
      rules: [{ id: 'r', text: 'Keep', section: 'other' }],
      allowedSetupIds: [],
      maxTradesPerDay: null,
      hours: null,
    })
  })
})
