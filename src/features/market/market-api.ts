import { INVALID_SYMBOL_CODE, parseExchangeError, parseLongShortSeries, parseTicker, type MarketTicker, type RatioPeriod, type RatioPoint, RATIO_LIMITS } from '../../domain/market'

/**
 * Binance's keyless public REST API. Only market data is asked for (no account, no key); the app
 * has no CSP and its service worker only answers its own precached files, so these cross-origin
 * requests go straight to the exchange, which allows any origin (CORS `*`).
 */
export const SPOT_API = 'https://api.binance.com'
export const FUTURES_API = 'https://fapi.binance.com'

export type MarketProblem =
  /** The exchange does not list the symbol. */
  | 'unknownSymbol'
  /** 429/418: too many requests. */
  | 'rateLimited'
  /** 451/403: the exchange refuses this region. */
  | 'restricted'
  | 'server'
  /** No answer: offline, DNS, timeout. */
  | 'network'
  /** An answer the app cannot read. */
  | 'badData'
  /** The exchange has no readings for the symbol. */
  | 'noData'

export type MarketResult<T> = { readonly ok: true; readonly data: T; readonly source: string } | { readonly ok: false; readonly problem: MarketProblem }

const TIMEOUT_MS = 10_000

async function getJson(url: string, signal?: AbortSignal): Promise<{ status: number; body: unknown } | MarketProblem> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS)
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort)
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: 'application/json' }, credentials: 'omit' })
    let body: unknown = null
    try {
      body = await response.json()
    } catch {
      body = null
    }
    return { status: response.status, body }
  } catch {
    return 'network'
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}

function problemOf(status: number, body: unknown): MarketProblem {
  if (parseExchangeError(body)?.code === INVALID_SYMBOL_CODE) return 'unknownSymbol'
  if (status === 429 || status === 418) return 'rateLimited'
  if (status === 451 || status === 403) return 'restricted'
  return status >= 500 ? 'server' : 'badData'
}

/** The 24-hour ticker of a symbol: spot first, then USD-M futures for symbols only listed there. */
export async function fetchTicker(symbol: string, signal?: AbortSignal): Promise<MarketResult<{ ticker: MarketTicker; market: 'spot' | 'futures' }>> {
  const attempts = [
    { url: `${SPOT_API}/api/v3/ticker/24hr?symbol=${encodeURIComponent(symbol)}`, market: 'spot' as const },
    { url: `${FUTURES_API}/fapi/v1/ticker/24hr?symbol=${encodeURIComponent(symbol)}`, market: 'futures' as const },
  ]
  let last: MarketProblem = 'unknownSymbol'
  for (const attempt of attempts) {
    const answer = await getJson(attempt.url, signal)
    if (typeof answer === 'string') return { ok: false, problem: answer }
    if (answer.status === 200) {
      const ticker = parseTicker(answer.body)
      return ticker ? { ok: true, data: { ticker, market: attempt.market }, source: attempt.url } : { ok: false, problem: 'badData' }
    }
    last = problemOf(answer.status, answer.body)
    if (last !== 'unknownSymbol') return { ok: false, problem: last }
  }
  return { ok: false, problem: last }
}

/** The global long/short account ratio of a USD-M symbol over the period's window. */
export async function fetchLongShort(symbol: string, period: RatioPeriod, signal?: AbortSignal): Promise<MarketResult<readonly RatioPoint[]>> {
  const url = `${FUTURES_API}/futures/data/globalLongShortAccountRatio?symbol=${encodeURIComponent(symbol)}&period=${period}&limit=${RATIO_LIMITS[period]}`
  const answer = await getJson(url, signal)
  if (typeof answer === 'string') return { ok: false, problem: answer }
  if (answer.status !== 200) return { ok: false, problem: problemOf(answer.status, answer.body) }
  const points = parseLongShortSeries(answer.body)
  if (!points) return { ok: false, problem: 'badData' }
  if (points.length === 0) return { ok: false, problem: 'noData' }
  return { ok: true, data: points, source: url }
}
