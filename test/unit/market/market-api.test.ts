import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchLongShort, fetchTicker } from '../../../src/features/market/market-api'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const ticker = (symbol: string) => ({
  symbol,
  priceChange: '-1.5',
  priceChangePercent: '-1.2',
  lastPrice: '123.45',
  highPrice: '130',
  lowPrice: '120',
  volume: '1000',
  quoteVolume: '123450',
  closeTime: 1764086399999,
})
const INVALID = { code: -1121, msg: 'Invalid symbol.' }

afterEach(() => vi.unstubAllGlobals())

function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const calls: string[] = []
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url)
    return Promise.resolve(answer(url))
  })
  return calls
}

describe('the exchange requests', () => {
  it('asks spot first and keeps the answer', async () => {
    const calls = stubFetch(() => json(200, ticker('BTCUSDT')))
    const result = await fetchTicker('BTCUSDT')
    expect(result.ok && [result.data.market, result.data.ticker.lastPrice]).toEqual(['spot', '123.45'])
    expect(calls).toEqual(['https://api.binance.com/api/v3/ticker/24hr?symbol=BTCUSDT'])
  })

  it('falls back to USD-M futures for a symbol spot does not list', async () => {
    const calls = stubFetch((url) => (url.includes('fapi') ? json(200, ticker('1000PEPEUSDT')) : json(400, INVALID)))
    const result = await fetchTicker('1000PEPEUSDT')
    expect(result.ok && result.data.market).toBe('futures')
    expect(calls).toHaveLength(2)
  })

  it.each([
    ['listed nowhere', () => json(400, INVALID), 'unknownSymbol'],
    ['rate limited', () => json(429, { code: -1003, msg: 'Too many requests' }), 'rateLimited'],
    ['a restricted region', () => json(451, { code: 0, msg: 'restricted location' }), 'restricted'],
    ['a server error', () => new Response('oops', { status: 502 }), 'server'],
    ['an unreadable body', () => json(200, { hello: 'world' }), 'badData'],
  ] as const)('%s gives %s', async (_name, answer, problem) => {
    stubFetch(answer)
    expect(await fetchTicker('BTCUSDT')).toEqual({ ok: false, problem })
  })

  it('says network when there is no answer at all', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await fetchTicker('BTCUSDT')).toEqual({ ok: false, problem: 'network' })
  })

  it('reads the long/short series and asks the period window', async () => {
    const calls = stubFetch(() => json(200, [{ symbol: 'BTCUSDT', longShortRatio: '1.5', longAccount: '0.6', shortAccount: '0.4', timestamp: 1 }]))
    const result = await fetchLongShort('BTCUSDT', '4h')
    expect(result.ok && result.data).toEqual([{ time: 1, ratio: 1.5, long: 0.6, short: 0.4 }])
    expect(calls[0]).toBe('https://fapi.binance.com/futures/data/globalLongShortAccountRatio?symbol=BTCUSDT&period=4h&limit=84')
    stubFetch(() => json(200, []))
    expect(await fetchLongShort('BTCUSDT', '1h')).toEqual({ ok: false, problem: 'noData' })
  })
})
