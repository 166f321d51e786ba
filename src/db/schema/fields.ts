import { DECIMAL_PATTERN } from '../../domain'

/**
 * Building blocks of the collection schemas. A shipped schema version is frozen by the snapshot
 * guard (test/unit/db/schema-snapshot.test.ts), so changing a block here changes every schema that
 * uses it: bump those versions and add migration strategies.
 */

/** Client-generated UUID v4 (36 characters). */
export const uuid = { type: 'string', maxLength: 36 } as const

/** `toISOString()` output (24 characters); indexed instants sort correctly as strings. */
export const instant = { type: 'string', maxLength: 30 } as const

/** `YYYY-MM-DD`. */
export const localDate = { type: 'string', maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const

/** Exact decimal as text; 80 characters leave room for 18 decimals on very large amounts. */
export const decimal = { type: 'string', maxLength: 80, pattern: DECIMAL_PATTERN } as const

/** Short identifiers such as an exchange id or an asset symbol. */
export const code = { type: 'string', maxLength: 40 } as const

/** Free text with a sanity cap. */
export function text(maxLength: number) {
  return { type: 'string', maxLength } as const
}

/**
 * A value from a closed set (kind, side, status). The set lives in the domain types, not in an
 * `enum` here: adding a value must not need a version bump, because a bump rewrites every document
 * of the collection.
 */
export const keyword = { type: 'string', maxLength: 24 } as const

export const idList = { type: 'array', items: uuid } as const

/** Free-form JSON object whose shape belongs to a feature. */
export const jsonObject = { type: 'object', additionalProperties: true } as const

const fieldConflict = {
  type: 'object',
  properties: {
    field: { type: 'string', maxLength: 100 },
    lostValue: { type: 'string' },
    detectedAt: instant,
  },
  required: ['field', 'lostValue', 'detectedAt'],
  additionalProperties: false,
} as const

/** Fields of every synced record (domain SyncedFields). */
export const syncedProperties = {
  id: uuid,
  createdAt: instant,
  updatedAt: instant,
  serverRevision: { type: 'string', maxLength: 40 },
  conflicts: { type: 'array', items: fieldConflict },
} as const

export const syncedRequired = ['id', 'createdAt', 'updatedAt'] as const

/** Fields of records the trader can delete and restore (domain SoftDeletable). */
export const softDeleteProperties = {
  isDeleted: { type: 'boolean' },
  deletedAt: instant,
} as const
