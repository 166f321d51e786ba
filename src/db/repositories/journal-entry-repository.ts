import type { MangoQuery, MangoQuerySelector, RxCollection } from 'rxdb'
import type { Id, JournalEntry, JournalEntryKind } from '../../domain'
import type { Clock } from '../ids'
import { createDocumentRepository, type NewRecord, type RecordChanges } from './document-repository'
import type { ErrorListener, Unsubscribe } from './plain'
import type { DeletedFilter } from './trade-repository'

export type JournalEntryInput = NewRecord<JournalEntry>

export interface JournalEntryListOptions {
  readonly kind?: JournalEntryKind
  readonly deleted?: DeletedFilter
}

function journalEntryQuery(options: JournalEntryListOptions = {}): MangoQuery<JournalEntry> {
  const selector: MangoQuerySelector<JournalEntry> = {}
  const deleted = options.deleted ?? 'exclude'
  if (deleted !== 'include') selector.isDeleted = deleted === 'only'
  if (options.kind) selector.kind = options.kind
  // Matches the indexes (isDeleted, kind, day) and (isDeleted, day); reversed in memory for newest first.
  return { selector, sort: [{ day: 'asc' }] }
}

/** Daily notes, psychology check-ins, weekly reviews and trade reviews, newest day first. */
export function createJournalEntryRepository(collection: RxCollection<JournalEntry>, clock: Clock) {
  const base = createDocumentRepository<JournalEntry>(collection, { clock, softDeletable: true })
  return {
    get: base.get,
    list: async (options?: JournalEntryListOptions) => [...(await base.find(journalEntryQuery(options)))].reverse(),
    watch: (options: JournalEntryListOptions, onValue: (entries: JournalEntry[]) => void, onError?: ErrorListener): Unsubscribe =>
      base.watch(journalEntryQuery(options), (entries) => onValue([...entries].reverse()), onError),
    insert: (input: JournalEntryInput) => base.insert(input),
    patch: (id: Id, changes: RecordChanges<JournalEntry>) => base.patch(id, changes),
    softDelete: base.softDelete,
    restore: base.restore,
    removePermanently: base.removePermanently,
  }
}

export type JournalEntryRepository = ReturnType<typeof createJournalEntryRepository>
