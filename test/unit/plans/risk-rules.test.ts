import { describe, expect, it } from 'vitest'
import { checkRiskRules, readRiskRules, type RiskRules } from '../../../src/domain/plans'
import { factsOf, NOW, openTrade, pnlTrade } from './support'

// pnlTrade: 1 unit entered at 100, leverage 10. A stop at 98 risks 2 USDT.
const trades = [
  pnlTrade(-30, '2025-05-30T09:00:00Z', '2025-05-30T10:00:00Z', { stopLoss: '98' }),
  pnlTrade(-40, '2025-05-30T11:00:00Z', '2025-05-30T12:00:00Z', { stopLoss: '95', leverage: 25 }),
  pnlTrade(10, '2025-06-01T08:00:00Z', '2025-06-01T09:00:00Z', { stopLoss: '99' }),
  openTrade({ openedAt: '2025-06-01T10:00:00Z', leverage: 20 }),
  openTrade({ openedAt: '2025-06-01T10:30:00Z', leverage: 3 }),
]
const rules: RiskRules = { currency: 'USDT', capital: 200, maxRiskPercent: 2, maxDailyLoss: 50, maxOpenPositions: 1, maxLeverage: 15 }
const run = (r: RiskRules) => checkRiskRules(r, { trades, facts: factsOf(trades), today: '2025-06-01', localDay: (ms) => new Date(ms).toISOString().slice(0, 10), now: NOW })

describe('risk rules', () => {
  it('lists every breach, newest first', () => {
    const check = run(rules)
    expect(check.breaches.map((b) => [b.kind, b.value, b.limit])).toEqual([
      ['openPositions', 2, 1],
      ['leverage', 20, 15],
      ['dailyLoss', 70, 50],
      // The same trade, opened at the same moment: leverage is checked first.
      ['leverage', 25, 15],
      ['riskPerTrade', 5 / 200, 0.02],
    ])
    expect(check.tradesWithStop).toBe(3)
  })

  it("reports today's usage", () => {
    expect(run(rules).usage).toEqual({ today: '2025-06-01', todayPnl: 10, dailyLossLeft: 60, openPositions: 2, highestOpenLeverage: 20, tradesToday: 3 })
  })

  it('checks nothing without limits, and other coins are not judged against money limits', () => {
    const none = readRiskRules({})
    expect(run(none).breaches).toEqual([])
    expect(run({ ...rules, currency: 'USDC', maxOpenPositions: null, maxLeverage: null }).breaches).toEqual([])
  })

  it('reads stored rules leniently', () => {
    expect(readRiskRules({ currency: 'usdc', capital: '5000', maxRiskPercent: '1.5', maxDailyLoss: 'x', maxOpenPositions: '3.7', maxLeverage: -2 })).toEqual({
      currency: 'USDC',
      capital: 5000,
      maxRiskPercent: 1.5,
      maxDailyLoss: null,
      maxOpenPositions: 3,
      maxLeverage: null,
    })
  })
})
