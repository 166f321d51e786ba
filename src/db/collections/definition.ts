import type { MigrationStrategies, RxJsonSchema } from 'rxdb'
import type { StartingRow } from '../conflict-handler'

/**
 * One collection: its current schema and the strategies that migrate documents written by every
 * older version to it. Strategy `n` turns a version n-1 document into a version n document.
 */
export interface CollectionDefinition<T> {
  readonly schema: RxJsonSchema<T>
  readonly migrationStrategies: MigrationStrategies
  /** Replicated to the server; false for device-only data. */
  readonly synced: boolean
  /** What a synced row holds before anyone writes it: the sync merge's base for two rows created apart. */
  readonly startingRow?: StartingRow
}
