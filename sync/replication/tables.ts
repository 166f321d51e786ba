import type { SyncedCollectionName } from '../../src/db'

/** Server tables of sync/supabase/migrations, each served by `sync_pull` / `sync_push`. */
export const JOURNAL_TABLES = ['trades', 'fills', 'ledger_entries', 'tags', 'accounts', 'import_batches', 'plans', 'journal_entries', 'custom_items'] as const
export type JournalTable = (typeof JOURNAL_TABLES)[number]

/** One row per user, typed columns named by docs/product.md. */
export const SPEC_PREFERENCE_TABLES = ['user_customization_preferences', 'user_xp_levels', 'user_progression'] as const
export type SpecPreferenceTable = (typeof SPEC_PREFERENCE_TABLES)[number]

export const PREFERENCE_TABLES = ['user_preferences', ...SPEC_PREFERENCE_TABLES] as const
export type PreferenceTable = (typeof PREFERENCE_TABLES)[number]

export type SyncTable = JournalTable | PreferenceTable

/** The preference document each spec table holds. */
export const SPEC_TABLE_KEY: { readonly [T in SpecPreferenceTable]: string } = {
  user_customization_preferences: 'customization',
  user_xp_levels: 'xpLevel',
  user_progression: 'progression',
}

export function isJournalTable(table: string): table is JournalTable {
  return (JOURNAL_TABLES as readonly string[]).includes(table)
}

export function isSpecPreferenceTable(table: string): table is SpecPreferenceTable {
  return (SPEC_PREFERENCE_TABLES as readonly string[]).includes(table)
}

/** The table a preference document replicates to: its spec table, or the generic per-key table. */
export function preferenceTableFor(key: string): PreferenceTable {
  const spec = SPEC_PREFERENCE_TABLES.find((table) => SPEC_TABLE_KEY[table] === key)
  return spec ?? 'user_preferences'
}

/** Tables a local collection replicates to (journal collections carry the table's name). */
export function tablesOf(collection: SyncedCollectionName): readonly SyncTable[] {
  return collection === 'preferences' ? PREFERENCE_TABLES : [collection]
}

export function collectionOfTable(table: SyncTable): SyncedCollectionName {
  return isJournalTable(table) ? table : 'preferences'
}

/** The table a local document of `collection` goes to. */
export function tableForDocument(collection: SyncedCollectionName, id: string): SyncTable {
  return collection === 'preferences' ? preferenceTableFor(id) : collection
}

/** The column that keys a row within one user's rows (sync_key_column); spec rows come without it. */
export function keyColumn(table: SyncTable): 'id' | 'key' | 'user_id' {
  return isJournalTable(table) ? 'id' : table === 'user_preferences' ? 'key' : 'user_id'
}
