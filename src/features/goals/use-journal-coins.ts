import { useMemo } from 'react'
import { useTrades } from '../../db'

const COMMON_COINS = ['USDT', 'USDC', 'USD', 'BTC', 'ETH']

/**
 * Quote coins a plan's money can be measured in: the journal's own, most traded first, then the
 * common ones. Amounts in different coins are never added, so a money rule names one.
 */
export function useJournalCoins(): readonly string[] {
  const trades = useTrades({})
  return useMemo(() => {
    const counts = new Map<string, number>()
    for (const trade of trades.data) {
      const coin = trade.quoteAsset.trim().toUpperCase()
      if (coin) counts.set(coin, (counts.get(coin) ?? 0) + 1)
    }
    const journal = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([coin]) => coin)
    return [...journal, ...COMMON_COINS.filter((coin) => !counts.has(coin))]
  }, [trades.data])
}

/** The options of a coin select, keeping a stored coin that is no longer in the list. */
export function coinOptions(coins: readonly string[], current: string) {
  const list = current && !coins.includes(current) ? [current, ...coins] : coins
  return list.map((coin) => ({ value: coin, label: coin }))
}
