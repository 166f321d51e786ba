import { describe, expect, it } from 'vitest'
import { evaluateAlert, firedSince, readAlertDefinition, type AlertDefinition } from '../../../src/domain/plans'
import { factsOf, pnlTrade } from './support'

const day = (d: string, h: number, pnl: number) => pnlTrade(pnl, `2025-06-${d}T${String(h).padStart(2, '0')}:00:00Z`, `2025-06-${d}T${String(h).padStart(2, '0')}:30:00Z`)
// 1 June: -60, -50 (day -110). 2 June: +10, -5, 0 (breakeven), -5, -5. 3 June: -100.
const trades = [day('01', 9, -60), day('01', 10, -50), day('02', 9, 10), day('02', 10, -5), day('02', 11, 0), day('02', 12, -5), day('02', 13, -5), day('03', 9, -100)]
const facts = factsOf(trades)
const positions = [
  { id: 'p1', symbol: 'BTCUSDT', openMs: Date.parse('2025-06-01T08:00:00Z'), leverage: 50, open: false },
  { id: 'p2', symbol: 'ETHUSDT', openMs: Date.parse('2025-06-03T08:00:00Z'), leverage: 30, open: true },
]
const evaluate = (definition: AlertDefinition, today = '2025-06-03') => evaluateAlert(definition, { facts, positions, today })

describe('performance alerts', () => {
  it('daily loss fires once per day, when the running loss first passes the amount', () => {
    const state = evaluate({ type: 'dailyLoss', threshold: 100, currency: 'USDT' }, '2025-06-02')
    expect(state.firings.map((f) => [f.day, f.value])).toEqual([['2025-06-01', 110]])
    expect(state.active).toBe(false)
    const today = evaluate({ type: 'dailyLoss', threshold: 90, currency: 'USDT' })
    expect(today.firings.map((f) => f.day)).toEqual(['2025-06-01', '2025-06-03'])
    expect(today.active).toBe(true)
    expect(evaluate({ type: 'dailyLoss', threshold: 90, currency: 'BTC' }).firings).toEqual([])
  })

  it('a loss streak fires when it reaches N; a breakeven trade neither breaks nor extends it', () => {
    const state = evaluate({ type: 'lossStreak', threshold: 3 })
    // 2 June: -5, 0, -5, -5 is a run of three losses; it goes on to four with 3 June's -100.
    expect(state.firings.map((f) => f.tradeId)).toEqual([trades[6]?.id])
    expect(state.active).toBe(true)
    expect(evaluate({ type: 'lossStreak', threshold: 5 }).firings).toEqual([])
  })

  it('win rate over the last N decided trades fires on the way down only', () => {
    const state = evaluate({ type: 'winRateBelow', threshold: 30, window: 3 })
    // Windows of 3 decided trades: LLW, LWL, WLL are 33 %; LLL (the win has left) is 0 %.
    expect(state.firings.map((f) => [f.tradeId, f.value])).toEqual([[trades[6]?.id, 0]])
    expect(state.active).toBe(true)
    // Under 40 % from the first full window on: one firing, not one per trade.
    expect(evaluate({ type: 'winRateBelow', threshold: 40, window: 3 }).firings.map((f) => f.tradeId)).toEqual([trades[2]?.id])
    // Back above after a run of wins, then down again: it fires again.
    const more = [...trades, day('04', 9, 5), day('04', 10, 5), day('04', 11, 5), day('04', 12, -5), day('04', 13, -5)]
    const again = evaluateAlert({ type: 'winRateBelow', threshold: 50, window: 3 }, { facts: factsOf(more), positions, today: '2025-06-04' })
    expect(again.firings.map((f) => f.tradeId)).toEqual([trades[2]?.id, more[12]?.id])
  })

  it('leverage over the limit fires per position and is active while one is open', () => {
    const state = evaluate({ type: 'leverageAbove', threshold: 40 })
    expect(state.firings.map((f) => f.tradeId)).toEqual(['p1'])
    expect(state.active).toBe(false)
    expect(evaluate({ type: 'leverageAbove', threshold: 20 }).active).toBe(true)
  })

  it('tells a new firing from one already seen', () => {
    const state = evaluate({ type: 'lossStreak', threshold: 3 })
    expect(firedSince(state, undefined)).toBe(true)
    expect(firedSince(state, new Date(state.latest?.at ?? 0).toISOString())).toBe(false)
    expect(firedSince(state, '2025-06-01T00:00:00.000Z')).toBe(true)
  })

  it.each([
    [
      { type: 'dailyLoss', threshold: '500', currency: 'usdt' },
      { type: 'dailyLoss', threshold: 500, currency: 'USDT' },
    ],
    [
      { type: 'winRateBelow', threshold: 40, window: 20 },
      { type: 'winRateBelow', threshold: 40, window: 20 },
    ],
    [{ type: 'winRateBelow', threshold: 40 }, null],
    [{ type: 'dailyLoss', threshold: 500 }, null],
    [{ type: 'lossStreak', threshold: 0 }, null],
    [{ type: 'nope', threshold: 1 }, null],
  ])('reads %o', (stored, expected) => expect(readAlertDefinition(stored)).toEqual(expected))
})
