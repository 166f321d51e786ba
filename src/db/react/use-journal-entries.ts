import type { JournalEntry, JournalEntryKind } from '../../domain'
import type { JournalDatabase } from '../journal-database'
import { createJournalEntryRepository, type JournalEntryRepository } from '../repositories/journal-entry-repository'
import { useJournalDatabase } from './journal-database-context'
import type { LiveResult } from './live-store'
import { useLiveValue } from './use-live-value'

const NO_ENTRIES: readonly JournalEntry[] = []
const repositories = new WeakMap<JournalDatabase, JournalEntryRepository>()

/** The journal entries repository of an open journal (made once per journal, on first use). */
export function journalEntriesOf(db: JournalDatabase): JournalEntryRepository {
  let repository = repositories.get(db)
  if (!repository) {
    repository = createJournalEntryRepository(db.rxDatabase.collections.journal_entries, db.clock)
    repositories.set(db, repository)
  }
  return repository
}

/** Writes to the journal entries (check-ins, notes, reviews) of the open journal. */
export function useJournalEntryRepository(): JournalEntryRepository {
  return journalEntriesOf(useJournalDatabase())
}

/** Live journal entries of one kind, newest day first. */
export function useJournalEntries(kind: JournalEntryKind): LiveResult<readonly JournalEntry[]> {
  const db = useJournalDatabase()
  return useLiveValue<readonly JournalEntry[]>(`${db.name}:journal-entries:${kind}`, (onValue, onError) => journalEntriesOf(db).watch({ kind }, onValue, onError), NO_ENTRIES)
}
