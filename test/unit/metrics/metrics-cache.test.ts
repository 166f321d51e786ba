import { describe, expect, it } from 'vitest'
import { computeMetrics, createMetricsCache, type MetricsOptions } from '../../../src/domain/metrics'
import type { Trade } from '../../../src/domain/trade'
import { NOW, pnlTrade, sampleTrades } from './support'

const OPTIONS: MetricsOptions = { timeZone: 'Europe/Madrid', now: NOW, initialCapital: '20000' }
const edited = (trade: Trade, fields: Partial<Trade>): Trade => ({ ...trade, ...fields, updatedAt: '2025-06-01T13:00:00.000Z' })

describe('createMetricsCache', () => {
  const { trades } = sampleTrades(11, 600)
  const closedIndex = trades.findIndex((trade) => trade.closedAt && trade.marketType === 'linear' && !trade.overrides)
  const target = trades[closedIndex] as Trade

  it('derives each trade once, and reuses everything when nothing changed', () => {
    const cache = createMetricsCache()
    const first = cache.compute(trades, OPTIONS)
    expect(cache.lastStats).toMatchObject({ derived: trades.length, columns: 'rebuilt', resultReused: false })
    // A live query hands back fresh objects with the same versions.
    const again = cache.compute(
      trades.map((trade) => ({ ...trade })),
      OPTIONS,
    )
    expect(cache.lastStats).toEqual({ derived: 0, localised: 0, columns: 'reused', resultReused: true })
    expect(again).toBe(first)
  })

  it.each<[string, Partial<Trade>, 'patched' | 'rebuilt']>([
    ['notes edited', { notes: 'edited' }, 'patched'],
    ['exit price edited', { exitPrice: '1' }, 'patched'],
    ['fees and funding edited', { tradingFee: '3.5', fundingFee: '-2' }, 'patched'],
    ['tags renamed (as many)', { tagIds: target.tagIds.map((_, i) => `other-${i}`) }, 'patched'],
    ['a tag added', { tagIds: [...target.tagIds, 'extra'] }, 'rebuilt'],
    ['close time edited', { closedAt: '2025-05-31T23:59:00.000Z' }, 'rebuilt'],
    ['reopened', { closedAt: undefined, exitPrice: undefined }, 'rebuilt'],
  ])('one trade edited (%s): one derivation, same result as from scratch', (_name, fields, columns) => {
    const cache = createMetricsCache()
    cache.compute(trades, OPTIONS)
    const next = trades.map((trade, i) => (i === closedIndex ? edited(trade, fields) : { ...trade }))
    const result = cache.compute(next, OPTIONS)
    expect(cache.lastStats.derived).toBe(1)
    expect(cache.lastStats.columns).toBe(columns)
    expect(result).toEqual(computeMetrics(next, OPTIONS))
  })

  it('a filtered selection rebuilds the columns without deriving anything', () => {
    const cache = createMetricsCache()
    cache.compute(trades, OPTIONS)
    const longs = trades.filter((trade) => trade.side === 'long')
    const result = cache.compute(longs, OPTIONS)
    expect(cache.lastStats).toMatchObject({ derived: 0, columns: 'rebuilt' })
    expect(result).toEqual(computeMetrics(longs, OPTIONS))
  })

  it('a new time zone re-reads only the local fields; a new band re-derives', () => {
    const cache = createMetricsCache()
    cache.compute(trades, OPTIONS)
    const tokyo = cache.compute(trades, { ...OPTIONS, timeZone: 'Asia/Tokyo' })
    expect(cache.lastStats).toMatchObject({ derived: 0, localised: trades.length })
    expect(tokyo).toEqual(computeMetrics(trades, { ...OPTIONS, timeZone: 'Asia/Tokyo' }))
    cache.compute(trades, { ...OPTIONS, timeZone: 'Asia/Tokyo', breakevenBand: '1' })
    expect(cache.lastStats.derived).toBe(trades.length)
  })

  it('a view or capital change reruns the pass only', () => {
    const cache = createMetricsCache()
    cache.compute(trades, OPTIONS)
    const gross = cache.compute(trades, { ...OPTIONS, view: 'gross', initialCapital: '5000' })
    expect(cache.lastStats).toEqual({ derived: 0, localised: 0, columns: 'reused', resultReused: false })
    expect(gross).toEqual(computeMetrics(trades, { ...OPTIONS, view: 'gross', initialCapital: '5000' }))
    const later = cache.compute(trades, { ...OPTIONS, view: 'gross', initialCapital: '5000', openingPnl: { USDT: '250' } })
    expect(cache.lastStats.resultReused).toBe(false)
    expect(later.primary.capital.amount).toBe(5250)
  })

  it('added and deleted trades', () => {
    const cache = createMetricsCache()
    cache.compute(trades.slice(1), OPTIONS)
    const added = cache.compute(trades, OPTIONS)
    expect(cache.lastStats.derived).toBe(1)
    expect(added).toEqual(computeMetrics(trades, OPTIONS))
    const withDeleted = trades.map((trade, i) => (i === closedIndex ? edited(trade, { isDeleted: true }) : trade))
    const result = cache.compute(withDeleted, OPTIONS)
    expect(result.excluded.deleted).toBe(1)
    expect(result.primary.totalTrades + result.reports.slice(1).reduce((a, r) => a + r.totalTrades, 0)).toBe(computeMetrics(trades, OPTIONS).overall.totalTrades - 1)
  })

  it('selections that shrink, grow, reverse and filter reuse buffers without mixing rows', () => {
    const cache = createMetricsCache()
    const selections = [
      trades,
      trades.filter((_, i) => i % 3 === 0),
      [...trades].reverse(),
      trades.slice(100, 200),
      trades.filter((trade) => trade.exchange === 'bybit').reverse(),
      trades,
    ]
    selections.forEach((selection, i) => {
      const result = cache.compute(selection, OPTIONS)
      // Only the first compute derives; the rest gather from the store.
      expect(cache.lastStats.derived).toBe(i === 0 ? trades.length : 0)
      expect(result).toEqual(computeMetrics(selection, OPTIONS))
    })
  })

  it('the same trades handed over in another order: trades closed at the same instant keep the input order', () => {
    const at = (minute: number) => `2025-03-03T10:${String(minute).padStart(2, '0')}:00.000Z`
    // Three trades close at 10:30, two at 10:20; the rest at their own times.
    const journal = [5, -3, 2, 7, -1, 4, 0, 6].map((pnl, i) => pnlTrade(pnl, at(i), at(i < 3 ? 30 : i < 5 ? 20 : 40 + i)))
    const reorder = (indices: number[]) => indices.map((i) => journal[i] as Trade)
    // The last order keeps tied trades in the same relative order as the one before: same columns.
    const orders = [journal, [...journal].reverse(), reorder([3, 0, 7, 2, 4, 1, 6, 5]), journal, reorder([7, 6, 5, 0, 1, 2, 3, 4])]
    const cache = createMetricsCache()
    orders.forEach((order, i) => {
      const result = cache.compute(order, OPTIONS)
      expect(cache.lastStats.derived).toBe(i === 0 ? journal.length : 0)
      // The definition: a stable sort of the input by close time.
      const expected = [...order].sort((a, b) => Date.parse(a.closedAt ?? '') - Date.parse(b.closedAt ?? '')).map((trade) => trade.id)
      expect(result.primary.equity.tradeIds).toEqual(expected)
      expect(result).toEqual(computeMetrics(order, OPTIONS))
    })
  })

  it('keeps more than four tags per trade', () => {
    const manyTags = trades.map((trade, i) => (i === closedIndex ? edited(trade, { tagIds: ['t1', 't2', 't3', 't4', 't5', 't6'] }) : trade))
    const cache = createMetricsCache()
    cache.compute(trades, OPTIONS)
    const result = cache.compute(manyTags, OPTIONS)
    const tagged = result.reports.flatMap((report) => report.breakdowns.tag).filter((bucket) => /^t\d$/.test(bucket.key ?? ''))
    expect(tagged.map((bucket) => [bucket.key, bucket.trades]).sort()).toEqual([
      ['t1', 1],
      ['t2', 1],
      ['t3', 1],
      ['t4', 1],
      ['t5', 1],
      ['t6', 1],
    ])
    expect(result).toEqual(computeMetrics(manyTags, OPTIONS))
  })
})
