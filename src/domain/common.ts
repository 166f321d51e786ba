/**
 * Shapes shared by every stored record. Plain aliases document intent; the database layer enforces
 * the formats (see src/db/README.md).
 */

/** A client-generated UUID (v4), so a row created offline never collides on the server. */
export type Id = string

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Record and user ids are UUIDs: the server's id columns are of type uuid, and so are its user ids. */
export function isUuid(text: string): boolean {
  return UUID.test(text)
}

/** An instant in UTC as produced by `Date.prototype.toISOString()`: `2025-03-01T14:05:09.000Z`. */
export type IsoInstant = string

/** A calendar day in the trader's time zone: `2025-03-01`. */
export type LocalDate = string

/**
 * An exact decimal number as text (`"-0.000012345678901234"`): prices, quantities, fees and money.
 * JSON numbers lose precision past 15-17 significant digits; crypto needs up to 18 decimals.
 */
export type DecimalString = string

/** Pattern every DecimalString matches: optional minus, digits, optional fraction. No exponent. */
export const DECIMAL_PATTERN = '^-?[0-9]+(\\.[0-9]+)?$'

/**
 * A field changed on two devices at once. The sync layer keeps one value and records the other here,
 * so no typed text disappears without a trace (docs/sync.md, guarantee 2).
 */
export interface FieldConflict {
  readonly field: string
  /** The value that was not kept, as JSON text. */
  readonly lostValue: string
  readonly detectedAt: IsoInstant
}

/** Fields every synced record carries. */
export interface SyncedFields {
  readonly id: Id
  readonly createdAt: IsoInstant
  /** Set on every local write. */
  readonly updatedAt: IsoInstant
  /** The server revision this copy is based on; absent until the row first reached the server. */
  readonly serverRevision?: string
  /** Values lost in field conflicts, newest last; the UI shows them until the trader dismisses them. */
  readonly conflicts?: readonly FieldConflict[]
}

/**
 * Records the trader can delete and restore (undo, trash). Named `isDeleted`, not `deleted`: RxDB
 * documents have a `deleted` getter, and `_deleted` is RxDB's own permanent-removal flag.
 */
export interface SoftDeletable {
  readonly isDeleted: boolean
  readonly deletedAt?: IsoInstant
}

/** Fields the database layer owns; inputs to repositories never carry them. */
export type ManagedField = 'id' | 'createdAt' | 'updatedAt' | 'serverRevision' | 'conflicts' | 'isDeleted' | 'deletedAt'

/** Any JSON value, for free-form definitions whose shape belongs to a feature. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue }
export type JsonObject = { readonly [key: string]: JsonValue }
