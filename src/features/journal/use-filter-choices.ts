import { useMemo } from 'react'
import type { Account, Tag, Trade } from '../../db'
import type { FilterChoices } from './journal-filters'

/** Symbols and exchanges the journal holds (sorted), with the tags and accounts, for the filter lists. */
export function useFilterChoices(trades: readonly Trade[], tags: readonly Tag[], accounts: readonly Account[]): FilterChoices {
  const { symbols, exchanges } = useMemo(() => {
    const symbolSet = new Set<string>()
    const exchangeSet = new Set<string>()
    for (const trade of trades) {
      symbolSet.add(trade.symbol.toUpperCase())
      if (trade.exchange) exchangeSet.add(trade.exchange.toLowerCase())
    }
    return { symbols: [...symbolSet].sort(), exchanges: [...exchangeSet].sort() }
  }, [trades])
  return useMemo(() => ({ symbols, exchanges, tags, accounts }), [symbols, exchanges, tags, accounts])
}
