import type { BackupCollectionName, BackupDocument } from './backup-format'

/**
 * The value a record takes for a field it lacks, where the app has one that changes nothing the
 * trader entered: an empty list, no notes, not in the trash. A record written by an older or newer
 * app version (or by hand) that only lacks such fields is repaired on read rather than refused, the
 * way Excalidraw restores elements; a record lacking what cannot be guessed (a symbol, a price, a
 * time) still breaks its collection's rules.
 */
const NOT_DELETED = { isDeleted: false } as const

export const RECORD_DEFAULTS: { readonly [K in BackupCollectionName]: Readonly<Record<string, unknown>> } = {
  accounts: { ...NOT_DELETED, archived: false },
  tags: NOT_DELETED,
  import_batches: {},
  fills: {},
  ledger_entries: { importId: '' },
  trades: { ...NOT_DELETED, tagIds: [], notes: '', screenshots: [], source: 'manual' },
  plans: NOT_DELETED,
  journal_entries: { ...NOT_DELETED, body: '', tagIds: [], tradeIds: [] },
  custom_items: { ...NOT_DELETED, order: 0 },
  preferences: {},
}

/**
 * The record with its collection's defaults for the fields it lacks (absent or null). The very same
 * object when nothing is missing, so reading a healthy journal copies nothing.
 */
export function withRecordDefaults<T extends BackupDocument>(collection: BackupCollectionName, document: T): T {
  const defaults = RECORD_DEFAULTS[collection]
  let repaired: Record<string, unknown> | undefined
  for (const field in defaults) {
    const value = document[field]
    if (value !== undefined && value !== null) continue
    repaired ??= { ...document }
    // Lists are fresh per record: domain types are readonly, but a shared default must never leak a write.
    const fallback = defaults[field]
    repaired[field] = Array.isArray(fallback) ? [] : fallback
  }
  return (repaired ?? document) as T
}
