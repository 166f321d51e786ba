import type { Id } from '../common'
import { statsOf, type GroupStats } from '../insights/group-stats'
import type { TradeFact } from '../insights/trade-facts'
import type { Bucket } from '../metrics'
import type { Tag } from '../tag'

export interface TagResult {
  readonly tag: Pick<Tag, 'id' | 'name' | 'kind'>
  /** The engine's tag bucket: trades, win rate, P&L (for a mistake, what it cost), average P&L. */
  readonly stats: Bucket<Id | null>
}

/**
 * The metrics engine's tag breakdown narrowed to one kind (emotion or mistake). Mistakes come
 * costliest first (lowest P&L), emotions most used first.
 */
export function tagResults(buckets: readonly Bucket<Id | null>[], tags: readonly Pick<Tag, 'id' | 'name' | 'kind'>[], kind: 'emotion' | 'mistake'): TagResult[] {
  const ofKind = new Map(tags.filter((tag) => tag.kind === kind).map((tag) => [tag.id, tag]))
  const rows: TagResult[] = []
  for (const bucket of buckets) {
    const tag = bucket.key === null ? undefined : ofKind.get(bucket.key)
    if (tag && bucket.trades > 0) rows.push({ tag, stats: bucket })
  }
  return rows.sort((a, b) => (kind === 'mistake' ? a.stats.pnl - b.stats.pnl || b.stats.trades - a.stats.trades : b.stats.trades - a.stats.trades || a.stats.pnl - b.stats.pnl))
}

/**
 * Trades with at least one mistake tag against trades without: a trade with two mistakes counts once
 * here, so this total is what the mistakes cost together (the per-tag sums would count it twice).
 */
export function mistakeSplit(facts: readonly TradeFact[], mistakeIds: ReadonlySet<Id>): { withMistake: GroupStats; clean: GroupStats } {
  const withMistake: TradeFact[] = []
  const clean: TradeFact[] = []
  for (const fact of facts) (fact.tagIds.some((id) => mistakeIds.has(id)) ? withMistake : clean).push(fact)
  return { withMistake: statsOf(withMistake), clean: statsOf(clean) }
}
