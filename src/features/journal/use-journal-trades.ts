import { useEffect, useMemo, useState } from 'react'
import { type Trade, useJournalDatabase, useTrades } from '../../db'
import { createTradeSummaryCache, filterTrades, hasActiveFilters, isDefaultSort, type JournalQuery, sortTrades, type TradeSummaryCache } from '../../domain/journal'
import { HEAD_SIZE, takePrefetchedHead } from './head-prefetch'

export interface JournalTrades {
  /** Every trade read so far, unfiltered (for the filters' lists of symbols and exchanges). */
  readonly source: readonly Trade[]
  /** The trades to list, filtered and sorted (only the newest ones until `complete`). */
  readonly trades: readonly Trade[]
  /** Every trade has been read, so `trades` and the totals cover the whole journal. */
  readonly complete: boolean
  /** A filter or a sort other than newest first is applied. */
  readonly narrowed: boolean
  /** Still reading and nothing to show yet. */
  readonly loading: boolean
  /** The journal holds no trade at all (not just none that match). */
  readonly empty: boolean
  readonly summaries: TradeSummaryCache
  readonly error: Error | null
}

/**
 * The figures cache outlives the screen (one journal and breakeven band at a time): opening the
 * journal again does not derive 10,000 trades' figures again for its totals.
 */
let sharedSummaries: { readonly key: string; readonly cache: TradeSummaryCache } | undefined

function summaryCacheFor(databaseName: string, breakevenBand: string): TradeSummaryCache {
  const key = `${databaseName}\n${breakevenBand}`
  if (sharedSummaries?.key !== key) sharedSummaries = { key, cache: createTradeSummaryCache(breakevenBand) }
  return sharedSummaries.cache
}

interface Options {
  readonly now: number
  readonly timeZone: string
  readonly breakevenBand: string
}

/**
 * The journal's trades. Opening it reads only the newest rows (an index walk of a few ms) so the
 * first rows paint at once; the full list (about a second for 10,000 trades on a slow phone) is read
 * right after, live, and every filter and sort then runs in memory on plain objects. Figures are
 * derived once per trade version (see createTradeSummaryCache).
 */
export function useJournalTrades(query: JournalQuery, options: Options): JournalTrades {
  const db = useJournalDatabase()
  // Back on the journal soon after leaving it: the whole journal is still in memory, so it all
  // shows in the first frame (its live subscription takes over from this copy).
  const [warm] = useState(() => db.trades.peekWholeJournal())
  // A cold open: the newest rows may already have been read while the app was starting.
  const [prefetched] = useState(() => (warm ? undefined : takePrefetchedHead(db.name)))
  const live = useTrades({ limit: HEAD_SIZE })
  const head = live.isLoading && prefetched ? { data: prefetched, isLoading: false, error: live.error } : live
  const [readAll, setReadAll] = useState(warm !== undefined)
  useEffect(() => {
    if (readAll || head.isLoading) return
    // After the first rows have painted, so reading everything never delays them.
    const timer = setTimeout(() => setReadAll(true), 50)
    return () => clearTimeout(timer)
  }, [readAll, head.isLoading])
  // Until then a one-row query stands in (hooks cannot be skipped); its rows are never shown.
  const all = useTrades(readAll ? {} : { limit: 1 })

  const headIsAll = !head.isLoading && head.data.length < HEAD_SIZE
  const allLoaded = readAll && (!all.isLoading || warm !== undefined)
  const complete = allLoaded || headIsAll
  const source = allLoaded ? (all.isLoading && warm ? warm : all.data) : head.data

  const summaries = useMemo(() => summaryCacheFor(db.name, options.breakevenBand), [db.name, options.breakevenBand])
  const { filter, sort } = query
  const { now, timeZone } = options
  const narrowed = hasActiveFilters(filter) || !isDefaultSort(sort)
  const trades = useMemo(() => {
    // Until every trade is read, a filter or sort would give a misleading partial answer.
    if (!complete && narrowed) return []
    const filtered = filterTrades(source, filter, { now, timeZone, summaryOf: summaries.get })
    // The database already hands them out newest first.
    return isDefaultSort(sort) ? filtered : sortTrades(filtered, sort, summaries.get)
  }, [source, complete, narrowed, filter, sort, now, timeZone, summaries])

  return {
    source,
    trades,
    complete,
    narrowed,
    loading: !complete && (head.isLoading || narrowed),
    empty: complete && source.length === 0,
    summaries,
    error: head.error ?? all.error,
  }
}
