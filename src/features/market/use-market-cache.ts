import { useMemo } from 'react'
import { type CacheEntry, type CacheRepository, createCacheRepository, type JournalDatabase, useJournalDatabase, useLiveValue } from '../../db'
import { MARKET_CACHE_NAMESPACE } from '../../domain/market'

const repositories = new WeakMap<JournalDatabase, CacheRepository>()

/** The open journal's cache repository (one per journal). */
export function useCacheRepository(): CacheRepository {
  const db = useJournalDatabase()
  return useMemo(() => {
    let repository = repositories.get(db)
    if (!repository) {
      repository = createCacheRepository(db)
      repositories.set(db, repository)
    }
    return repository
  }, [db])
}

const NO_ENTRIES: readonly CacheEntry[] = []

/** Every cached market entry (tickers and ratios), live, by id. */
export function useMarketCache(): { readonly entries: ReadonlyMap<string, CacheEntry>; readonly loading: boolean } {
  const db = useJournalDatabase()
  const repository = useCacheRepository()
  const live = useLiveValue<readonly CacheEntry[]>(
    `${db.name}:cache:${MARKET_CACHE_NAMESPACE}`,
    (onValue, onError) => repository.watchNamespace(MARKET_CACHE_NAMESPACE, onValue, onError),
    NO_ENTRIES,
  )
  const entries = useMemo(() => new Map(live.data.map((entry) => [entry.id, entry])), [live.data])
  return { entries, loading: live.isLoading }
}
