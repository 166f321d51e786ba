import { removeRxDatabase, type RxDatabase } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { JOURNAL_COLLECTIONS, type JournalCollections } from './collections'
import { createDatabaseWithCollections, type JournalStorage } from './create-database'
import { databaseNameForUser } from './database-name'
import { type Clock, systemClock } from './ids'
import { withIndexReads } from './index-reads'
import { type AccountRepository, createAccountRepository } from './repositories/account-repository'
import { createCustomItemRepository, type CustomItemRepository } from './repositories/custom-item-repository'
import { createPlanRepository, type PlanRepository } from './repositories/plan-repository'
import { createPreferenceRepository, type PreferenceRepository } from './repositories/preference-repository'
import { createScreenshotStore, type ScreenshotStore } from './repositories/screenshot-store'
import { createTagRepository, type TagRepository } from './repositories/tag-repository'
import { createTradeRepository, type TradeRepository } from './repositories/trade-repository'

export interface OpenJournalDatabaseOptions {
  readonly userId: string
  /** Defaults to Dexie on the page's IndexedDB. Tests pass a validating wrapper. */
  readonly storage?: JournalStorage
  /** Share changes between tabs (default true). */
  readonly multiInstance?: boolean
  /** Time source for createdAt/updatedAt (default: the system clock). */
  readonly clock?: Clock
}

/** One user's local journal: repositories for features, the RxDB database for db/ and the sync layer. */
export interface JournalDatabase {
  readonly userId: string
  readonly name: string
  readonly trades: TradeRepository
  /** Screenshot bytes of trades, kept on the device. */
  readonly screenshots: ScreenshotStore
  readonly tags: TagRepository
  readonly accounts: AccountRepository
  readonly preferences: PreferenceRepository
  /** Custom metrics and custom pages. */
  readonly customItems: CustomItemRepository
  /** Goals, the trading plan, risk rules and performance alerts. */
  readonly plans: PlanRepository
  /** The RxDB database. Only src/db and the replication layer touch it; features use repositories. */
  readonly rxDatabase: RxDatabase<JournalCollections>
  readonly clock: Clock
}

interface OpenEntry {
  readonly database: Promise<JournalDatabase>
  readonly storage: JournalStorage
}

const openDatabases = new Map<string, OpenEntry>()
const storageUsedBefore = new Map<string, JournalStorage>()

/**
 * Opens (or returns the already open) journal of a user. One journal is open at a time: opening
 * another user's closes the previous one, because RxDB's open-source build allows 13 open
 * collections per page and a journal has 12.
 */
export function openJournalDatabase(options: OpenJournalDatabaseOptions): Promise<JournalDatabase> {
  const { userId } = options
  const existing = openDatabases.get(userId)
  if (existing) return existing.database
  let name: string
  try {
    name = databaseNameForUser(userId)
  } catch (error) {
    return Promise.reject(error)
  }
  const storage = withIndexReads(options.storage ?? getRxStorageDexie())
  const clock = options.clock ?? systemClock
  const database = (async () => {
    await Promise.all([...openDatabases.keys()].filter((other) => other !== userId).map(closeJournalDatabase))
    const rxDatabase = await createDatabaseWithCollections<JournalCollections>({
      name,
      storage,
      multiInstance: options.multiInstance ?? true,
      definitions: JOURNAL_COLLECTIONS,
      clock,
    })
    const { collections } = rxDatabase
    return Object.freeze({
      userId,
      name,
      rxDatabase,
      clock,
      trades: createTradeRepository(collections.trades, clock),
      screenshots: createScreenshotStore(collections.trades, clock),
      tags: createTagRepository(collections.tags, clock, collections.trades),
      accounts: createAccountRepository(collections.accounts, clock, collections.trades),
      preferences: createPreferenceRepository(collections.preferences, clock),
      customItems: createCustomItemRepository(collections.custom_items, clock),
      plans: createPlanRepository(collections.plans, clock),
    })
  })()
  const entry: OpenEntry = { database, storage }
  openDatabases.set(userId, entry)
  storageUsedBefore.set(userId, storage)
  database.catch(() => {
    if (openDatabases.get(userId) === entry) openDatabases.delete(userId)
  })
  return database
}

/** Closes the user's journal if it is open. Data stays on the device. */
export async function closeJournalDatabase(userId: string): Promise<void> {
  const entry = openDatabases.get(userId)
  if (!entry) return
  openDatabases.delete(userId)
  const database = await entry.database.catch(() => null)
  await database?.rxDatabase.close()
}

/**
 * Deletes every local record of the user from this device (closing the journal first). What has not
 * reached the server yet is lost: the caller warns first.
 */
export async function removeJournalDatabase(userId: string, options: { readonly storage?: JournalStorage } = {}): Promise<void> {
  const name = databaseNameForUser(userId)
  await closeJournalDatabase(userId)
  const storage = options.storage ?? storageUsedBefore.get(userId) ?? getRxStorageDexie()
  await removeRxDatabase(name, storage, false)
  storageUsedBefore.delete(userId)
}
