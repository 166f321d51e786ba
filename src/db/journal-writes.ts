import { filter } from 'rxjs'
import type { JournalCollectionName } from './collections'
import type { JournalDatabase } from './journal-database'
import type { Unsubscribe } from './repositories/plain'

/** Bookkeeping of sync and imports: a write there changes nothing a screen shows. */
const UNSEEN: ReadonlySet<string> = new Set<JournalCollectionName>(['outbox', 'import_batches'])

/**
 * Where a write came from: this device (this tab, or another tab of the same journal: RxDB shares
 * writes between tabs), or sync bringing another device's changes (RxDB's replication writes, the
 * merge of a conflict among them, say so in their context).
 */
export type WriteOrigin = 'device' | 'sync'

const originOf = (context: string): WriteOrigin => (context.startsWith('replication-') ? 'sync' : 'device')

/**
 * Calls back on every write to the journal's data with the collection written, where the write came
 * from and the ids of the documents written. For caches of what a screen showed, which a write may
 * have made untrue.
 */
export function watchJournalWrites(db: JournalDatabase, callback: (collection: JournalCollectionName, origin: WriteOrigin, documentIds: readonly string[]) => void): Unsubscribe {
  const subscription = db.rxDatabase.eventBulks$.pipe(filter((bulk) => !bulk.isLocal && bulk.collectionName !== undefined && !UNSEEN.has(bulk.collectionName))).subscribe((bulk) =>
    callback(
      bulk.collectionName as JournalCollectionName,
      originOf(bulk.context),
      bulk.events.map((event) => event.documentId),
    ),
  )
  return () => subscription.unsubscribe()
}
