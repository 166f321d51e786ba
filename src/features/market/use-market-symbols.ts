import { useCallback, useMemo } from 'react'
import { useCustomItems, useJournalDatabase, useTrades } from '../../db'
import { marketSymbolsOf, type MarketSymbol, watchlistSymbolsOf } from '../../domain/market'

export interface MarketSymbols {
  readonly loading: boolean
  /** Watchlist first (the trader's order), then the journal's traded symbols, most traded first. */
  readonly rows: readonly MarketSymbol[]
  readonly watchlist: readonly string[]
  readonly setWatchlist: (symbols: readonly string[]) => Promise<void>
}

/**
 * The symbols the market screens follow. The watchlist is one `custom_items` document of kind
 * `watchlist` (`{ symbols: [...] }`): trader data, so it syncs to their other devices, unlike the
 * prices, which stay in the device-only cache.
 */
export function useMarketSymbols(): MarketSymbols {
  const db = useJournalDatabase()
  const trades = useTrades({})
  const items = useCustomItems('watchlist')
  const item = items.data[0]
  const watchlist = useMemo(() => watchlistSymbolsOf(item?.definition), [item])
  const symbols = useMemo(() => trades.data.map((trade) => trade.symbol), [trades.data])
  const rows = useMemo(() => marketSymbolsOf(symbols, watchlist), [symbols, watchlist])
  const setWatchlist = useCallback(
    async (next: readonly string[]) => {
      const definition = { symbols: [...next] }
      if (item) await db.customItems.patch(item.id, { definition })
      else await db.customItems.insert({ kind: 'watchlist', name: 'Watchlist', order: 0, definition })
    },
    [db, item],
  )
  return { loading: trades.isLoading || items.isLoading, rows, watchlist, setWatchlist }
}
