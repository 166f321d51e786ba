import { describe, expect, it } from 'vitest'
import { type Deviation, planSetupIdsOf, reviewTrade } from '../../../src/domain/coach'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade, without } from '../domain/builders'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const PLAN_SETUP = id(900)
const OTHER_SETUP = id(901)
// Five usual trades of 100 USDT notional (entry 100, quantity 1).
const peers = Array.from({ length: 5 }, (_, i) => buildTrade({ id: id(i + 1), entryPrice: '100', exitPrice: '101', quantity: '1', stopLoss: '95', setupId: PLAN_SETUP }))
const kinds = (deviations: readonly Deviation[]) => deviations.map((d) => d.kind)

describe('trade review', () => {
  const cases: [name: string, trade: Trade, plan: string[], expected: Deviation['kind'][]][] = [
    ['a clean trade', buildTrade({ id: id(50), entryPrice: '100', exitPrice: '101', quantity: '1', stopLoss: '95', setupId: PLAN_SETUP }), [PLAN_SETUP], []],
    ['no stop', without(buildTrade({ id: id(51), entryPrice: '100', exitPrice: '101', quantity: '1', setupId: PLAN_SETUP }), 'stopLoss'), [PLAN_SETUP], ['noStop']],
    ['a long stop above the entry', buildTrade({ id: id(52), entryPrice: '100', exitPrice: '101', quantity: '1', stopLoss: '105' }), [], ['stopWrongSide']],
    ['a short stop below the entry', buildTrade({ id: id(53), side: 'short', entryPrice: '100', exitPrice: '99', quantity: '1', stopLoss: '95' }), [], ['stopWrongSide']],
    ['a loss past the stop (-2 R)', buildTrade({ id: id(54), entryPrice: '100', exitPrice: '90', quantity: '1', stopLoss: '95' }), [], ['lossBeyondStop']],
    ['a loss at the stop (-1 R)', buildTrade({ id: id(55), entryPrice: '100', exitPrice: '95', quantity: '1', stopLoss: '95' }), [], []],
    ['three times the usual size', buildTrade({ id: id(56), entryPrice: '100', exitPrice: '101', quantity: '3', stopLoss: '95' }), [], ['oversized']],
    ['no setup under a plan with setups', buildTrade({ id: id(57), entryPrice: '100', exitPrice: '101', quantity: '1', stopLoss: '95' }), [PLAN_SETUP], ['noSetup']],
    ['a setup off the plan', buildTrade({ id: id(58), entryPrice: '100', exitPrice: '101', quantity: '1', stopLoss: '95', setupId: OTHER_SETUP }), [PLAN_SETUP], ['offPlanSetup']],
    ['a setup without a plan is not judged', buildTrade({ id: id(59), entryPrice: '100', exitPrice: '101', quantity: '1', stopLoss: '95', setupId: OTHER_SETUP }), [], []],
  ]
  it.each(cases)('%s', (_name, trade, plan, expected) => {
    expect(kinds(reviewTrade(trade, [...peers, trade], plan).deviations)).toEqual(expected)
  })

  it('gives the numbers behind an oversized trade', () => {
    const trade = buildTrade({ id: id(60), entryPrice: '100', exitPrice: '101', quantity: '3', stopLoss: '95' })
    const review = reviewTrade(trade, [...peers, trade], [])
    expect(review.deviations[0]).toEqual({ kind: 'oversized', notional: 300, typical: 100, ratio: 3, currency: 'USDT' })
    expect([review.typicalNotional, review.rMultiple]).toEqual([100, 0.2])
  })

  it('needs five other trades in the same currency to judge the size', () => {
    const trade = buildTrade({ id: id(61), entryPrice: '100', exitPrice: '101', quantity: '30', stopLoss: '95' })
    expect(reviewTrade(trade, [...peers.slice(0, 4), trade], []).typicalNotional).toBeNull()
    const eurPeers = peers.map((p) => ({ ...p, quoteAsset: 'EUR' }))
    expect(kinds(reviewTrade(trade, [...eurPeers, trade], []).deviations)).toEqual([])
  })

  it('reads the plan setups from the trading plan definition defensively', () => {
    expect(planSetupIdsOf([{ allowedSetupIds: [PLAN_SETUP, 7] }, { setups: [{ id: OTHER_SETUP }, 'x'] }, { rules: [] }])).toEqual([PLAN_SETUP, OTHER_SETUP, 'x'])
    expect(planSetupIdsOf([])).toEqual([])
  })
})
