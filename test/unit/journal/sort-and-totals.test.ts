import { describe, expect, it } from 'vitest'
import { createTradeSummaryCache, journalTotals, type JournalSort, sortTrades, summariseTrade, unitsOf } from '../../../src/domain/journal'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade, without } from '../domain/builders'

function trade(id: string, fields: Partial<Trade>): Trade {
  return buildTrade({ id, ...fields })
}

// Long 2 @ 100, 10x: margin 20. Exit 130 -> +60 (ROI 3), 90 -> -20 (-1), 105 -> +10 (0.5).
const a = trade('a', { symbol: 'ETHUSDT', exitPrice: '130', openedAt: '2025-03-01T09:00:00.000Z', closedAt: '2025-03-05T09:00:00.000Z' })
const b = trade('b', { symbol: 'BTCUSDT', exitPrice: '90', openedAt: '2025-03-03T09:00:00.000Z', closedAt: '2025-03-03T10:00:00.000Z' })
const c = trade('c', { symbol: 'adausdt', exitPrice: '105', leverage: 1, openedAt: '2025-03-02T09:00:00.000Z', closedAt: '2025-03-04T09:00:00.000Z' })
const open = without(trade('open', { symbol: 'SOLUSDT', openedAt: '2025-03-04T09:00:00.000Z' }), 'exitPrice', 'closedAt')
const all = [a, b, c, open]

describe('sortTrades', () => {
  const summaryOf = createTradeSummaryCache('0').get
  it.each<[JournalSort, string[]]>([
    [{ field: 'openedAt', direction: 'desc' }, ['open', 'b', 'c', 'a']],
    [{ field: 'openedAt', direction: 'asc' }, ['a', 'c', 'b', 'open']],
    [{ field: 'closedAt', direction: 'desc' }, ['a', 'c', 'b', 'open']],
    [{ field: 'closedAt', direction: 'asc' }, ['b', 'c', 'a', 'open']],
    [{ field: 'symbol', direction: 'asc' }, ['c', 'b', 'a', 'open']],
    [{ field: 'symbol', direction: 'desc' }, ['open', 'a', 'b', 'c']],
    [{ field: 'netPnl', direction: 'desc' }, ['a', 'c', 'b', 'open']],
    [{ field: 'netPnl', direction: 'asc' }, ['b', 'c', 'a', 'open']],
    [{ field: 'roi', direction: 'desc' }, ['a', 'c', 'b', 'open']],
    [{ field: 'roi', direction: 'asc' }, ['b', 'c', 'a', 'open']],
  ])('%j', (sort, expected) => {
    expect(sortTrades(all, sort, summaryOf).map((t) => t.id)).toEqual(expected)
  })

  it('breaks ties newest first, then by id', () => {
    const twin = trade('twin', { ...b, id: 'twin', openedAt: '2025-03-06T09:00:00.000Z' })
    const sameTime = trade('aa', { ...b, id: 'aa' })
    expect(sortTrades([b, sameTime, twin], { field: 'symbol', direction: 'asc' }, summaryOf).map((t) => t.id)).toEqual(['twin', 'aa', 'b'])
  })

  it('does not change its input', () => {
    const input = [...all]
    sortTrades(input, { field: 'symbol', direction: 'asc' }, summaryOf)
    expect(input).toEqual(all)
  })
})

describe('summariseTrade', () => {
  it.each<[string, Trade, string, Record<string, unknown>]>([
    ['a linear win', a, '0', { status: 'closed', outcome: 'win', netPnl: '60', netPnlQuote: '60', roi: '3', settlementAsset: 'USDT' }],
    ['a linear loss', b, '0', { outcome: 'loss', netPnl: '-20', roi: '-1' }],
    ['breakeven within the band', c, '10', { outcome: 'breakeven', netPnl: '10' }],
    ['open', open, '0', { status: 'open', outcome: undefined, netPnl: undefined, roi: undefined }],
    [
      'inverse: P&L in the coin, the quote amount at the exit price',
      trade('inv', { symbol: 'BTCUSD_PERP', quoteAsset: 'USD', marketType: 'inverse', entryPrice: '50000', exitPrice: '62500', quantity: '100', contractSize: '100', leverage: 1 }),
      '0',
      { outcome: 'win', settlementAsset: 'BTC', netPnl: '0.04', netPnlQuote: '2500', quoteAsset: 'USD' },
    ],
    ['an exchange P&L kept as typed', trade('ovr', { overrides: { netPnl: '-3.5' } }), '0', { outcome: 'loss', netPnl: '-3.5', netPnlOverridden: true }],
    ['a malformed stored number', trade('bad', { entryPrice: 'x' }), '0', { status: 'closed', netPnlSortKey: Number.NaN, settlementAsset: 'USDT' }],
  ])('%s', (_name, input, band, expected) => {
    expect(summariseTrade(input, band)).toMatchObject(expected)
  })
})

describe('createTradeSummaryCache', () => {
  it('derives a trade again only when its updatedAt changes', () => {
    const cache = createTradeSummaryCache('0')
    const first = cache.get(a)
    expect(cache.get({ ...a })).toBe(first)
    expect(cache.has({ ...a, updatedAt: '2025-04-01T00:00:00.000Z' })).toBe(false)
    expect(cache.get({ ...a, exitPrice: '90', updatedAt: '2025-04-01T00:00:00.000Z' }).outcome).toBe('loss')
  })
})

describe('journalTotals', () => {
  const summaryOf = createTradeSummaryCache('0').get
  it('counts outcomes, keeps breakeven apart and sums net P&L exactly per quote coin', () => {
    const tiny = trade('tiny', { entryPrice: '0.1', exitPrice: '0.3', quantity: '1', leverage: 1 })
    const tiny2 = trade('tiny2', { entryPrice: '0.1', exitPrice: '0.2', quantity: '1', leverage: 1 })
    const btcQuoted = trade('ethbtc', { symbol: 'ETHBTC', baseAsset: 'ETH', quoteAsset: 'BTC', entryPrice: '0.05', exitPrice: '0.04', quantity: '1', leverage: 1 })
    const flat = trade('flat', { exitPrice: '100' })
    const totals = journalTotals([a, b, open, tiny, tiny2, btcQuoted, flat], summaryOf)
    expect(totals).toEqual({
      count: 7,
      wins: 3,
      losses: 2,
      breakeven: 1,
      open: 1,
      winRate: 0.6,
      netPnlByAsset: [
        // 60 - 20 + 0.2 + 0.1 + 0: no 0.30000000000000004.
        { asset: 'USDT', netPnl: '40.3', trades: 5 },
        { asset: 'BTC', netPnl: '-0.01', trades: 1 },
      ],
    })
  })

  it('has no win rate without decided trades', () => {
    expect(journalTotals([open], summaryOf)).toEqual({ count: 1, wins: 0, losses: 0, breakeven: 0, open: 1, netPnlByAsset: [] })
  })
})

describe('unitsOf', () => {
  it.each<[string, bigint]>([
    ['1', 10n ** 18n],
    ['-0.5', -(5n * 10n ** 17n)],
    ['0.000000000000000001', 1n],
    ['0', 0n],
    ['123456789.123456789123456789'.slice(0, 28), 123456789123456789123456789n],
  ])('%s', (text, expected) => {
    expect(unitsOf(text)).toBe(expected)
  })
})
