import { describe, expect, it } from 'vitest'
import {
  checkWatchSymbol,
  exchangeSymbolOf,
  isFresh,
  marketSymbolsOf,
  parseExchangeError,
  parseLongShortSeries,
  parseTicker,
  sideSplitOf,
  summariseRatio,
  totalsByCurrency,
  tradeResultsOf,
  watchlistSymbolsOf,
  WATCHLIST_LIMIT,
} from '../../../src/domain/market'
import { buildTrade, without } from '../domain/builders'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

describe('exchange symbols', () => {
  it.each([
    ['BTCUSDT', 'BTCUSDT'],
    ['btc/usdt', 'BTCUSDT'],
    ['BTC-USDT-SWAP', 'BTCUSDT'],
    ['BTCUSDT.P', 'BTCUSDT'],
    ['ETH-USDC', 'ETHUSDC'],
    ['XBTUSD', 'BTCUSD'],
    ['', null],
    ['hello world!', null],
  ])('%s reads as %s', (raw, expected) => {
    expect(exchangeSymbolOf(raw)).toBe(expected)
  })

  it.each([
    ['', [], { ok: false, problem: 'required' }],
    ['  ', [], { ok: false, problem: 'required' }],
    ['???', [], { ok: false, problem: 'format' }],
    ['eth/usdt', ['BTCUSDT'], { ok: true, symbol: 'ETHUSDT' }],
    ['BTC-USDT', ['BTCUSDT'], { ok: false, problem: 'duplicate' }],
    ['SOLUSDT', Array.from({ length: WATCHLIST_LIMIT }, (_, i) => `C${i}USDT`), { ok: false, problem: 'tooMany' }],
  ] as const)('checkWatchSymbol(%j)', (input, list, expected) => {
    expect(checkWatchSymbol(input, list)).toEqual(expected)
  })

  it('lists the watchlist first in its order, then traded symbols most traded first', () => {
    const rows = marketSymbolsOf(['ETHUSDT', 'BTC/USDT', 'BTCUSDT', 'SOL-USDT-SWAP', 'BTCUSDT', 'weird!'], ['SOLUSDT', 'DOGEUSDT'])
    expect(rows).toEqual([
      { symbol: 'SOLUSDT', trades: 1, inWatchlist: true },
      { symbol: 'DOGEUSDT', trades: 0, inWatchlist: true },
      { symbol: 'BTCUSDT', trades: 3, inWatchlist: false },
      { symbol: 'ETHUSDT', trades: 1, inWatchlist: false },
    ])
  })

  it('reads a stored watchlist defensively', () => {
    expect(watchlistSymbolsOf(undefined)).toEqual([])
    expect(watchlistSymbolsOf({ symbols: 'BTCUSDT' })).toEqual([])
    expect(watchlistSymbolsOf({ symbols: ['btcusdt', 7, 'BTC/USDT', 'ETHUSDT'] })).toEqual(['BTCUSDT', 'ETHUSDT'])
  })
})

describe('Binance 24h ticker', () => {
  const body = {
    symbol: 'BTCUSDT',
    priceChange: '-1234.56000000',
    priceChangePercent: '-1.290',
    weightedAvgPrice: '95012.11',
    lastPrice: '94400.01000000',
    highPrice: '96500.00000000',
    lowPrice: '93800.00000000',
    volume: '20345.12345000',
    quoteVolume: '1933012345.67890000',
    openTime: 1764000000000,
    closeTime: 1764086399999,
    count: 3012345,
  }

  it('keeps prices and volumes as exact decimal strings', () => {
    expect(parseTicker(body)).toEqual({
      symbol: 'BTCUSDT',
      lastPrice: '94400.01',
      priceChange: '-1234.56',
      priceChangePercent: '-1.29',
      highPrice: '96500',
      lowPrice: '93800',
      volume: '20345.12345',
      quoteVolume: '1933012345.6789',
      closeTime: 1764086399999,
    })
  })

  it.each([
    ['an error body', { code: -1121, msg: 'Invalid symbol.' }],
    ['an array', [body]],
    ['a missing price', { ...body, lastPrice: undefined }],
    ['a price that is not a number', { ...body, lastPrice: 'abc' }],
    ['null', null],
  ])('refuses %s', (_name, input) => {
    expect(parseTicker(input)).toBeUndefined()
  })

  it('reads the exchange error body', () => {
    expect(parseExchangeError({ code: -1121, msg: 'Invalid symbol.' })).toEqual({ code: -1121, msg: 'Invalid symbol.' })
    expect(parseExchangeError({ error: 'x' })).toBeUndefined()
  })
})

