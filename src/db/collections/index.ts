import type { RxCollection } from 'rxdb'
import type { Account, CustomItem, Fill, ImportBatch, JournalEntry, LedgerEntry, Plan, Tag } from '../../domain'
import { accountsCollection } from './accounts'
import { type CacheEntry, cacheCollection } from './cache'
import { customItemsCollection } from './custom-items'
import type { CollectionDefinition } from './definition'
import { fillsCollection } from './fills'
import { importBatchesCollection } from './import-batches'
import { journalEntriesCollection } from './journal-entries'
import { ledgerEntriesCollection } from './ledger-entries'
import { outboxCollection, type OutboxItem } from './outbox'
import { plansCollection } from './plans'
import { type PreferenceDocument, preferencesCollection } from './preferences'
import { tagsCollection } from './tags'
import { type StoredTrade, tradesCollection } from './trades'

export type { CacheEntry } from './cache'
export type { OutboxItem, OutboxKind, OutboxState } from './outbox'
export type { PreferenceDocument } from './preferences'
export { type StoredTrade, toStoredTrade } from './trades'
export type { CollectionDefinition } from './definition'

/** Document type of each collection. Names are snake_case like the server tables they sync with. */
export interface JournalDocTypes {
  trades: StoredTrade
  fills: Fill
  ledger_entries: LedgerEntry
  tags: Tag
  accounts: Account
  import_batches: ImportBatch
  preferences: PreferenceDocument
  plans: Plan
  journal_entries: JournalEntry
  custom_items: CustomItem
  cache: CacheEntry
  outbox: OutboxItem
}
export type JournalCollectionName = keyof JournalDocTypes

export type JournalCollections = { [K in JournalCollectionName]: RxCollection<JournalDocTypes[K]> }

/**
 * The 12 collections of a journal database (RxDB's open-source build allows 13 open per page). New
 * kinds of data go into an existing collection (a preference key, a plan or custom item kind, a cache
 * namespace, an outbox kind) before a 13th collection is considered.
 */
export const JOURNAL_COLLECTIONS: { readonly [K in JournalCollectionName]: CollectionDefinition<JournalDocTypes[K]> } = {
  trades: tradesCollection,
  fills: fillsCollection,
  ledger_entries: ledgerEntriesCollection,
  tags: tagsCollection,
  accounts: accountsCollection,
  import_batches: importBatchesCollection,
  preferences: preferencesCollection,
  plans: plansCollection,
  journal_entries: journalEntriesCollection,
  custom_items: customItemsCollection,
  cache: cacheCollection,
  outbox: outboxCollection,
}

export const JOURNAL_COLLECTION_NAMES = Object.keys(JOURNAL_COLLECTIONS) as JournalCollectionName[]
