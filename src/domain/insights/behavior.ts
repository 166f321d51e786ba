import type { Id } from '../common'
import type { Tag } from '../tag'
import { type GroupStats, statsOf, statsOfAmounts } from './group-stats'
import type { TradeFact } from './trade-facts'

/** Trades opened right after a loss against those opened after a win or a breakeven trade. */
export interface AfterLossComparison {
  readonly afterLoss: GroupStats
  readonly otherwise: GroupStats
}

/**
 * "The previous trade" of a trade is the last one closed at or before it was opened. The journal's
 * first trade (nothing closed before it) is in neither group.
 */
export function afterLossComparison(facts: readonly TradeFact[]): AfterLossComparison {
  // facts come in close order; a binary search finds the last close at or before each open.
  const closes = facts.map((fact) => fact.closeMs)
  const afterLoss: TradeFact[] = []
  const otherwise: TradeFact[] = []
  facts.forEach((fact, index) => {
    let low = 0
    let high = closes.length
    while (low < high) {
      const mid = (low + high) >> 1
      if ((closes[mid] as number) <= fact.openMs) low = mid + 1
      else high = mid
    }
    let previous = low - 1
    if (previous === index) previous -= 1 // a trade held for 0 ms is not its own predecessor
    const before = previous >= 0 ? facts[previous] : undefined
    if (!before) return
    if (before.outcome === 'loss') afterLoss.push(fact)
    else otherwise.push(fact)
  })
  return { afterLoss: statsOf(afterLoss), otherwise: statsOf(otherwise) }
}

/** Busy days (more trades opened than the trader usually opens) against the other trading days. */
export interface BusyDayComparison {
  /** Median number of trades opened on a trading day. */
  readonly usualTrades: number
  /** A day is busy above this many trades: twice the usual day, and at least 2 more than it. */
  readonly threshold: number
  readonly tradingDays: number
  /** Counts are days; P&L is the day's P&L (trades opened that day); a win is a day above 0. */
  readonly busy: GroupStats
  readonly normal: GroupStats
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

export function busyDayComparison(facts: readonly TradeFact[]): BusyDayComparison {
  const days = new Map<string, { count: number; pnl: number }>()
  for (const fact of facts) {
    const day = days.get(fact.openDay) ?? { count: 0, pnl: 0 }
    day.count += 1
    day.pnl += fact.pnl
    days.set(fact.openDay, day)
  }
  const usualTrades = median([...days.values()].map((day) => day.count))
  const threshold = Math.max(2 * usualTrades, usualTrades + 2)
  const busy: number[] = []
  const normal: number[] = []
  for (const day of days.values()) (day.count > threshold ? busy : normal).push(day.pnl)
  return { usualTrades, threshold, tradingDays: days.size, busy: statsOfAmounts(busy), normal: statsOfAmounts(normal) }
}

/** An emotion or mistake tag: trades that carry it against those that do not. */
export interface TagComparison {
  readonly tagId: Id
  readonly tagKind: 'emotion' | 'mistake'
  readonly tagged: GroupStats
  readonly untagged: GroupStats
}

/** Every emotion and mistake tag used at least once, most used first. */
export function tagComparisons(facts: readonly TradeFact[], tags: readonly Pick<Tag, 'id' | 'kind'>[]): TagComparison[] {
  const kinds = new Map<Id, 'emotion' | 'mistake'>()
  for (const tag of tags) if (tag.kind === 'emotion' || tag.kind === 'mistake') kinds.set(tag.id, tag.kind)
  const result: TagComparison[] = []
  for (const [tagId, tagKind] of kinds) {
    const tagged = facts.filter((fact) => fact.tagIds.includes(tagId))
    if (tagged.length === 0) continue
    const untagged = facts.filter((fact) => !fact.tagIds.includes(tagId))
    result.push({ tagId, tagKind, tagged: statsOf(tagged), untagged: statsOf(untagged) })
  }
  return result.sort((a, b) => b.tagged.trades - a.tagged.trades || (a.tagId < b.tagId ? -1 : 1))
}
