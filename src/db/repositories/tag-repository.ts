import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { Id, Tag, TagKind } from '../../domain'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import type { DeletedFilter } from './trade-repository'

export type TagInput = NewRecord<Tag>

export interface TagListOptions {
  readonly kind?: TagKind
  readonly deleted?: DeletedFilter
}

function tagQuery(options: TagListOptions = {}): MangoQuery<Tag> {
  const selector: MangoQuerySelector<Tag> = {}
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.kind) selector.kind = options.kind
  // Matches the index (isDeleted, kind, name): kinds grouped, names in order.
  return { selector, sort: [{ kind: 'asc' }, { name: 'asc' }] }
}

/** Setups, emotions and mistakes. */
export function createTagRepository(collection: RxCollection<Tag>, clock: Clock) {
  const base = createDocumentRepository<Tag>(collection, { clock, softDeletable: true })
  return {
    get: base.get,
    getMany: base.getMany,
    list: (options?: TagListOptions) => base.find(tagQuery(options)),
    watch: (options: TagListOptions, onValue: (tags: Tag[]) => void, onError?: ErrorListener): Unsubscribe =>
      base.watch(tagQuery(options), onValue, onError),
    /** A live tag of this kind whose name matches ignoring case and surrounding spaces. */
    async findByName(kind: TagKind, name: string): Promise<Tag | null> {
      const wanted = name.trim().toLocaleLowerCase()
      const tags = await base.find(tagQuery({ kind }))
      return tags.find((tag) => tag.name.trim().toLocaleLowerCase() === wanted) ?? null
    },
    insert: (input: TagInput) => base.insert({ ...input, name: input.name.trim() }),
    insertMany: base.insertMany,
    upsert: base.upsert,
    patch: (id: Id, changes: RecordChanges<Tag>) => base.patch(id, changes),
    rename: (id: Id, name: string) => base.patch(id, { name: name.trim() }),
    softDelete: base.softDelete,
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type TagRepository = ReturnType<typeof createTagRepository>
