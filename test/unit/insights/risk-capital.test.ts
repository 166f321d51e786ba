import { describe, expect, it } from 'vitest'
import { computeMetrics, type DailyPoint, type EquitySeries } from '../../../src/domain/metrics'
import { drawdownPeriods, leverageBuckets, lundbergRoot, periodSeries, riskOfRuin, tradeFactsOf } from '../../../src/domain/insights'
import { NOW, pnlTrade } from '../metrics/support'

const DAY = 86_400_000
function series(values: readonly number[]): EquitySeries {
  return {
    time: Float64Array.from(values.map((_, i) => i * DAY)),
    equity: Float64Array.from(values),
    drawdown: new Float64Array(values.length),
    tradeIds: values.map((_, i) => `t${i}`),
  }
}

describe('drawdown periods', () => {
  it('start, trough, recovery, depth and duration of each fall, deepest first; an open one runs to now', () => {
    // capital 100: 110, 90 (start), 80 (trough), 115 (recovered), 105 (open), 100
    const periods = drawdownPeriods(series([110, 90, 80, 115, 105, 100]), 100, 10 * DAY)
    expect(periods).toHaveLength(2)
    const [deep, open] = periods
    expect(deep).toMatchObject({
      peak: 110,
      peakAt: 0,
      startedAt: DAY,
      troughAt: 2 * DAY,
      trough: 80,
      recoveredAt: 3 * DAY,
      depth: 30,
      durationMs: 2 * DAY,
      tradesToTrough: 2,
      trades: 2,
    })
    expect(deep?.depthPercent).toEqual({ kind: 'value', value: 30 / 110 })
    expect(open).toMatchObject({ peak: 115, startedAt: 4 * DAY, trough: 100, depth: 15, durationMs: 6 * DAY, trades: 2 })
    expect(open?.recoveredAt).toBeUndefined()
  })

  it('without capital the depth has no percentage; a curve that only rises has no period', () => {
    expect(drawdownPeriods(series([-5, -10]), 0, DAY)[0]?.depthPercent).toEqual({ kind: 'none', reason: 'noCapital' })
    expect(drawdownPeriods(series([1, 2, 3]), 0, DAY)).toEqual([])
  })
})

describe('risk of ruin (rho^N, rho the root of p rho^(b+1) - rho + q = 0)', () => {
  const report = (wins: number, losses: number, averageWin: number, averageLoss: number, capital: number) => ({
    wins,
    losses,
    winRate: { kind: 'value' as const, value: wins / (wins + losses) },
    averageWin: wins ? { kind: 'value' as const, value: averageWin } : { kind: 'none' as const, reason: 'noWins' as const },
    averageLoss: losses ? { kind: 'value' as const, value: -averageLoss } : { kind: 'none' as const, reason: 'noLosses' as const },
    totalBalance: capital,
    capital: { amount: capital, exact: String(capital), source: 'option' as const },
  })
  const cases: [name: string, input: ReturnType<typeof report>, fraction: number, expected: number | string][] = [
    // p = 0.6, b = 1: rho = q / p = 2/3 (the textbook case); N = 10 units.
    ['60% wins at 1:1, 10 losses of capital', report(60, 40, 10, 10, 100), 1, (2 / 3) ** 10],
    ['half the capital: N = 5', report(60, 40, 10, 10, 100), 0.5, (2 / 3) ** 5],
    ['no edge: certain', report(50, 50, 10, 10, 100), 1, 1],
    ['negative edge: certain', report(30, 70, 20, 10, 100), 1, 1],
    ['no losses', report(5, 0, 10, 0, 100), 1, 'noLosses'],
    ['no wins', report(0, 5, 0, 10, 100), 1, 'noWins'],
    ['no capital', report(6, 4, 10, 10, 0), 1, 'noCapital'],
  ]
  it.each(cases)('%s', (_name, input, fraction, expected) => {
    const result = riskOfRuin(input, fraction)
    if (typeof expected === 'string') expect(result).toMatchObject({ kind: 'none', reason: expected })
    else if (result.kind === 'value') expect(result.probability).toBeCloseTo(expected, 9)
    else expect.fail(JSON.stringify(result))
  })

  it('the root solves the equation for an uneven payoff', () => {
    const r = lundbergRoot(0.4, 2)
    expect(0.4 * r ** 3 - r + 0.6).toBeCloseTo(0, 9)
    expect(r).toBeGreaterThan(0)
    expect(r).toBeLessThan(1)
  })
})

