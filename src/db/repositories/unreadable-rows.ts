import type { RxCollection, RxDatabase } from 'rxdb'
import { BACKUP_COLLECTIONS } from '../../domain/backup'
import { withoutStorageFields } from '../document-data'
import type { OutboxItem } from '../collections/outbox'
import type { Clock } from '../ids'
import { readStoredDocument, type CheckedCollection, type RecordReading } from '../record-check'
import { createOutboxRepository, type OutboxRepository } from './outbox-repository'

/** Where a refused document came from: pulled from the server, or read from this device's database. */
export type UnreadableOrigin = 'server' | 'device'

export interface UnreadableRow {
  readonly collection: string
  readonly documentId: string
  readonly reason: string
  readonly origin: UnreadableOrigin
  /** The server table, for pulled rows. */
  readonly table?: string
  /** The row as it came, kept so nothing is lost (cut to a sane size). */
  readonly row?: unknown
}

const ROW_LIMIT = 20_000

/**
 * Documents that failed their collection's check on the way in (restore on read, record-check.ts),
 * kept in the sync layer's set-aside list (the outbox, kind `unreadableRow`, state `setAside`) with
 * their reason, for the sync panel. They never reach a screen or a metric; the device's copy, if
 * any, is left as it is. An entry leaves the list when a valid version of the row is pulled.
 *
 * One log per open database, shared by the repositories (reads) and the replication (pulls).
 */
export function createUnreadableLog(outbox: OutboxRepository) {
  /** Entries known to this tab, by collection/id: their outbox id and reason. */
  const known = new Map<string, { readonly id: string; readonly reason: string }>()
  const keyOf = (collection: string, documentId: string) => `${collection}/${documentId}`
  let loading: Promise<void> | undefined
  const load = () =>
    (loading ??= outbox.find({ kind: 'unreadableRow', state: 'setAside' }).then((items) => {
      for (const item of items) if (item.collectionName && item.documentId) known.set(keyOf(item.collectionName, item.documentId), { id: item.id, reason: item.reason ?? '' })
    }))
  /** Writes of this log run one after another, so two reports of one row make one entry. */
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    async record(entry: UnreadableRow): Promise<void> {
      await load()
      const key = keyOf(entry.collection, entry.documentId)
      const reason = entry.reason.slice(0, 2000)
      // The same row refused for the same reason again (a page read twice, a list read again): nothing to write.
      if (known.get(key)?.reason === reason) return
      await serial(async () => {
        const row = entry.row === undefined ? undefined : JSON.stringify(entry.row)
        const payload = { origin: entry.origin, ...(entry.table ? { table: entry.table } : {}), ...(row && row.length <= ROW_LIMIT ? { row: entry.row } : {}) }
        const existing = known.get(key) ?? (await outbox.find({ kind: 'unreadableRow', collectionName: entry.collection, documentId: entry.documentId }))[0]
        const item: OutboxItem | null = existing
          ? await outbox.update(existing.id, { reason, payload, lastError: reason })
          : await outbox.add({ kind: 'unreadableRow', state: 'setAside', collectionName: entry.collection, documentId: entry.documentId, payload, reason, lastError: reason })
        if (item) known.set(key, { id: item.id, reason })
      })
    },

    /** Valid versions of these rows arrived: they leave the list. */
    async clear(collection: string, documentIds: readonly string[]): Promise<void> {
      await load()
      if (known.size === 0) return
      const ids = documentIds.map((documentId) => keyOf(collection, documentId)).filter((key) => known.has(key))
      if (ids.length === 0) return
      await serial(async () => {
        for (const key of ids) {
          const entry = known.get(key)
          if (!entry) continue
          known.delete(key)
          await outbox.remove(entry.id)
        }
      })
    },
  }
}

export type UnreadableLog = ReturnType<typeof createUnreadableLog>

const logs = new WeakMap<RxDatabase, UnreadableLog>()

/** The log of a database (created on first use). */
export function unreadableLogOf(database: RxDatabase, clock: Clock): UnreadableLog {
  let log = logs.get(database)
  if (!log) {
    const outbox = (database.collections as Record<string, RxCollection | undefined>).outbox
    if (!outbox) throw new Error('The database has no outbox collection')
    logs.set(database, (log = createUnreadableLog(createOutboxRepository(outbox as unknown as RxCollection<OutboxItem>, clock))))
  }
  return log
}

/**
 * The read check of a collection, for repositories: a stored document as it may be handed out
 * (defaults filled), or undefined when it fails its check, which is then recorded in the log.
 * Collections outside the backup's (cache, outbox) and databases without an outbox are not checked.
 */
export function storedDocumentReader(collection: RxCollection, clock: Clock): (<T extends object>(stored: T, id: string) => T | undefined) | undefined {
  const name = collection.name as CheckedCollection
  const database = collection.database as RxDatabase
  if (!CHECKED.has(name) || !(database.collections as Record<string, unknown>).outbox) return undefined
  return <T extends object>(stored: T, id: string) => {
    const reading: RecordReading<T> = readStoredDocument(name, stored)
    if (reading.reason === undefined) return reading.document
    unreadableLogOf(database, clock)
      .record({ collection: name, documentId: id, reason: reading.reason, origin: 'device', row: withoutStorageFields(stored) })
      .catch(() => undefined)
    return undefined
  }
}

const CHECKED: ReadonlySet<string> = new Set(BACKUP_COLLECTIONS)
