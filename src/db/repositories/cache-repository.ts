import type { MangoQuery, RxCollection } from 'rxdb'
import type { CacheEntry } from '../collections/cache'
import type { JournalCollections } from '../collections'
import type { JournalDatabase } from '../journal-database'
import { asError, compact, type ErrorListener, toPlain, type Unsubscribe } from './plain'

/** What a caller stores: `fetchedAt` defaults to the database clock's now. */
export type CacheInput = Omit<CacheEntry, 'fetchedAt'> & { readonly fetchedAt?: string }

/**
 * The device-only `cache` collection: copies of network data (market prices, ratios...) with the
 * time they were fetched, so a screen shows its last data and its age while offline. It is not a
 * synced collection (no `createdAt`/`updatedAt`/trash), so it does not wrap `createDocumentRepository`;
 * a put replaces the whole entry, and the id (`<namespace>:<what>`) is the caller's.
 */
export function createCacheRepository(db: Pick<JournalDatabase, 'rxDatabase' | 'clock'>) {
  const collection = (db.rxDatabase.collections as JournalCollections).cache as RxCollection<CacheEntry>
  const byNamespace = (namespace: string): MangoQuery<CacheEntry> => ({ selector: { namespace }, sort: [{ namespace: 'asc' }, { fetchedAt: 'asc' }] })

  return {
    async get(id: string): Promise<CacheEntry | null> {
      const doc = await collection.findOne(id).exec()
      return doc ? toPlain(doc) : null
    },

    /** Stores (or replaces) an entry; returns what was stored. */
    async put(input: CacheInput): Promise<CacheEntry> {
      const entry = compact({ ...input, fetchedAt: input.fetchedAt ?? db.clock().toISOString() }) as CacheEntry
      const doc = await collection.upsert(entry)
      return toPlain(doc)
    },

    /** One entry, live; null while there is none. */
    watch(id: string, onValue: (entry: CacheEntry | null) => void, onError?: ErrorListener): Unsubscribe {
      const subscription = collection.findOne(id).$.subscribe({
        next: (doc) => onValue(doc ? toPlain(doc) : null),
        error: (error: unknown) => onError?.(asError(error)),
      })
      return () => subscription.unsubscribe()
    },

    /** Every entry of a namespace, live, oldest fetch first. */
    watchNamespace(namespace: string, onValue: (entries: CacheEntry[]) => void, onError?: ErrorListener): Unsubscribe {
      const subscription = collection.find(byNamespace(namespace)).$.subscribe({
        next: (docs) => onValue(docs.map((doc) => toPlain(doc))),
        error: (error: unknown) => onError?.(asError(error)),
      })
      return () => subscription.unsubscribe()
    },

    /** Every entry of a namespace, oldest fetch first (the index order). */
    async list(namespace: string): Promise<CacheEntry[]> {
      return (await collection.find(byNamespace(namespace)).exec()).map((doc) => toPlain(doc))
    },

    async remove(id: string): Promise<void> {
      await collection.findOne(id).remove()
    },

    /** Removes the entries of a namespace fetched before `before` (ISO instant); returns how many. */
    async evictOlderThan(namespace: string, before: string): Promise<number> {
      const removed = await collection.find({ selector: { namespace, fetchedAt: { $lt: before } } }).remove()
      return removed.length
    },
  }
}

export type CacheRepository = ReturnType<typeof createCacheRepository>
