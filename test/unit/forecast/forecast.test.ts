import { describe, expect, it } from 'vitest'
import {
  bandSteps,
  createForecastRun,
  forecastSamples,
  MAX_BAND_POINTS,
  mulberry32,
  quantileSorted,
  readForecastForm,
  simulateForecast,
  type ForecastForm,
  type ForecastInput,
} from '../../../src/domain/forecast'
import { pnlTrade, sampleTrades } from '../metrics/support'

const base: ForecastInput = {
  basis: 'r',
  samples: [2, -1],
  startingCapital: 10_000,
  trades: 50,
  riskFraction: 0.01,
  targetFraction: 0.2,
  drawdownLimit: 0.1,
  runs: 500,
  seed: 42,
}

describe('mulberry32 is a seeded generator', () => {
  it('repeats its stream for a seed and differs between seeds', () => {
    const a = mulberry32(7)
    const b = mulberry32(7)
    const c = mulberry32(8)
    const first = [a(), a(), a()]
    expect([b(), b(), b()]).toEqual(first)
    expect(c()).not.toBe(first[0])
    for (const value of first) expect(value >= 0 && value < 1).toBe(true)
  })
})

describe('quantileSorted interpolates between ranks', () => {
  const cases: [number[], number, number][] = [
    [[1, 2, 3, 4], 0.5, 2.5],
    [[1, 2, 3, 4, 5], 0.1, 1.4],
    [[1, 2, 3, 4, 5], 0.9, 4.6],
    [[7], 0.9, 7],
    [[1, 3], 0, 1],
    [[1, 3], 1, 3],
  ]
  it.each(cases)('%j at %d is %d', (values, p, expected) => {
    expect(quantileSorted(values, p)).toBeCloseTo(expected, 10)
  })
  it('has no quantile without values', () => expect(quantileSorted([], 0.5)).toBeNaN())
})

describe('bandSteps', () => {
  it('records every step of a short run', () => expect(bandSteps(3)).toEqual([0, 1, 2, 3]))
  it('spreads a long run over at most MAX_BAND_POINTS, first and last kept', () => {
    const steps = bandSteps(1000)
    expect(steps.length).toBeLessThanOrEqual(MAX_BAND_POINTS)
    expect(steps[0]).toBe(0)
    expect(steps.at(-1)).toBe(1000)
  })
})

describe('simulateForecast', () => {
  it('is reproducible for a seed and changes with the seed', () => {
    expect(simulateForecast(base)).toEqual(simulateForecast(base))
    expect(simulateForecast({ ...base, seed: 43 }).bands.at(-1)).not.toEqual(simulateForecast(base).bands.at(-1))
  })

  it('gives the same numbers however the run is sliced', () => {
    const run = createForecastRun(base)
    while (!run.advance(37));
    expect(run.result()).toEqual(simulateForecast(base))
  })

  it('refuses a result before every path is done', () => {
    const run = createForecastRun(base)
    run.advance(10)
    expect(() => run.result()).toThrow()
  })

  it('starts every band at the starting capital and keeps p10 <= p50 <= p90', () => {
    const result = simulateForecast(base)
    expect(result.bands[0]).toEqual({ step: 0, p10: 10_000, p50: 10_000, p90: 10_000 })
    for (const band of result.bands) {
      expect(band.p10).toBeLessThanOrEqual(band.p50)
      expect(band.p50).toBeLessThanOrEqual(band.p90)
    }
  })

  it('compounds R x risk on the equity: one certain +2R trade at 1% risk is +2%', () => {
    const result = simulateForecast({ ...base, samples: [2], trades: 2, runs: 3 })
    expect(result.bands.map((band) => band.p50)).toEqual([10_000, 10_200, 10_404])
    expect(result.probabilityTarget).toBe(0)
    expect(result.probabilityDrawdown).toBe(0)
  })

  it('adds P&L amounts as they were on the pnl basis', () => {
    const result = simulateForecast({ ...base, basis: 'pnl', samples: [250], trades: 8, runs: 2, targetFraction: 0.2 })
    expect(result.bands.at(-1)?.p50).toBe(12_000)
    expect(result.probabilityTarget).toBe(1)
  })

  it('counts a drawdown limit hit and ruin, and a ruined path stays at zero', () => {
    const loss = simulateForecast({ ...base, basis: 'pnl', samples: [-3000], trades: 5, runs: 4 })
    expect(loss.probabilityDrawdown).toBe(1)
    expect(loss.probabilityRuin).toBe(1)
    expect(loss.bands.at(-1)?.p90).toBe(0)
    expect(loss.medianMaxDrawdown).toBe(1)
  })

  it('a losing edge hits the drawdown limit far more often than a winning one', () => {
    const good = simulateForecast({ ...base, samples: [2, -1], trades: 200 })
    const bad = simulateForecast({ ...base, samples: [1, -1.5], trades: 200 })
    expect(good.probabilityTarget).toBeGreaterThan(0.5)
    expect(bad.probabilityDrawdown).toBeGreaterThan(good.probabilityDrawdown)
    expect(bad.bands.at(-1)!.p50).toBeLessThan(10_000)
    expect(good.bands.at(-1)!.p50).toBeGreaterThan(10_000)
  })
})