describe('global long/short account ratio', () => {
  const row = (timestamp: number, long: string) => ({
    symbol: 'BTCUSDT',
    longShortRatio: (Number(long) / (1 - Number(long))).toFixed(4),
    longAccount: long,
    shortAccount: (1 - Number(long)).toFixed(4),
    timestamp,
  })

  it('sorts readings oldest first and summarises them', () => {
    const points = parseLongShortSeries([row(3_000, '0.6000'), row(1_000, '0.5000'), row(2_000, '0.7000')])
    expect(points?.map((p) => p.time)).toEqual([1_000, 2_000, 3_000])
    const summary = summariseRatio(points ?? [])
    expect(summary?.latest.ratio).toBeCloseTo(1.5, 4)
    expect(summary?.change).toBeCloseTo(0.5, 4)
    expect(summary?.highest.time).toBe(2_000)
    expect(summary?.lowest.time).toBe(1_000)
    expect(summary?.averageLong).toBeCloseTo(0.6, 6)
  })

  it.each([
    ['not a list', { code: -1121 }, undefined],
    ['a share above 1', [{ ...row(1, '0.5'), longAccount: '1.5' }], undefined],
    ['an empty list', [], []],
  ])('%s', (_name, input, expected) => {
    expect(parseLongShortSeries(input)).toEqual(expected)
  })

  it('has no summary without readings', () => {
    expect(summariseRatio([])).toBeUndefined()
  })
})

describe('cache freshness', () => {
  it.each([
    [undefined, false],
    ['2025-06-01T11:59:30.000Z', true],
    ['2025-06-01T11:58:59.000Z', false],
    ['2025-06-01T12:00:30.000Z', false],
    ['garbage', false],
  ])('%s fetched, fresh for a minute at noon: %s', (fetchedAt, expected) => {
    expect(isFresh(fetchedAt, Date.parse('2025-06-01T12:00:00.000Z'), 60_000)).toBe(expected)
  })
})

describe('trade results and the side split', () => {
  const trades = [
    buildTrade({ id: id(1), side: 'long', entryPrice: '100', exitPrice: '110.1', quantity: '1', closedAt: '2025-03-03T11:00:00.000Z' }),
    buildTrade({ id: id(2), side: 'long', entryPrice: '100', exitPrice: '90.2', quantity: '1', closedAt: '2025-03-04T11:00:00.000Z' }),
    buildTrade({ id: id(3), side: 'short', symbol: 'BTC-USDT-SWAP', entryPrice: '100', exitPrice: '99.9', quantity: '3', closedAt: '2025-03-05T11:00:00.000Z' }),
    buildTrade({ id: id(4), symbol: 'ETHUSDT', baseAsset: 'ETH', side: 'short', entryPrice: '10', exitPrice: '11', quantity: '1' }),
    buildTrade({ id: id(5), symbol: 'BTCEUR', quoteAsset: 'EUR', side: 'long', entryPrice: '100', exitPrice: '101', quantity: '1' }),
    without(buildTrade({ id: id(6), side: 'short' }), 'closedAt', 'exitPrice'),
    buildTrade({ id: id(7), isDeleted: true }),
  ]
  const results = tradeResultsOf(trades, { timeZone: 'UTC', view: 'gross' })

  it('keeps exact P&L per trade and leaves trashed trades out', () => {
    expect(results.closed.map((r) => [r.id, r.pnl, r.outcome])).toEqual([
      [id(1), '10.1', 'win'],
      [id(4), '-1', 'loss'],
      [id(5), '1', 'win'],
      [id(2), '-9.8', 'loss'],
      [id(3), '0.3', 'win'],
    ])
    expect(results.open.map((r) => r.id)).toEqual([id(6)])
  })

  it('adds P&L exactly and only within one currency', () => {
    expect(totalsByCurrency(results.closed)).toEqual([
      { currency: 'USDT', trades: 4, wins: 2, losses: 2, breakevens: 0, winRate: 0.5, pnl: '-0.4' },
      { currency: 'EUR', trades: 1, wins: 1, losses: 0, breakevens: 0, winRate: 1, pnl: '1' },
    ])
  })

  it('splits one symbol (however written) by side, open trades counted', () => {
    const [long, short] = sideSplitOf(results, 'BTCUSDT')
    expect([long.trades, long.open, long.results[0]?.pnl]).toEqual([2, 0, '0.3'])
    expect([short.trades, short.open, short.results[0]?.pnl]).toEqual([2, 1, '0.3'])
    expect(long.share).toBe(0.5)
  })

  it('splits every symbol when none is chosen', () => {
    const [long, short] = sideSplitOf(results, null)
    expect(long.trades + short.trades).toBe(6)
    expect(long.results.map((r) => r.currency)).toEqual(['USDT', 'EUR'])
  })
})
