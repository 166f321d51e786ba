import type { MangoQuery, MangoQuerySelector, RxCollection, RxDocument, RxDocumentData } from 'rxdb'
import type { Observable } from 'rxjs'
import type { FieldConflict, Id, ManagedField, SoftDeletable, SyncedFields } from '../../domain'
import { UNDONE_DELETION, unionConflicts, withoutConflict } from '../conflict-handler'
import { type Clock, newId } from '../ids'
import { withoutStorageFields } from '../document-data'
import { asError, compact, type ErrorListener, type Unsubscribe } from './plain'
import { storedDocumentReader } from './unreadable-rows'

/** What a caller supplies to create a record; the repository fills ids, timestamps and flags. */
export type NewRecord<T> = Omit<T, ManagedField> & { readonly id?: Id }
/** Fields a caller may change; `undefined` clears an optional field. */
export type RecordChanges<T> = { -readonly [K in Exclude<keyof T, ManagedField>]?: T[K] | undefined }

/** A form's save: the fields it writes, and the values they replace that the trader never saw. */
export interface RecordEdit<T> {
  readonly changes: RecordChanges<T>
  /** Values written since the form opened (on another device) that the trader's own replace. */
  readonly replaced: readonly Pick<FieldConflict, 'field' | 'lostValue'>[]
}

const MANAGED: readonly string[] = ['createdAt', 'updatedAt', 'serverRevision', 'conflicts', 'isDeleted', 'deletedAt']

/**
 * Told about a record while it is being written, before the database confirms it: a live list can
 * show it at once (`add`) and take it back if the write fails (`drop`).
 */
export interface PendingWrites<T> {
  readonly add: (record: T) => void
  readonly drop: (id: Id) => void
}

export interface RepositoryOptions<T, S> {
  readonly clock: Clock
  /** The collection has `isDeleted`/`deletedAt` (trash with restore). */
  readonly softDeletable: boolean
  /** Canonicalises a record and adds storage-only fields (index keys) before every write. */
  readonly toStored?: (record: T) => S
  /** Drops storage-only fields, and RxDB's own (`_rev`, `_meta`...), from what callers get: one copy. */
  readonly fromStored?: (stored: S) => T
}

/** A write put off for a frame starts after this long at most (a tab hidden meanwhile gets no frames). */
const FRAME_WAIT_LIMIT_MS = 100

/** Resolves once the next frame has been produced; at once where there are no frames (hidden tab, Node). */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible') return Promise.resolve()
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(limit)
        resolve()
      }, 0),
    )
  })
}

/**
 * The operations every collection repository shares, handing out plain objects. `T` is the record
 * callers see, `S` what is stored (T plus storage-only index keys, if any). Queries are RxDB mango
 * queries, so this stays inside src/db; feature-facing repositories wrap it with domain options.
 */
