import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { Id, Tag, TagKind } from '../../domain'
import { checkTagName, normaliseTagName, planTagMerge, removeTagRefs, replaceTagRefs, type TagMergeProblem, type TagNameProblem, type TagRefs } from '../../domain/tags'
import type { StoredTrade } from '../collections/trades'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import { createTradeRepository, type DeletedFilter } from './trade-repository'

export type TagInput = NewRecord<Tag>

export interface TagListOptions {
  readonly kind?: TagKind
  readonly deleted?: DeletedFilter
}

/** A create or rename that the name rules refused, or the tag it wrote. */
export type TagWriteResult = { readonly ok: true; readonly tag: Tag } | { readonly ok: false; readonly problem: TagNameProblem }

/** What a merge or a delete changed: how many trades were re-tagged. */
export interface TagRetagResult {
  readonly tradesUpdated: number
}

/** A merge the rules refuse (unknown or deleted tag, mixed kinds, nothing to merge). */
export class TagMergeError extends Error {
  constructor(readonly problem: TagMergeProblem) {
    super(`Tags cannot be merged: ${problem}`)
    this.name = 'TagMergeError'
  }
}

function tagQuery(options: TagListOptions = {}): MangoQuery<Tag> {
  const selector: MangoQuerySelector<Tag> = {}
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.kind) selector.kind = options.kind
  // Matches the index (isDeleted, kind, name): kinds grouped, names in order.
  return { selector, sort: [{ kind: 'asc' }, { name: 'asc' }] }
}

/**
 * Setups, emotions and mistakes. Merges and deletes also rewrite the trades that point at the tags,
 * so it is handed the trades collection.
 */
export function createTagRepository(collection: RxCollection<Tag>, clock: Clock, tradesCollection: RxCollection<StoredTrade>) {
  const base = createDocumentRepository<Tag>(collection, { clock, softDeletable: true })
  const trades = createTradeRepository(tradesCollection, clock)

  /**
   * Rewrites every trade (trashed ones too, so a restored trade does not bring a dead tag back) that
   * uses one of `tagIds`. Each trade is one read-modify-write against its latest state.
   */
  async function retag(tagIds: readonly Id[], rewrite: (refs: TagRefs) => TagRefs | null): Promise<number> {
    const found = new Map<Id, true>()
    for (const tagId of tagIds) {
      for (const trade of await trades.list({ setupId: tagId, deleted: 'include' })) found.set(trade.id, true)
      for (const trade of await trades.list({ tagId, deleted: 'include' })) found.set(trade.id, true)
    }
    let updated = 0
    for (const id of found.keys()) {
      let changed = false
      await trades.update(id, (current) => {
        const next = rewrite(current)
        if (!next) return {}
        changed = true
        return { setupId: next.setupId, tagIds: [...next.tagIds] }
      })
      if (changed) updated += 1
    }
    return updated
  }

  return {
    get: base.get,
    getMany: base.getMany,
    list: (options?: TagListOptions) => base.find(tagQuery(options)),
    watch: (options: TagListOptions, onValue: (tags: Tag[]) => void, onError?: ErrorListener): Unsubscribe => base.watch(tagQuery(options), onValue, onError),
    /** A live tag of this kind whose name matches ignoring case and surrounding spaces. */
    async findByName(kind: TagKind, name: string): Promise<Tag | null> {
      const wanted = normaliseTagName(name).toLocaleLowerCase()
      const tags = await base.find(tagQuery({ kind }))
      return tags.find((tag) => normaliseTagName(tag.name).toLocaleLowerCase() === wanted) ?? null
    },
    insert: (input: TagInput) => base.insert({ ...input, name: normaliseTagName(input.name) }),
    insertMany: base.insertMany,
    upsert: base.upsert,
    patch: (id: Id, changes: RecordChanges<Tag>) => base.patch(id, changes),
    rename: (id: Id, name: string) => base.patch(id, { name: normaliseTagName(name) }),

    /** Creates a tag if the name rules allow it (required, 1 to 50 characters, unique per kind). */
    async create(kind: TagKind, name: string): Promise<TagWriteResult> {
      const check = checkTagName(name, kind, await base.find(tagQuery({ kind })))
      if (!check.ok) return check
      return { ok: true, tag: await base.insert({ kind, name: check.name }) }
    },

    /** Renames a tag under the same rules as `create`. */
    async renameChecked(id: Id, name: string): Promise<TagWriteResult> {
      const tag = await base.get(id)
      if (!tag || tag.isDeleted) throw new Error(`No live tag with id ${id}`)
      const check = checkTagName(name, tag.kind, await base.find(tagQuery({ kind: tag.kind })), id)
      if (!check.ok) return check
      return { ok: true, tag: await base.patch(id, { name: check.name }) }
    },

    /**
     * Merges tags of one kind into `targetId`: every trade's setup and tags are rewritten to the
     * target without duplicates, then the sources go to the trash marked `mergedIntoId`. Trades are
     * rewritten first, so an interrupted merge leaves the sources in place and can simply be run
     * again (IndexedDB gives RxDB no transaction across documents).
     */
    async merge(sourceIds: readonly Id[], targetId: Id): Promise<TagRetagResult> {
      const ids = [...new Set([...sourceIds, targetId])]
      const plan = planTagMerge(await base.getMany(ids), sourceIds, targetId)
      if (!plan.ok) throw new TagMergeError(plan.problem)
      const sources = plan.sources.map((tag) => tag.id)
      const tradesUpdated = await retag(sources, (refs) => replaceTagRefs(refs, sources, targetId))
      for (const id of sources) {
        await base.patch(id, { mergedIntoId: targetId })
        await base.softDelete(id)
      }
      return { tradesUpdated }
    },

    /** Moves the tag to the trash and takes it off every trade (as setup and as tag). */
    async deleteAndUntag(id: Id): Promise<TagRetagResult> {
      const tradesUpdated = await retag([id], (refs) => removeTagRefs(refs, id))
      await base.softDelete(id)
      return { tradesUpdated }
    },

    softDelete: base.softDelete,
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type TagRepository = ReturnType<typeof createTagRepository>
