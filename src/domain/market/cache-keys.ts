/**
 * Keys of the device-only `cache` collection for market data (`<namespace>:<what>`), and the age
 * rules: a copy younger than its freshness is shown without asking the exchange again.
 */
export const MARKET_CACHE_NAMESPACE = 'market'

export const tickerCacheId = (symbol: string) => `${MARKET_CACHE_NAMESPACE}:ticker:${symbol}`
export const longShortCacheId = (symbol: string, period: string) => `${MARKET_CACHE_NAMESPACE}:longShort:${symbol}:${period}`

/** Prices older than this are fetched again when the screen opens online. */
export const TICKER_FRESH_MS = 60_000
/** The ratio moves every 5 minutes at best. */
export const LONG_SHORT_FRESH_MS = 5 * 60_000

/** True when a copy fetched at `fetchedAt` is still fresh at `nowMs`. */
export function isFresh(fetchedAt: string | undefined, nowMs: number, freshMs: number): boolean {
  if (!fetchedAt) return false
  const fetched = Date.parse(fetchedAt)
  return Number.isFinite(fetched) && nowMs - fetched >= 0 && nowMs - fetched < freshMs
}