describe('forecastSamples', () => {
  it('takes one currency, P&L in close order and R of trades with a stop', () => {
    const trades = [
      pnlTrade(10, '2025-03-01T10:00:00.000Z', '2025-03-01T11:00:00.000Z', { stopLoss: '95', leverage: 10 }),
      pnlTrade(-5, '2025-03-02T10:00:00.000Z', '2025-03-02T11:00:00.000Z'),
      pnlTrade(20, '2025-03-03T10:00:00.000Z', '2025-03-03T11:00:00.000Z', { quoteAsset: 'USD', symbol: 'BTCUSD' }),
    ]
    const samples = forecastSamples(trades, 'USDT', { timeZone: 'UTC', view: 'gross' })
    expect(samples.pnl).toEqual([10, -5])
    expect(samples.r).toEqual([2])
    expect(samples.tradesPerWeek).toBe(2)
  })

  it('reads the sample journal without NaN', () => {
    const { trades } = sampleTrades(3, 200)
    const samples = forecastSamples(trades, 'USDT', { timeZone: 'UTC' })
    expect(samples.pnl.length).toBeGreaterThan(50)
    expect(samples.r.length).toBeGreaterThan(10)
    for (const value of [...samples.pnl, ...samples.r, samples.tradesPerWeek]) expect(Number.isFinite(value)).toBe(true)
  })
})

describe('readForecastForm', () => {
  const form: ForecastForm = { basis: 'r', startingCapital: '10000', trades: '100', tradesPerWeek: '5', riskPercent: '1', targetPercent: '20', drawdownPercent: '15' }
  it('reads a valid form (a decimal comma too)', () => {
    expect(readForecastForm({ ...form, riskPercent: '0,5' }).parameters).toEqual({
      basis: 'r',
      startingCapital: 10_000,
      trades: 100,
      tradesPerWeek: 5,
      riskFraction: 0.005,
      targetFraction: 0.2,
      drawdownLimit: 0.15,
    })
  })
  const bad: [Partial<ForecastForm>, string, string][] = [
    [{ startingCapital: '' }, 'startingCapital', 'required'],
    [{ startingCapital: 'abc' }, 'startingCapital', 'notNumber'],
    [{ startingCapital: '0' }, 'startingCapital', 'notPositive'],
    [{ trades: '2.5' }, 'trades', 'notWhole'],
    [{ trades: '5000' }, 'trades', 'tooMany'],
    [{ riskPercent: '25' }, 'riskPercent', 'tooHigh'],
    [{ drawdownPercent: '100' }, 'drawdownPercent', 'outOfRange'],
  ]
  it.each(bad)('%j is rejected', (change, field, code) => {
    const result = readForecastForm({ ...form, ...change })
    expect(result.parameters).toBeUndefined()
    expect(result.errors).toEqual({ [field]: code })
  })
  it('ignores the risk field on the pnl basis', () => {
    expect(readForecastForm({ ...form, basis: 'pnl', riskPercent: '' }).parameters?.basis).toBe('pnl')
  })
})
