import type { Id } from '../common'
import type { Tag } from '../tag'

export type TagMergeProblem = 'NOTHING_TO_MERGE' | 'UNKNOWN_TAG' | 'MIXED_KINDS'

export type TagMergePlan = { readonly ok: true; readonly target: Tag; readonly sources: readonly Tag[] } | { readonly ok: false; readonly problem: TagMergeProblem }

/**
 * Checks a merge of `sourceIds` into `targetId` against the live tags: the target and at least one
 * other live tag, all of one kind (a setup cannot become an emotion). The target may be listed
 * among the sources; it is left out of them.
 */
export function planTagMerge(tags: readonly Tag[], sourceIds: readonly Id[], targetId: Id): TagMergePlan {
  const live = new Map(tags.filter((tag) => !tag.isDeleted).map((tag) => [tag.id, tag]))
  const target = live.get(targetId)
  if (!target) return { ok: false, problem: 'UNKNOWN_TAG' }
  const ids = [...new Set(sourceIds)].filter((id) => id !== targetId)
  if (ids.length === 0) return { ok: false, problem: 'NOTHING_TO_MERGE' }
  const sources: Tag[] = []
  for (const id of ids) {
    const tag = live.get(id)
    if (!tag) return { ok: false, problem: 'UNKNOWN_TAG' }
    if (tag.kind !== target.kind) return { ok: false, problem: 'MIXED_KINDS' }
    sources.push(tag)
  }
  return { ok: true, target, sources }
}
