import { filter } from 'rxjs'
import type { JournalCollectionName } from './collections'
import type { JournalDatabase } from './journal-database'
import type { Unsubscribe } from './repositories/plain'

/** Bookkeeping of sync and imports: a write there changes nothing a screen shows. */
const UNSEEN: ReadonlySet<string> = new Set<JournalCollectionName>(['outbox', 'import_batches'])

/**
 * Calls back on every write to the journal's data, made in this tab, in another tab of the same
 * journal (RxDB shares writes between tabs) or by sync pulling another device's changes, with the
 * collection written. For caches of what a screen showed, which a write may have made untrue.
 */
export function watchJournalWrites(db: JournalDatabase, callback: (collection: JournalCollectionName) => void): Unsubscribe {
  const subscription = db.rxDatabase.eventBulks$
    .pipe(filter((bulk) => !bulk.isLocal && bulk.collectionName !== undefined && !UNSEEN.has(bulk.collectionName)))
    .subscribe((bulk) => callback(bulk.collectionName as JournalCollectionName))
  return () => subscription.unsubscribe()
}
