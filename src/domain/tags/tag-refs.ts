import type { Id } from '../common'
import type { Trade } from '../trade'

/** The part of a trade that points at tags: its Setup and its other tags. */
export type TagRefs = Pick<Trade, 'setupId' | 'tagIds'>

/** Ids in first-seen order without repeats, leaving out the trade's setup (it is not tagged twice). */
function distinct(ids: readonly Id[], setupId: Id | undefined): Id[] {
  const seen = new Set<Id>()
  if (setupId) seen.add(setupId)
  const out: Id[] = []
  for (const id of ids) {
    if (seen.has(id)) continue
    seen.add(id)
    out.push(id)
  }
  return out
}

function sameRefs(a: TagRefs, b: TagRefs): boolean {
  return a.setupId === b.setupId && a.tagIds.length === b.tagIds.length && a.tagIds.every((id, index) => b.tagIds[index] === id)
}

/** The changed refs, or null when nothing changed (so unchanged trades are not rewritten). */
function changed(before: TagRefs, after: TagRefs): TagRefs | null {
  return sameRefs(before, after) ? null : after
}

/** Merge: every source tag becomes the target, without duplicates. */
export function replaceTagRefs(refs: TagRefs, sourceIds: readonly Id[], targetId: Id): TagRefs | null {
  const sources = new Set(sourceIds)
  const swap = (id: Id) => (sources.has(id) ? targetId : id)
  const setupId = refs.setupId === undefined ? undefined : swap(refs.setupId)
  return changed(refs, { setupId, tagIds: distinct(refs.tagIds.map(swap), setupId) })
}

/** Delete: the trade loses the tag, as its setup and among its tags. */
export function removeTagRefs(refs: TagRefs, tagId: Id): TagRefs | null {
  const setupId = refs.setupId === tagId ? undefined : refs.setupId
  return changed(refs, {
    setupId,
    tagIds: distinct(
      refs.tagIds.filter((id) => id !== tagId),
      setupId,
    ),
  })
}

/** The tag list a picker chose for a trade, cleaned: no repeats, not repeating the setup. */
export function withTagIds(refs: TagRefs, tagIds: readonly Id[]): TagRefs | null {
  return changed(refs, { setupId: refs.setupId, tagIds: distinct(tagIds, refs.setupId) })
}

/** How many trades use each tag (as setup or tag); a trade counts once per tag. */
export function countTagUsage(trades: readonly TagRefs[]): Map<Id, number> {
  const counts = new Map<Id, number>()
  for (const trade of trades) {
    const ids = new Set(trade.tagIds)
    if (trade.setupId) ids.add(trade.setupId)
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}
