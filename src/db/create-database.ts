import { createRxDatabase, type RxCollection, type RxCollectionCreator, type RxDatabase, type RxStorage } from 'rxdb'
import type { SyncedFields } from '../domain'
import type { CollectionDefinition } from './collections'
import { createFieldMergeConflictHandler } from './conflict-handler'
import type { Clock } from './ids'
import { registerRxPlugins } from './plugins'

/** Whatever storage createRxDatabase accepts (Dexie in the app, Dexie wrapped by a validator in tests). */
export type JournalStorage = Parameters<typeof createRxDatabase>[0]['storage']

type DocumentTypeOf<Collection> = Collection extends RxCollection<infer Doc> ? Doc : never

export interface CreateDatabaseOptions<C> {
  readonly name: string
  readonly storage: JournalStorage | RxStorage<unknown, unknown>
  readonly multiInstance: boolean
  readonly definitions: { readonly [K in keyof C]: CollectionDefinition<DocumentTypeOf<C[K]>> }
  readonly clock: Clock
}

/**
 * Creates an RxDB database with the given collections, running the migration strategies of any
 * collection whose stored version is older. Used for journals and, in tests, for test-local schemas.
 */
export async function createDatabaseWithCollections<C>(options: CreateDatabaseOptions<C>): Promise<RxDatabase<C>> {
  registerRxPlugins()
  const database = await createRxDatabase<C>({
    name: options.name,
    storage: options.storage as JournalStorage,
    multiInstance: options.multiInstance,
    eventReduce: true,
  })
  const creators: Record<string, RxCollectionCreator> = {}
  const definitions: Record<string, Pick<CollectionDefinition<unknown>, 'migrationStrategies' | 'synced' | 'startingRow'> & { schema: object }> = options.definitions
  for (const [name, definition] of Object.entries(definitions)) {
    creators[name] = {
      schema: definition.schema as RxCollectionCreator['schema'],
      migrationStrategies: definition.migrationStrategies,
      // Synced rows merge field by field instead of RxDB's default "server wins".
      ...(definition.synced ? { conflictHandler: createFieldMergeConflictHandler<SyncedFields>(options.clock, definition.startingRow) } : {}),
    }
  }
  try {
    await database.addCollections(creators)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
