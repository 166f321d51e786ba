import { average, type Value } from '../metrics/value'
import { type GroupStats, statsOf } from './group-stats'
import type { TradeFact } from './trade-facts'

/** A range [from, to) of some per-trade number (to null: unbounded) with its trades' stats. */
export interface RangeBucket extends GroupStats {
  readonly from: number
  readonly to: number | null
  /** Mean ROI (P&L / margin) over the bucket's trades with a margin. */
  readonly averageRoi: Value
}

const HOUR_MS = 3_600_000

/** Holding-time edges: 15 min, 1 h, 4 h, 1 day. */
export const HOLDING_EDGES_MS: readonly number[] = [15 * 60_000, HOUR_MS, 4 * HOUR_MS, 24 * HOUR_MS]
/** Leverage edges: under 2x (spot and 1x), 2x to 5x, 5x to 10x, 10x to 20x, 20x and above. */
export const LEVERAGE_EDGES: readonly number[] = [2, 5, 10, 20]

function roiOf(facts: readonly TradeFact[]): Value {
  let sum = 0
  let count = 0
  for (const fact of facts) {
    if (fact.margin > 0) {
      sum += fact.pnl / fact.margin
      count += 1
    }
  }
  return average(sum, count, 'noMargin')
}

function bucket(facts: readonly TradeFact[], from: number, to: number | null): RangeBucket {
  return { ...statsOf(facts), from, to, averageRoi: roiOf(facts) }
}

/** Trades split by `read` into [0, e1), [e1, e2) ... [eN, inf); every bucket listed, empty ones too. */
export function bucketsBy(facts: readonly TradeFact[], read: (fact: TradeFact) => number, edges: readonly number[]): RangeBucket[] {
  const bounds = [0, ...edges]
  return bounds.map((from, index) => {
    const to = index + 1 < bounds.length ? (bounds[index + 1] as number) : null
    const inside = facts.filter((fact) => {
      const v = read(fact)
      return (index === 0 || v >= from) && (to === null || v < to)
    })
    return bucket(inside, from, to)
  })
}

export const holdingBuckets = (facts: readonly TradeFact[]) => bucketsBy(facts, (fact) => fact.holdMs, HOLDING_EDGES_MS)
export const leverageBuckets = (facts: readonly TradeFact[]) => bucketsBy(facts, (fact) => fact.leverage, LEVERAGE_EDGES)

/**
 * Position size (notional at entry) in quarters of the trader's own trades, smallest first; `from` and
 * `to` are the smallest and largest size inside each quarter (`to` inclusive here). Fewer than four
 * trades give one bucket per trade.
 */
export function sizeQuartiles(facts: readonly TradeFact[]): RangeBucket[] {
  const sorted = [...facts].sort((a, b) => a.notional - b.notional)
  const parts = Math.min(4, sorted.length)
  const result: RangeBucket[] = []
  for (let part = 0; part < parts; part++) {
    const slice = sorted.slice(Math.floor((part * sorted.length) / parts), Math.floor(((part + 1) * sorted.length) / parts))
    const first = slice[0]
    const last = slice[slice.length - 1]
    if (!first || !last) continue
    result.push(bucket(slice, first.notional, last.notional))
  }
  return result
}
