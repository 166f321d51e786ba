import { useEffect, useState } from 'react'
import type { Trade } from '../../db'
import { journalTotals, type JournalTotals, type TradeSummaryCache } from '../../domain/journal'
import { afterNextPaint } from '../../ui'

/** Work in slices of this many milliseconds, so scrolling and typing stay smooth meanwhile. */
const SLICE_MS = 8

/**
 * Totals of a list of trades. Deriving 10,000 trades' figures takes a few hundred ms on a slow
 * phone, so the figures missing from the cache are derived in short slices between frames. Even with
 * every figure cached, summing 10,000 trades is a frame's worth of work, so it starts after the new
 * list has painted; meanwhile the previous totals stay on screen (a saved trade changes them a
 * little a frame later, rather than making them blink out).
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
    const cancel = afterNextPaint(step)
    return () => {
      cancel()
      clearTimeout(timer)
    }
  }, [trades, summaries])
  return trades && result ? result.totals : undefined
}
