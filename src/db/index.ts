/**
 * The local database: the only module features and the app import from src/db. It has no side
 * effects on import (RxDB plugins register when a journal opens), and the app loads it with
 * `await import('../../db')` so RxDB stays out of the landing page bundle.
 */
export { openJournalDatabase, closeJournalDatabase, removeJournalDatabase, type JournalDatabase, type OpenJournalDatabaseOptions } from './journal-database'
export { watchHasUserData } from './has-user-data'
export { watchJournalWrites } from './journal-writes'
export { databaseNameForUser } from './database-name'
export { newId, type Clock } from './ids'
export type { JournalStorage } from './create-database'

export {
  JOURNAL_COLLECTIONS,
  JOURNAL_COLLECTION_NAMES,
  type JournalCollectionName,
  type JournalCollections,
  type JournalDocTypes,
  type CacheEntry,
  type OutboxItem,
  type OutboxKind,
  type OutboxState,
  type PreferenceDocument,
  type StoredTrade,
  toStoredTrade,
} from './collections'

export type { Unsubscribe, ErrorListener } from './repositories/plain'
export type { NewRecord, RecordChanges, RecordEdit } from './repositories/document-repository'
export { isSettableField } from './repositories/document-repository'
export { conflictKey, UNDONE_DELETION } from './conflict-handler'

export {
  type TradeRepository,
  type TradeInput,
  type TradeChanges,
  type TradeEdit,
  type TradeListOptions,
  type TradeSortField,
  type DeletedFilter,
} from './repositories/trade-repository'
export type { TagRepository, TagInput, TagListOptions, TagWriteResult, TagRetagResult } from './repositories/tag-repository'
export { TagMergeError } from './repositories/tag-repository'
export type { AccountRepository, AccountInput, AccountListOptions } from './repositories/account-repository'
export type { PreferenceRepository, PreferenceChanges, PreferenceConflict } from './repositories/preference-repository'
export type { CustomItemRepository, CustomItemInput, CustomItemListOptions } from './repositories/custom-item-repository'
export type { PlanRepository, PlanInput, PlanListOptions } from './repositories/plan-repository'
export type { JournalEntryRepository, JournalEntryInput, JournalEntryListOptions } from './repositories/journal-entry-repository'
export type { ScreenshotStore, ScreenshotUpload, ScreenshotVariant } from './repositories/screenshot-store'
export type { OutboxRepository, NewOutboxItem, OutboxChanges, OutboxFilter } from './repositories/outbox-repository'
export {
  createImportRepository,
  type ImportRepository,
  type ImportScope,
  type ImportCounts,
  type NewImportBatch,
  type ScopeData,
  type TradeDeriver,
} from './repositories/import-repository'
export {
  createBackupRepository,
  BackupRestoreError,
  type BackupRepository,
  type ReadBackupResult,
  type RestoreCheck,
  type RestoreOptions,
  type RestoreProblem,
  type RestoreResult,
} from './repositories/backup-repository'
// Device-only copies of network data (market prices...), with the time they were fetched.
export { createCacheRepository, type CacheRepository, type CacheInput } from './repositories/cache-repository'
// The sync layer's way in (sync/ never imports rxdb); the replication plugin loads only when sync starts.
export {
  createReplicationPort,
  type ReplicationPort,
  type ReplicationPortSource,
  type ReplicationPushRow,
  type ReplicationPullResult,
  type ReplicatedDocument,
  type CollectionReplication,
  type CollectionReplicationOptions,
  type ScreenshotPort,
  type SyncedCollectionName,
} from './replication-port'
// Restore on read: the one check per collection, and the set-aside list of what failed it.
export { readPulledDocument, type RecordReading } from './record-check'
export type { UnreadableLog, UnreadableRow, UnreadableOrigin } from './repositories/unreadable-rows'

export * from './react'
export * from '../domain'
