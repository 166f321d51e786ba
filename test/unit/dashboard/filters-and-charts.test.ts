import { describe, expect, it } from 'vitest'
import { addMonths, monthGrid, monthsWithDays } from '../../../src/features/charts/calendar-grid'
import { downsampleEquity, paddedExtent } from '../../../src/features/charts/series'
import { computeMetrics } from '../../../src/domain/metrics'
import { dateFilterOf, dateFilterRange, openingPnlOf, tradesClosedBefore, tradesInDateRange } from '../../../src/features/dashboard/filters/date-filter'
import { openTrade, pnlTrade } from '../metrics/support'

// Wednesday 2025-03-05 12:00 UTC.
const NOW = Date.parse('2025-03-05T12:00:00.000Z')
const MONDAY = pnlTrade(1, '2025-03-02T22:00:00.000Z', '2025-03-03T01:00:00.000Z')
const LAST_WEEK = pnlTrade(2, '2025-02-26T09:00:00.000Z', '2025-02-26T10:00:00.000Z')
const LAST_MONTH_OPENED_CLOSED_TODAY = pnlTrade(3, '2025-02-20T09:00:00.000Z', '2025-03-05T09:00:00.000Z')
const OPEN_TODAY = openTrade({ openedAt: '2025-03-05T08:00:00.000Z' })
const ALL = [MONDAY, LAST_WEEK, LAST_MONTH_OPENED_CLOSED_TODAY, OPEN_TODAY]

describe('date filter', () => {
  it.each<[string, Record<string, unknown>, string, unknown[]]>([
    ['all time keeps every trade', {}, 'UTC', ALL],
    ['today: closed today (by close day) and opened today', { range: 'today' }, 'UTC', [LAST_MONTH_OPENED_CLOSED_TODAY, OPEN_TODAY]],
    ['this week starts on Monday', { range: 'thisWeek' }, 'UTC', [MONDAY, LAST_MONTH_OPENED_CLOSED_TODAY, OPEN_TODAY]],
    ['last week', { range: 'lastWeek' }, 'UTC', [LAST_WEEK]],
    ['last month', { range: 'lastMonth' }, 'UTC', [LAST_WEEK]],
    ["the trader's zone decides the day (Sunday evening in New York)", { range: 'thisWeek' }, 'America/New_York', [LAST_MONTH_OPENED_CLOSED_TODAY, OPEN_TODAY]],
    ['custom range, inclusive days', { range: 'custom', from: '2025-02-26', to: '2025-03-03' }, 'UTC', [MONDAY, LAST_WEEK]],
    ['custom range typed backwards', { range: 'custom', from: '2025-03-03', to: '2025-02-26' }, 'UTC', [MONDAY, LAST_WEEK]],
    ['custom range without days keeps every trade', { range: 'custom' }, 'UTC', ALL],
    ['a malformed preset reads as all time', { range: 'fortnight' }, 'UTC', ALL],
  ])('%s', (_name, search, zone, expected) => {
    const range = dateFilterRange(dateFilterOf(search), NOW, zone)
    expect(tradesInDateRange(ALL, range)).toEqual(expected)
  })
  it('hands back the same array when nothing is filtered (the metrics cache reuses its columns)', () => {
    expect(tradesInDateRange(ALL, undefined)).toBe(ALL)
  })
  it('drops malformed custom days', () => {
    expect(dateFilterOf({ range: 'custom', from: '2025-02-30', to: 'soon' })).toEqual({ preset: 'custom' })
  })
})

describe('where a period starts', () => {
  it.each<[string, string, unknown[]]>([
    ["this month: last week's trade was closed before it; the one opened last month closed in it", 'thisMonth', [LAST_WEEK]],
    ['this week', 'thisWeek', [LAST_WEEK]],
    ['today: every trade closed before today, never an open one', 'today', [MONDAY, LAST_WEEK]],
  ])('%s', (_name, preset, expected) => {
    const range = dateFilterRange(dateFilterOf({ range: preset }), NOW, 'UTC')
    expect(tradesClosedBefore(ALL, range?.from ?? 0)).toEqual(expected)
  })

  it("carries each currency's P&L in the view, exactly, into the period: today starts at the capital plus what was made before", () => {
    const earlier = computeMetrics([MONDAY, LAST_WEEK], { timeZone: 'UTC', now: NOW })
    expect(openingPnlOf(earlier)).toEqual({ USDT: earlier.primary.totals.netPnl })
    const today = computeMetrics([LAST_MONTH_OPENED_CLOSED_TODAY], { timeZone: 'UTC', now: NOW, initialCapital: '1000', openingPnl: openingPnlOf(earlier) })
    expect(today.primary.capital.amount).toBeCloseTo(1000 + earlier.primary.pnl, 9)
    expect(today.primary.totalBalance).toBeCloseTo(1000 + earlier.primary.pnl + today.primary.pnl, 9)
    expect(openingPnlOf(computeMetrics([], { timeZone: 'UTC', now: NOW }))).toEqual({})
  })
})

describe('chart helpers', () => {
  it('downsampling keeps the first and last point and the deepest drawdown', () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({ time: i, equity: 1000 + i, drawdown: i === 500 ? 300 : 1 }))
    const shown = downsampleEquity(points, 100)
    expect(shown.length).toBeLessThanOrEqual(100)
    expect(shown[0]).toEqual(points[0])
    expect(shown.at(-1)?.equity).toBe(1999)
    expect(Math.max(...shown.map((p) => p.drawdown))).toBe(300)
    expect(downsampleEquity(points.slice(0, 5), 100)).toHaveLength(5)
  })
  it.each<[number[], { includeZero?: boolean }, [number, number]]>([
    [[], {}, [-0.05, 1.05]],
    [[5, 5], {}, [4.5, 5.5]],
    [[0], {}, [-1, 1]],
    [[2, 4], { includeZero: true }, [0, 4.2]],
    [[NaN, Infinity, 3], {}, [2.7, 3.3]],
  ])('paddedExtent(%o) never empty, flat or NaN', (values, options, expected) => {
    const [min, max] = paddedExtent(values, options)
    expect(min).toBeCloseTo(expected[0])
    expect(max).toBeCloseTo(expected[1])
  })
  it('a month grid puts each day under its weekday (Monday first)', () => {
    const march = monthGrid('2025-03')
    expect(march.cells).toHaveLength(31)
    expect(march.cells[0]).toEqual({ date: '2025-03-01', day: 1, column: 5, week: 0 }) // a Saturday
    expect(march.cells[30]).toEqual({ date: '2025-03-31', day: 31, column: 0, week: 5 }) // a Monday
    expect(march.weeks).toBe(6)
    expect(monthGrid('2025-03', 0).cells[0]?.column).toBe(6)
    expect(monthGrid('2024-02').cells).toHaveLength(29)
  })
  it('months roll over years', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12')
    expect(addMonths('2024-12', 1)).toBe('2025-01')
    expect(monthsWithDays(['2025-03-02', '2024-12-31', '2025-03-09'])).toEqual(['2024-12', '2025-03'])
  })
})
