import type { BrowserContext, Route } from '@playwright/test'

/**
 * The exchange's public API as the market screens meet it, mocked: the tests have no internet.
 * Payloads follow Binance's real responses (strings for prices, ms timestamps, error bodies).
 */
export const PRICES: Readonly<Record<string, { last: string; changePercent: string; quoteVolume: string }>> = {
  BTCUSDT: { last: '94400.01000000', changePercent: '-1.290', quoteVolume: '1933012345.67890000' },
  ETHUSDT: { last: '3150.42000000', changePercent: '2.514', quoteVolume: '987654321.12000000' },
  SOLUSDT: { last: '142.87000000', changePercent: '0.350', quoteVolume: '456789012.00000000' },
  BNBUSDT: { last: '612.30000000', changePercent: '-0.120', quoteVolume: '123456789.00000000' },
  XRPUSDT: { last: '2.18450000', changePercent: '4.100', quoteVolume: '345678901.00000000' },
  DOGEUSDT: { last: '0.31230000', changePercent: '-3.050', quoteVolume: '234567890.00000000' },
  ADAUSDT: { last: '0.71230000', changePercent: '1.000', quoteVolume: '99887766.00000000' },
  AVAXUSDT: { last: '35.12000000', changePercent: '0.800', quoteVolume: '77665544.00000000' },
  LINKUSDT: { last: '18.44000000', changePercent: '-0.400', quoteVolume: '66554433.00000000' },
  ARBUSDT: { last: '0.80120000', changePercent: '1.700', quoteVolume: '55443322.00000000' },
  SUIUSDT: { last: '3.91200000', changePercent: '5.200', quoteVolume: '44332211.00000000' },
}

/** Only listed on USD-M futures (as 1000PEPEUSDT is). */
export const FUTURES_ONLY: Readonly<Record<string, { last: string; changePercent: string; quoteVolume: string }>> = {
  '1000PEPEUSDT': { last: '0.01812000', changePercent: '6.420', quoteVolume: '812345678.00000000' },
}

export function tickerBody(symbol: string, price: { last: string; changePercent: string; quoteVolume: string }) {
  const last = Number(price.last)
  const change = (last * Number(price.changePercent)) / (100 + Number(price.changePercent))
  return {
    symbol,
    priceChange: change.toFixed(8),
    priceChangePercent: price.changePercent,
    weightedAvgPrice: price.last,
    prevClosePrice: (last - change).toFixed(8),
    lastPrice: price.last,
    lastQty: '0.01000000',
    bidPrice: price.last,
    bidQty: '1.00000000',
    askPrice: price.last,
    askQty: '1.00000000',
    openPrice: (last - change).toFixed(8),
    highPrice: (last * 1.02).toFixed(8),
    lowPrice: (last * 0.97).toFixed(8),
    volume: (Number(price.quoteVolume) / last).toFixed(8),
    quoteVolume: price.quoteVolume,
    openTime: Date.now() - 86_400_000,
    closeTime: Date.now(),
    firstId: 1,
    lastId: 2,
    count: 123456,
  }
}

const invalidSymbol = (route: Route) =>
  route.fulfill({ status: 400, headers: { 'access-control-allow-origin': '*' }, contentType: 'application/json', body: JSON.stringify({ code: -1121, msg: 'Invalid symbol.' }) })

export interface MarketMock {
  /** Every URL the app asked for. */
  readonly requests: string[]
  /** While set, the exchange answers 500 to everything. */
  failing: boolean
}

/** Routes Binance's spot and futures ticker and long/short endpoints for the whole context. */
export async function mockBinance(context: BrowserContext): Promise<MarketMock> {
  const mock: MarketMock = { requests: [], failing: false }
  const cors = { 'access-control-allow-origin': '*' }
  await context.route('https://api.binance.com/api/v3/ticker/24hr**', async (route) => {
    const url = new URL(route.request().url())
    mock.requests.push(url.toString())
    if (mock.failing) return route.fulfill({ status: 500, headers: cors, body: '' })
    const symbol = url.searchParams.get('symbol') ?? ''
    const price = PRICES[symbol]
    if (!price) return invalidSymbol(route)
    return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(tickerBody(symbol, price)) })
  })
  await context.route('https://fapi.binance.com/fapi/v1/ticker/24hr**', async (route) => {
    const url = new URL(route.request().url())
    mock.requests.push(url.toString())
    if (mock.failing) return route.fulfill({ status: 500, headers: cors, body: '' })
    const symbol = url.searchParams.get('symbol') ?? ''
    const price = FUTURES_ONLY[symbol] ?? PRICES[symbol]
    if (!price) return invalidSymbol(route)
    return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(tickerBody(symbol, price)) })
  })
  await context.route('https://fapi.binance.com/futures/data/globalLongShortAccountRatio**', async (route) => {
    const url = new URL(route.request().url())
    mock.requests.push(url.toString())
    if (mock.failing) return route.fulfill({ status: 500, headers: cors, body: '' })
    const symbol = url.searchParams.get('symbol') ?? ''
    if (!PRICES[symbol]) return invalidSymbol(route)
    const limit = Number(url.searchParams.get('limit') ?? 30)
    const step = { '15m': 900_000, '1h': 3_600_000, '4h': 14_400_000, '1d': 86_400_000 }[url.searchParams.get('period') ?? '1h'] ?? 3_600_000
    const end = Math.floor(Date.now() / step) * step
    // A gentle swing between 55% and 70% long, the latest reading 68.00% long.
    const rows = Array.from({ length: limit }, (_, i) => {
      const long = i === limit - 1 ? 0.68 : 0.625 + 0.075 * Math.sin(i / 4)
      return {
        symbol,
        longShortRatio: (long / (1 - long)).toFixed(4),
        longAccount: long.toFixed(4),
        shortAccount: (1 - long).toFixed(4),
        timestamp: end - (limit - 1 - i) * step,
      }
    })
    return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(rows) })
  })
  return mock
}
