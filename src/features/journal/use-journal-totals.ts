import { useEffect, useState } from 'react'
import type { Trade } from '../../db'
import { journalTotals, type JournalTotals, type TradeSummaryCache } from '../../domain/journal'

/** Work in slices of this many milliseconds, so scrolling and typing stay smooth meanwhile. */
const SLICE_MS = 8

/**
 * Totals of a list of trades. Deriving 10,000 trades' figures takes a few hundred ms on a slow
 * phone, so the figures missing from the cache are derived in short slices between frames and the
 * totals appear when they are all known. Lists whose figures are cached are summed at once.
 */
export function useJournalTotals(trades: readonly Trade[] | undefined, summaries: TradeSummaryCache): JournalTotals | undefined {
  const [result, setResult] = useState<{ readonly trades: readonly Trade[]; readonly totals: JournalTotals } | undefined>()
  useEffect(() => {
    if (!trades) return
    let index = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const step = () => {
      const until = performance.now() + SLICE_MS
      while (index < trades.length && performance.now() < until) {
        const end = Math.min(trades.length, index + 100)
        for (; index < end; index += 1) summaries.get(trades[index] as Trade)
      }
      if (index < trades.length) timer = setTimeout(step, 0)
      else setResult({ trades, totals: journalTotals(trades, summaries.get) })
    }
    step()
    return () => clearTimeout(timer)
  }, [trades, summaries])
  return result && result.trades === trades ? result.totals : undefined
}