export function createDocumentRepository<T extends SyncedFields, S extends T = T>(collection: RxCollection<S>, options: RepositoryOptions<T, S>) {
  const now = () => options.clock().toISOString()
  const toStored = (record: T): S => compact(options.toStored ? options.toStored(compact(record)) : (record as S))
  // RxDB hands out one RxDocument instance per document revision, so a live query that re-emits
  // 10,000 documents after one write converts only the changed one (the journal's save path).
  // Restore on read: a document that fails its collection's check (written by another app version,
  // or by hand) is set aside and handed out to no one (null here). Checked once per revision.
  const presented = new WeakMap<RxDocument<S>, T | null>()
  const fromStored = (stored: S): T => (options.fromStored ? options.fromStored(stored) : (withoutStorageFields(stored) as unknown as T))
  const readStored = storedDocumentReader(collection as unknown as RxCollection, options.clock)
  const present = (doc: RxDocument<S>): T | undefined => {
    let record = presented.get(doc)
    if (record === undefined) {
      const stored = readStored ? readStored(doc._data, String(doc.primary)) : doc._data
      record = stored === undefined ? null : fromStored(stored)
      presented.set(doc, record)
    }
    return record ?? undefined
  }
  const presentAll = (docs: readonly RxDocument<S>[]): T[] => {
    const out: T[] = []
    for (const doc of docs) {
      const record = present(doc)
      if (record) out.push(record)
    }
    return out
  }
  /** For the write paths: a record that reads as refused is not there for the trader. */
  const presentWritten = (doc: RxDocument<S>): T => present(doc) ?? fromStored(doc._data)

  // RxDB's document cache (internal, stable since v15): the same RxDocument a query hands out for a
  // revision, so a change event's data presents as the very object the queries share.
  const documentCache = (collection as unknown as { _docCache?: { getCachedRxDocument?: (data: RxDocumentData<S>) => RxDocument<S> } })._docCache
  const presentData = (data: RxDocumentData<S>): T | undefined => {
    if (documentCache?.getCachedRxDocument) return present(documentCache.getCachedRxDocument(data))
    const stored = readStored ? readStored(data, String((data as unknown as { id: unknown }).id)) : data
    return stored === undefined ? undefined : fromStored(stored)
  }

  function userFields(input: object): Record<string, unknown> {
    const out: Record<string, unknown> = { ...input }
    for (const key of MANAGED) delete out[key]
    return out
  }

  function buildNew(input: NewRecord<T>): S {
    const at = now()
    const flags = options.softDeletable ? { isDeleted: false } : {}
    return toStored({ ...userFields(input), ...flags, id: input.id ?? newId(), createdAt: at, updatedAt: at } as unknown as T)
  }

  async function modify(id: Id, change: (current: T) => Record<string, unknown>): Promise<T> {
    const doc = await collection.findOne(id).exec()
    if (!doc) throw new Error(`No ${collection.name} record with id ${id}`)
    const updated = await doc.incrementalModify((stored) => {
      const current = (options.fromStored ? options.fromStored(stored as S) : stored) as T
      return toStored({ ...stored, ...change(current), updatedAt: now() } as T)
    })
    return presentWritten(updated)
  }

  function subscribe<R>(source: Observable<R>, onValue: (value: R) => void, onError?: ErrorListener): Unsubscribe {
    const subscription = source.subscribe({ next: onValue, error: (error: unknown) => onError?.(asError(error)) })
    return () => subscription.unsubscribe()
  }

  return {
    /** A stored document's data (e.g. from a change event) as callers see it. */
    presentData,

    async get(id: Id): Promise<T | null> {
      const doc = await collection.findOne(id).exec()
      return (doc && present(doc)) ?? null
    },

    async getMany(ids: readonly Id[]): Promise<T[]> {
      const found = await collection.findByIds([...ids]).exec()
      return ids.flatMap((id) => {
        const record = found.get(id) && present(found.get(id) as RxDocument<S>)
        return record ? [record] : []
      })
    },

    async find(query: MangoQuery<S>): Promise<T[]> {
      return presentAll(await collection.find(query).exec())
    },

    watch(query: MangoQuery<S>, onValue: (records: T[]) => void, onError?: ErrorListener): Unsubscribe {
      return subscribe(collection.find(query).$, (docs) => onValue(presentAll(docs)), onError)
    },

    watchOne(id: Id, onValue: (record: T | null) => void, onError?: ErrorListener): Unsubscribe {
      return subscribe(collection.findOne(id).$, (doc) => onValue((doc && present(doc)) ?? null), onError)
    },

    /** The selector must be satisfied by an index (RxDB refuses slow counts). */
    async count(selector: MangoQuerySelector<S>): Promise<number> {
      return collection.count({ selector }).exec()
    },

    watchCount(selector: MangoQuerySelector<S>, onValue: (count: number) => void, onError?: ErrorListener): Unsubscribe {
      return subscribe(collection.count({ selector }).$, onValue, onError)
    },

    async insert(input: NewRecord<T>, pending?: PendingWrites<T>): Promise<T> {
      const stored = buildNew(input)
      if (!pending) return presentWritten(await collection.insert(stored))
      const record = options.fromStored ? options.fromStored(stored) : (stored as unknown as T)
      pending.add(record)
      try {
        // The write's own set-up (RxDB's hooks, the storage transaction and their promise chains)
        // would run before the frame that shows the pending record; it starts once that frame is out.
        await afterNextFrame()
        return presentWritten(await collection.insert(stored))
      } catch (error) {
        pending.drop(record.id)
        throw error
      }
    },

    /** One bulk write. IndexedDB gives no all-or-nothing across chunks: big imports record progress. */
    async insertMany(inputs: readonly NewRecord<T>[]): Promise<T[]> {
      const result = await collection.bulkInsert(inputs.map(buildNew))
      if (result.error.length > 0) throw new Error(`${result.error.length} ${collection.name} records were not written`)
      return result.success.map(presentWritten)
    },

    /**
     * Creates the record or replaces its fields, keeping what the database owns (createdAt, the
     * deletion flag, sync bookkeeping).
     */
    async upsert(input: NewRecord<T> & { readonly id: Id }): Promise<T> {
      const existing = await collection.findOne(input.id).exec()
      if (!existing) {
        try {
          return presentWritten(await collection.insert(buildNew(input)))
        } catch (error) {
          if ((error as { code?: string }).code !== 'CONFLICT') throw error
        }
      }
      return modify(input.id, (current) => {
        const replaced: Record<string, unknown> = { id: input.id, ...userFields(input) }
        for (const key of MANAGED) replaced[key] = (current as unknown as Record<string, unknown>)[key]
        // Fields absent from the input are cleared, not kept.
        for (const key of Object.keys(current)) if (!(key in replaced)) replaced[key] = undefined
        return replaced
      })
    },

    async patch(id: Id, changes: RecordChanges<T>): Promise<T> {
      return modify(id, () => userFields(changes))
    },

    /** Read-modify-write against the latest stored state (safe against concurrent writes). */
    async update(id: Id, change: (current: T) => RecordChanges<T>): Promise<T> {
      return modify(id, (current) => userFields(change(current)))
    },

    /**
     * Writes a form's save onto the record as it is now (read-modify-write, like `update`); nothing
     * when it changes nothing. The values it replaces that the trader never saw join `conflicts`
     * (docs/sync.md, guarantee 2). A record moved to the trash meanwhile (on another device) comes back
     * with the edit, as the sync merge decides when an edit meets a deletion: the deletion is listed
     * in `conflicts` too, and `restored` says so, for the form to tell the trader.
     */
    async saveEdit(id: Id, edit: (current: T) => RecordEdit<T>): Promise<{ readonly record: T; readonly restored: boolean }> {
      const inTrash = (record: T) => options.softDeletable && (record as unknown as SoftDeletable).isDeleted
      const doc = await collection.findOne(id).exec()
      if (!doc) throw new Error(`No ${collection.name} record with id ${id}`)
      const stored = presentWritten(doc)
      if (Object.keys(edit(stored).changes).length === 0 && !inTrash(stored)) return { record: stored, restored: false }
      let restored = false
      const record = await modify(id, (current) => {
        const { changes, replaced } = edit(current)
        restored = inTrash(current)
        const lost = (restored ? [...replaced, UNDONE_DELETION] : replaced).map((value) => ({ ...value, detectedAt: now() }))
        return {
          ...userFields(changes),
          ...(restored ? { isDeleted: false, deletedAt: undefined } : {}),
          ...(lost.length > 0 ? { conflicts: unionConflicts(current.conflicts, lost) } : {}),
        }
      })
      return { record, restored }
    },

    async softDelete(id: Id): Promise<T> {
      requireSoftDelete(collection.name, options.softDeletable)
      return modify(id, () => ({ isDeleted: true, deletedAt: now() }))
    },

    /**
     * Settles one value kept in `conflicts` (docs/sync.md, guarantee 2): the trader either takes it back
     * (`use`: the top-level field gets the lost value; an undone deletion moves the record to the
     * trash) or dismisses it. Either way the entry leaves the list; the write syncs like any edit.
     */
    async settleConflict(id: Id, conflict: Pick<FieldConflict, 'field' | 'lostValue'>, choice: 'use' | 'dismiss'): Promise<T> {
      return modify(id, (current) => {
        const changes: Record<string, unknown> = { conflicts: withoutConflict(current.conflicts, conflict) }
        if (choice === 'use' && options.softDeletable && conflict.field === UNDONE_DELETION.field) {
          // The deletion an edit undid: taken back, the record goes to the trash after all.
          Object.assign(changes, JSON.parse(conflict.lostValue) === true ? { isDeleted: true, deletedAt: now() } : { isDeleted: false, deletedAt: undefined })
        } else if (choice === 'use') {
          if (!isSettableField(conflict.field)) throw new Error(`The conflict on ${conflict.field} can only be dismissed`)
          changes[conflict.field] = JSON.parse(conflict.lostValue) ?? undefined
        }
        return changes
      })
    },

    async restore(id: Id): Promise<T> {
      requireSoftDelete(collection.name, options.softDeletable)
      return modify(id, () => ({ isDeleted: false, deletedAt: undefined }))
    },

    /** Permanent removal; the sync layer replicates it as a deletion. */
    async removePermanently(ids: readonly Id[]): Promise<void> {
      if (ids.length === 0) return
      const result = await collection.bulkRemove([...ids])
      if (result.error.length > 0) throw new Error(`${result.error.length} ${collection.name} records were not removed`)
    },
  }
}

/** A conflict's value can be taken back only for a plain top-level field the trader edits. */
export function isSettableField(field: string): boolean {
  return /^[A-Za-z][A-Za-z0-9]*$/.test(field) && !MANAGED.includes(field) && field !== 'id'
}

function requireSoftDelete(name: string, softDeletable: boolean): void {
  if (!softDeletable) throw new Error(`${name} records cannot be soft-deleted`)
}
