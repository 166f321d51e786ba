import { exchangeSymbolOf } from './symbols'
import { type ResultTotals, totalsByCurrency, type TradeResults } from './trade-results'

/** The trader's own positioning on one side: how many trades, how many still open, results per coin. */
export interface SideSplit {
  readonly direction: 'long' | 'short'
  /** Closed and open trades. */
  readonly trades: number
  readonly open: number
  /** Share of all the trades in view (closed and open). */
  readonly share: number | null
  readonly results: readonly ResultTotals[]
}

/**
 * Long against short in the trader's journal, for one exchange symbol (`BTCUSDT` matches
 * `BTC/USDT` and `BTC-USDT-SWAP`) or for every symbol when `symbol` is null.
 */
export function sideSplitOf(results: TradeResults, symbol: string | null): readonly [SideSplit, SideSplit] {
  const matches = (raw: string) => symbol === null || exchangeSymbolOf(raw) === symbol
  const closed = results.closed.filter((r) => matches(r.symbol))
  const open = results.open.filter((r) => matches(r.symbol))
  const total = closed.length + open.length
  const side = (direction: 'long' | 'short'): SideSplit => {
    const own = closed.filter((r) => r.direction === direction)
    const openCount = open.filter((r) => r.direction === direction).length
    const trades = own.length + openCount
    return { direction, trades, open: openCount, share: total > 0 ? trades / total : null, results: totalsByCurrency(own) }
  }
  return [side('long'), side('short')]
}
