import { describe, expect, it } from 'vitest'
import { tradeFactsOf } from '../../../src/domain/insights'
import { computeMetrics } from '../../../src/domain/metrics'
import {
  buildProgress,
  compareSnapshots,
  emptySnapshot,
  periodEnd,
  periodRange,
  periodStart,
  previousPeriodStart,
  progressCurrencies,
  rollingChange,
  rollingStats,
  snapshotIn,
  tradesByPeriod,
  type PeriodSnapshot,
} from '../../../src/domain/progress'
import type { Trade } from '../../../src/domain/trade'
import { NOW, num, openTrade, pnlTrade } from '../metrics/support'

const compute = (trades: readonly Trade[]) => computeMetrics(trades, { timeZone: 'UTC', now: NOW })
const day = (date: string, hour = 12) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`
const trade = (pnl: number, date: string, fields: Partial<Trade> = {}) => pnlTrade(pnl, day(date, 9), day(date, 12), fields)

describe('periods', () => {
  it.each([
    ['2025-03-05', 'week', '2025-03-03'], // Wednesday -> Monday
    ['2025-03-03', 'week', '2025-03-03'],
    ['2025-03-09', 'week', '2025-03-03'], // Sunday belongs to the week started on Monday
    ['2025-01-01', 'week', '2024-12-30'], // across a year
    ['2025-03-31', 'month', '2025-03-01'],
  ] as const)('%s starts its %s on %s', (date, granularity, start) => {
    expect(periodStart(date, granularity)).toBe(start)
  })

  it.each([
    ['2025-03-03', 'week', '2025-02-24', '2025-03-09'],
    ['2025-03-01', 'month', '2025-02-01', '2025-03-31'],
    ['2025-01-01', 'month', '2024-12-01', '2025-01-31'],
    ['2024-02-01', 'month', '2024-01-01', '2024-02-29'],
  ] as const)('before %s (%s) comes %s; it ends on %s', (start, granularity, previous, end) => {
    expect(previousPeriodStart(start, granularity)).toBe(previous)
    expect(periodEnd(start, granularity)).toBe(end)
  })

  it('lists every period of a range, empty ones included', () => {
    expect(periodRange('2025-01-01', '2025-04-01', 'month')).toEqual(['2025-01-01', '2025-02-01', '2025-03-01', '2025-04-01'])
  })

  it('groups closed trades by the local day they closed, leaving out open and deleted ones', () => {
    const late = pnlTrade(5, '2025-03-31T20:00:00.000Z', '2025-03-31T23:30:00.000Z') // April 1st in Tokyo
    const groups = tradesByPeriod([late, openTrade(), { ...trade(1, '2025-03-02'), isDeleted: true }], 'month', 'Asia/Tokyo')
    expect([...groups.keys()]).toEqual(['2025-04-01'])
    expect([...tradesByPeriod([late], 'month', 'UTC').keys()]).toEqual(['2025-03-01'])
  })
})

describe('buildProgress', () => {
  const trades = [trade(10, '2025-03-03'), trade(-4, '2025-03-04'), trade(20, '2025-03-18'), trade(-5, '2025-05-02'), trade(7, '2025-05-03', { quoteAsset: 'USDC' })]
  const periods = buildProgress(trades, { granularity: 'month', timeZone: 'UTC', today: '2025-06-10', compute })

  it('runs from the first trade to the current period, with the engine figures of each period alone', () => {
    expect(periods.map((p) => p.start)).toEqual(['2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'])
    const march = snapshotIn(periods[0], 'USDT')
    expect(march.trades).toBe(3)
    expect(march.pnl).toBeCloseTo(26)
    expect(march.pnlExact).toBe('26')
    expect(num(march.winRate)).toBeCloseTo(2 / 3)
    expect(num(march.profitFactor)).toBeCloseTo(30 / 4)
    expect(march.maxDrawdown).toBeCloseTo(4)
    expect(snapshotIn(periods[1], 'USDT')).toEqual(emptySnapshot('USDT'))
  })

  it('keeps each quote coin apart', () => {
    const may = periods[2]
    expect([...(may?.snapshots.keys() ?? [])].sort()).toEqual(['USDC', 'USDT'])
    expect(snapshotIn(may, 'USDC').pnl).toBeCloseTo(7)
    expect(progressCurrencies(periods)).toEqual([
      { currency: 'USDT', trades: 4 },
      { currency: 'USDC', trades: 1 },
    ])
  })

  it('gives nothing without a closed trade', () => {
    expect(buildProgress([openTrade()], { granularity: 'week', timeZone: 'UTC', today: '2025-06-10', compute })).toEqual([])
  })
})

describe('compareSnapshots', () => {
  const snapshot = (fields: Partial<PeriodSnapshot>): PeriodSnapshot => ({ ...emptySnapshot('USDT'), trades: 4, ...fields })
  const value = (v: number) => ({ kind: 'value', value: v }) as const

  it('says which figures improved; a deeper drawdown is worse, more trades is neither', () => {
    const now = snapshot({ pnl: 50, winRate: value(0.6), profitFactor: value(2), expectancy: value(12), averageR: value(0.5), maxDrawdown: 30, trades: 10 })
    const before = snapshot({
      pnl: 20,
      winRate: value(0.5),
      profitFactor: value(2),
      expectancy: value(15),
      averageR: { kind: 'none', reason: 'noRisk' },
      maxDrawdown: 10,
      trades: 4,
    })
    const byMetric = Object.fromEntries(compareSnapshots(now, before).map((c) => [c.metric, c]))
    expect(byMetric.pnl?.direction).toBe('better')
    expect(num(byMetric.pnl?.change ?? value(0))).toBeCloseTo(30)
    expect(byMetric.winRate?.direction).toBe('better')
    expect(num(byMetric.winRate?.change ?? value(0))).toBeCloseTo(0.1)
    expect(byMetric.profitFactor?.direction).toBe('same')
    expect(byMetric.expectancy?.direction).toBe('worse')
    expect(byMetric.averageR?.direction).toBe('unknown')
    expect(byMetric.maxDrawdown?.direction).toBe('worse')
    expect(byMetric.trades?.direction).toBe('neutral')
  })

  it('cannot compare a period without trades', () => {
    const changes = compareSnapshots(snapshot({ winRate: value(0.5) }), emptySnapshot('USDT'))
    expect(changes.find((c) => c.metric === 'winRate')?.direction).toBe('unknown')
    expect(changes.find((c) => c.metric === 'maxDrawdown')?.direction).toBe('unknown')
  })
})

describe('rollingStats', () => {
  const facts = (pnls: number[]) =>
    tradeFactsOf(
      pnls.map((pnl, i) => pnlTrade(pnl, day(`2025-03-${String(i + 1).padStart(2, '0')}`, 9), day(`2025-03-${String(i + 1).padStart(2, '0')}`, 12))),
      { timeZone: 'UTC' },
    ).closed

  it('starts once a window is full and slides one trade at a time', () => {
    const points = rollingStats(facts([10, -5, 0, 20, -10]), 3)
    expect(points.map((p) => p.tradeNumber)).toEqual([3, 4, 5])
    // [10, -5, 0]: 1 win, 1 loss, the breakeven left out: expectancy (10 - 5) / 2
    expect(points[0]?.winRate).toBeCloseTo(0.5)
    expect(points[0]?.expectancy).toBeCloseTo(2.5)
    // [-5, 0, 20]
    expect(points[1]?.winRate).toBeCloseTo(0.5)
    expect(points[1]?.expectancy).toBeCloseTo(7.5)
    // [0, 20, -10]
    expect(points[2]?.expectancy).toBeCloseTo(5)
  })

  it('matches the engine expectancy over the same trades', () => {
    const pnls = [12, -3, 8, -9, 4, 4, -1, 7]
    const points = rollingStats(facts(pnls), pnls.length)
    const engine = computeMetrics(
      pnls.map((pnl, i) => trade(pnl, `2025-04-${String(i + 1).padStart(2, '0')}`)),
      { timeZone: 'UTC', now: NOW },
    ).primary
    expect(points[0]?.expectancy).toBeCloseTo(num(engine.expectancy))
    expect(points[0]?.winRate).toBeCloseTo(num(engine.winRate))
  })

  it('has no rate in a window of breakeven trades, and nothing before a full window', () => {
    expect(rollingStats(facts([0, 0]), 2)[0]).toMatchObject({ winRate: null, expectancy: null })
    expect(rollingStats(facts([1, 2]), 3)).toEqual([])
  })

  it('compares the latest window with the one before it', () => {
    const points = rollingStats(facts([-1, -1, 5, 5]), 2)
    const change = rollingChange(points, 2)
    expect(change?.latest.winRate).toBe(1)
    expect(change?.before.winRate).toBe(0)
    expect(rollingChange(points.slice(0, 2), 2)).toBeNull()
  })
})
