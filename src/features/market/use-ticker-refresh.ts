import { useCallback, useEffect, useRef, useState } from 'react'
import type { CacheEntry } from '../../db'
import { isFresh, MARKET_CACHE_NAMESPACE, TICKER_FRESH_MS, tickerCacheId } from '../../domain/market'
import { fetchTicker, type MarketProblem } from './market-api'
import { useCacheRepository } from './use-market-cache'

/** At most this many requests at once (the exchange's limits are generous; a phone's are not). */
const PARALLEL = 4

export interface TickerRefresh {
  readonly refreshing: boolean
  /** The last failure per symbol (its cached copy, if any, stays on screen). */
  readonly problems: Readonly<Record<string, MarketProblem>>
  readonly refresh: () => void
}

/**
 * Keeps the cached tickers of `symbols` fresh while online: on open, when the list changes, when
 * the connection comes back, every minute, and on demand. Each answer is stored in the device-only
 * cache with its fetch time; a failure keeps the previous copy and records why.
 */
export function useTickerRefresh(symbols: readonly string[], entries: ReadonlyMap<string, CacheEntry>, online: boolean, ready: boolean): TickerRefresh {
  const cache = useCacheRepository()
  const [refreshing, setRefreshing] = useState(false)
  const [problems, setProblems] = useState<Record<string, MarketProblem>>({})
  const entriesRef = useRef(entries)
  entriesRef.current = entries
  const running = useRef(false)
  const key = symbols.join(',')

  const run = useCallback(
    async (force: boolean) => {
      if (running.current || !online) return
      const due = symbols.filter((symbol) => force || !isFresh(entriesRef.current.get(tickerCacheId(symbol))?.fetchedAt, Date.now(), TICKER_FRESH_MS))
      if (due.length === 0) return
      running.current = true
      setRefreshing(true)
      try {
        const queue = [...due]
        const worker = async () => {
          for (let symbol = queue.shift(); symbol !== undefined; symbol = queue.shift()) {
            const result = await fetchTicker(symbol)
            if (result.ok) {
              await cache.put({ id: tickerCacheId(symbol), namespace: MARKET_CACHE_NAMESPACE, data: { ...result.data }, source: result.source })
              setProblems(({ [symbol]: _gone, ...rest }) => rest)
            } else {
              const problem = result.problem
              setProblems((previous) => ({ ...previous, [symbol]: problem }))
            }
          }
        }
        await Promise.all(Array.from({ length: Math.min(PARALLEL, due.length) }, worker))
      } finally {
        running.current = false
        setRefreshing(false)
      }
    },
    // `key` stands for `symbols`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [cache, online, key],
  )

  useEffect(() => {
    if (!ready || !online) return
    void run(false)
    const timer = setInterval(() => void run(false), TICKER_FRESH_MS)
    return () => clearInterval(timer)
  }, [ready, online, run])

  return { refreshing, problems, refresh: () => void run(true) }
}
