import type { Id, IsoInstant, JsonObject } from '../common'

/**
 * The journal backup file: every synced collection of one journal as JSON, plus (optionally) the
 * screenshot bytes as base64. Device-only collections (`cache`, `outbox`) are not in it: they are
 * rebuilt from the network and the sync layer.
 *
 * - `format` tells a backup from any other JSON file; `version` is the version of this envelope
 *   (bumped when its shape changes); `schemaVersions` are the collection schema versions the
 *   documents were written with, so a newer app can migrate them and an older one can refuse them.
 * - Documents are stored exactly as the app holds them (trades without the storage-only index key),
 *   so a restore into an empty journal of the same account gives back the same ids and fields.
 * - `ownerId` is the user whose journal it is. Its records' ids are that account's rows on the
 *   server, so only that account restores them as they are; any other (and a file without an owner,
 *   from before backups named one) gets the records under ids of its own (adopt-backup.ts).
 */
export const BACKUP_FORMAT = 'trading-journal-backup'
export const BACKUP_VERSION = 1

/**
 * The collections a backup holds, in restore order: what is referenced (accounts, tags, imports)
 * before what refers to it, so a restore cut short never leaves a trade pointing at nothing.
 */
export const BACKUP_COLLECTIONS = ['accounts', 'tags', 'import_batches', 'fills', 'ledger_entries', 'trades', 'plans', 'journal_entries', 'custom_items', 'preferences'] as const
export type BackupCollectionName = (typeof BACKUP_COLLECTIONS)[number]

/** Collections whose rows make a journal "not empty"; preference rows exist from the first sign-in. */
export const CONTENT_COLLECTIONS: readonly BackupCollectionName[] = BACKUP_COLLECTIONS.filter((name) => name !== 'preferences')

/** A stored record as plain JSON; every one has an `id` (the key, for preferences). */
export type BackupDocument = JsonObject & { readonly id: string }

/** Screenshot bytes of a trade (the `<screenshotId>` original or `<screenshotId>.display` copy). */
export interface BackupAttachment {
  readonly tradeId: Id
  /** The attachment id on the trade. */
  readonly id: string
  /** MIME type, e.g. `image/png`. */
  readonly type: string
  /** Size in bytes of the decoded data. */
  readonly length: number
  /** The bytes, base64 (RFC 4648, with padding). */
  readonly data: string
}

/** How a backup writes an instant: `Date.prototype.toISOString()` text. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

/** One screenshot's bytes, by trade and attachment id: the key attachments and the trades' screenshots meet on. */
export const attachmentKey = (tradeId: string, id: string) => `${tradeId}/${id}`

export type BackupCollections = { readonly [K in BackupCollectionName]: readonly BackupDocument[] }
export type SchemaVersions = { readonly [K in BackupCollectionName]: number }

export interface JournalBackup {
  readonly format: typeof BACKUP_FORMAT
  readonly version: number
  readonly exportedAt: IsoInstant
  /** The user id of the journal the backup was made from (absent in files from before it was written). */
  readonly ownerId?: Id
  readonly schemaVersions: SchemaVersions
  /** Whether screenshot bytes were included (trades keep their screenshot descriptions either way). */
  readonly includesScreenshots: boolean
  readonly collections: BackupCollections
  readonly attachments: readonly BackupAttachment[]
}