describe('period series (capital growth and ROI over time)', () => {
  const day = (date: string, pnl: number, trades = 1): DailyPoint => ({
    date,
    pnl,
    trades,
    wins: pnl > 0 ? trades : 0,
    losses: pnl < 0 ? trades : 0,
    breakevens: 0,
    winRate: { kind: 'none', reason: 'noTrades' },
    fees: 1,
    funding: 0,
    equity: 0,
    drawdown: 0,
  })
  const daily = [day('2025-01-30', 100), day('2025-02-03', -50), day('2025-02-04', 25), day('2026-01-02', 10)]
  const cases: [timeframe: 'daily' | 'weekly' | 'monthly' | 'yearly' | 'allTime', starts: string[], pnls: number[]][] = [
    ['daily', ['2025-01-30', '2025-02-03', '2025-02-04', '2026-01-02'], [100, -50, 25, 10]],
    ['weekly', ['2025-01-27', '2025-02-03', '2025-12-29'], [100, -25, 10]],
    ['monthly', ['2025-01-01', '2025-02-01', '2026-01-01'], [100, -25, 10]],
    ['yearly', ['2025-01-01', '2026-01-01'], [75, 10]],
    ['allTime', ['2025-01-30'], [85]],
  ]
  it.each(cases)('%s', (timeframe, starts, pnls) => {
    const points = periodSeries(daily, timeframe, 1000)
    expect(points.map((p) => p.start)).toEqual(starts)
    expect(points.map((p) => p.pnl)).toEqual(pnls)
    const last = points[points.length - 1]
    expect(last?.endEquity).toBe(1085)
    expect(last?.cumulativeRoi).toEqual({ kind: 'value', value: 0.085 })
  })

  it('ROI of a period is its P&L over the equity it started with; none without capital', () => {
    const [january, february] = periodSeries(daily, 'monthly', 1000)
    expect(january?.roi).toEqual({ kind: 'value', value: 0.1 })
    expect(february?.roi).toEqual({ kind: 'value', value: -25 / 1100 })
    expect(periodSeries(daily, 'monthly', 0)[0]?.cumulativeRoi).toEqual({ kind: 'none', reason: 'noCapital' })
    expect(periodSeries([], 'monthly', 1000)).toEqual([])
  })

  it('the periods add up to the engine P&L whatever the timeframe', () => {
    const trades = Array.from({ length: 50 }, (_, i) =>
      pnlTrade((i % 5) - 2, new Date(Date.UTC(2025, 0, 1 + i * 3, 10)).toISOString(), new Date(Date.UTC(2025, 0, 1 + i * 3, 12)).toISOString()),
    )
    const report = computeMetrics(trades, { timeZone: 'Europe/Madrid', now: NOW, initialCapital: '500' }).primary
    for (const timeframe of ['daily', 'weekly', 'monthly', 'yearly', 'allTime'] as const) {
      const points = periodSeries(report.daily, timeframe, report.capital.amount)
      expect(points.reduce((sum, p) => sum + p.pnl, 0)).toBeCloseTo(report.pnl, 9)
      expect(points[points.length - 1]?.endEquity).toBeCloseTo(report.totalBalance, 9)
    }
  })
})

describe('leverage buckets', () => {
  it('spot counts as 1x; every band is listed', () => {
    const trades = [1, 3, 7, 15, 50, undefined].map((leverage, i) =>
      pnlTrade(
        10,
        new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
        new Date(Date.UTC(2025, 0, 1 + i, 2)).toISOString(),
        leverage === undefined ? { leverage: undefined, marketType: 'spot' } : { leverage },
      ),
    )
    const buckets = leverageBuckets(tradeFactsOf(trades, { timeZone: 'UTC' }).closed)
    expect(buckets.map((b) => [b.from, b.to, b.trades])).toEqual([
      [0, 2, 2],
      [2, 5, 1],
      [5, 10, 1],
      [10, 20, 1],
      [20, null, 1],
    ])
  })
})
