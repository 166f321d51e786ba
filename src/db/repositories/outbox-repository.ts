import type { MangoQuerySelector, RxCollection } from 'rxdb'
import type { Id } from '../../domain'
import type { OutboxItem, OutboxKind, OutboxState } from '../collections/outbox'
import { type Clock, newId } from '../ids'
import { compact, toPlain, type Unsubscribe } from './plain'

export type NewOutboxItem = Omit<OutboxItem, 'id' | 'state' | 'attempts' | 'nextAttemptAt' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<OutboxItem, 'state' | 'attempts' | 'nextAttemptAt'>>
export type OutboxChanges = Partial<Omit<OutboxItem, 'id' | 'kind' | 'createdAt' | 'updatedAt'>>

export interface OutboxFilter {
  readonly kind?: OutboxKind
  readonly state?: OutboxState | readonly OutboxState[]
  readonly collectionName?: string
  readonly documentId?: string
  readonly attachmentId?: string
}

/**
 * The sync layer's device-only work queue (screenshot transfers, rows set aside). Items live in
 * IndexedDB, so a queued upload survives a reload or a killed tab.
 */
export function createOutboxRepository(collection: RxCollection<OutboxItem>, clock: Clock) {
  const now = () => clock().toISOString()

  function selector(filter: OutboxFilter): MangoQuerySelector<OutboxItem> {
    const out: Record<string, unknown> = {}
    if (filter.kind) out.kind = filter.kind
    if (filter.state) out.state = typeof filter.state === 'string' ? filter.state : { $in: [...filter.state] }
    if (filter.collectionName) out.collectionName = filter.collectionName
    if (filter.documentId) out.documentId = filter.documentId
    if (filter.attachmentId) out.attachmentId = filter.attachmentId
    return out as MangoQuerySelector<OutboxItem>
  }

  return {
    async add(item: NewOutboxItem): Promise<OutboxItem> {
      const at = now()
      const doc = await collection.insert(compact({ state: 'pending', attempts: 0, nextAttemptAt: at, ...item, id: newId(), createdAt: at, updatedAt: at }) as OutboxItem)
      return toPlain(doc)
    },

    async update(id: Id, changes: OutboxChanges): Promise<OutboxItem | null> {
      const doc = await collection.findOne(id).exec()
      if (!doc) return null
      const updated = await doc.incrementalModify((current) => compact({ ...current, ...changes, updatedAt: now() }) as OutboxItem)
      return toPlain(updated)
    },

    async remove(id: Id): Promise<void> {
      const doc = await collection.findOne(id).exec()
      await doc?.remove()
    },

    async find(filter: OutboxFilter = {}): Promise<OutboxItem[]> {
      // Sorted along the [kind, state, createdAt] index.
      const docs = await collection.find({ selector: selector(filter), sort: [{ kind: 'asc' }, { state: 'asc' }, { createdAt: 'asc' }] }).exec()
      return docs.map((doc) => toPlain(doc))
    },

    /** The queue is small; counting by reading keeps any filter legal (RxDB refuses unindexed counts). */
    async count(filter: OutboxFilter = {}): Promise<number> {
      return (await collection.find({ selector: selector(filter) }).exec()).length
    },

    /** The waiting item of the given kinds due first, if it is due by `at`. */
    async nextDue(kinds: readonly OutboxKind[], at: string): Promise<OutboxItem | null> {
      const docs = await collection
        .find({ selector: { state: { $in: ['pending', 'failed'] }, nextAttemptAt: { $lte: at } }, sort: [{ state: 'asc' }, { nextAttemptAt: 'asc' }] })
        .exec()
      const doc = docs.find((candidate) => kinds.includes(candidate.kind))
      return doc ? toPlain(doc) : null
    },

    /** When the next waiting item of these kinds becomes due (null when none waits). */
    async nextAttemptAt(kinds: readonly OutboxKind[]): Promise<string | null> {
      const docs = await collection.find({ selector: { state: { $in: ['pending', 'failed'] } }, sort: [{ state: 'asc' }, { nextAttemptAt: 'asc' }] }).exec()
      const times = docs.filter((doc) => kinds.includes(doc.kind)).map((doc) => doc.nextAttemptAt)
      return times.length > 0 ? times.reduce((a, b) => (a < b ? a : b)) : null
    },

    /** Items left in flight by a closed tab go back to the queue. */
    async requeueInFlight(): Promise<void> {
      const docs = await collection.find({ selector: { state: 'inFlight' } }).exec()
      for (const doc of docs) await doc.incrementalModify((current) => ({ ...current, state: 'pending', updatedAt: now() }))
    },

    /** Calls `listener` after any change to the queue (from this tab or another). */
    watch(listener: () => void): Unsubscribe {
      const subscription = collection.$.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
  }
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>
