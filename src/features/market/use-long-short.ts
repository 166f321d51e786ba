import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { isFresh, LONG_SHORT_FRESH_MS, longShortCacheId, MARKET_CACHE_NAMESPACE, parseLongShortSeries, type RatioPeriod, type RatioPoint } from '../../domain/market'
import { fetchLongShort, type MarketProblem } from './market-api'
import { useCacheRepository, useMarketCache } from './use-market-cache'

export interface LongShortState {
  readonly loading: boolean
  /** The cached readings (oldest first); empty before the first answer. */
  readonly points: readonly RatioPoint[]
  readonly fetchedAt: string | null
  readonly refreshing: boolean
  readonly problem: MarketProblem | null
  readonly refresh: () => void
}

/**
 * The market's long/short account ratio for a symbol and period: the cached copy at once, fetched
 * again while online when it is older than five minutes (or on demand); a failure keeps the copy.
 */
export function useLongShort(symbol: string, period: RatioPeriod, online: boolean): LongShortState {
  const cache = useCacheRepository()
  const { entries, loading } = useMarketCache()
  const id = longShortCacheId(symbol, period)
  const entry = entries.get(id)
  const [refreshing, setRefreshing] = useState(false)
  const [problem, setProblem] = useState<{ id: string; problem: MarketProblem } | null>(null)
  const fetchedAtRef = useRef(entry?.fetchedAt)
  fetchedAtRef.current = entry?.fetchedAt

  const run = useCallback(
    async (force: boolean, signal?: AbortSignal) => {
      if (!online || (!force && isFresh(fetchedAtRef.current, Date.now(), LONG_SHORT_FRESH_MS))) return
      setRefreshing(true)
      try {
        const result = await fetchLongShort(symbol, period, signal)
        if (signal?.aborted) return
        if (result.ok) {
          await cache.put({
            id,
            namespace: MARKET_CACHE_NAMESPACE,
            data: { items: result.data.map((p) => ({ timestamp: p.time, longShortRatio: p.ratio, longAccount: p.long, shortAccount: p.short })) },
            source: result.source,
          })
          setProblem(null)
        } else setProblem({ id, problem: result.problem })
      } finally {
        if (!signal?.aborted) setRefreshing(false)
      }
    },
    [cache, online, symbol, period, id],
  )

  useEffect(() => {
    if (loading || !online) return
    const controller = new AbortController()
    void run(false, controller.signal)
    return () => {
      controller.abort()
      setRefreshing(false)
    }
  }, [loading, online, run])

  // The cache holds the readings in the exchange's shape, re-read through the same parser.
  const points = useMemo(() => (entry ? (parseLongShortSeries(entry.data.items ?? []) ?? []) : []), [entry])
  return {
    loading,
    points,
    fetchedAt: entry?.fetchedAt ?? null,
    refreshing,
    problem: problem?.id === id ? problem.problem : null,
    refresh: () => void run(true),
  }
}
