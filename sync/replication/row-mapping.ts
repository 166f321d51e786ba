import type { ReplicatedDocument } from '../../src/db'
import { isJournalTable, isSpecPreferenceTable, keyColumn, SPEC_TABLE_KEY, type SpecPreferenceTable, type SyncTable } from './tables'
import type { PushRowBody, ServerRow } from './wire'

/**
 * Local documents <-> server rows, the one place they are converted.
 * - Journal tables: the row is `id` + `doc` (the document without its key and sync fields) + `deleted`.
 * - `user_preferences`: keyed by `key` (the preference document's id), `doc` = {createdAt, updatedAt,
 *   conflicts, value}.
 * - The spec tables (one row per user): the spec fields of `value` go to their snake_case columns,
 *   the rest of the document stays in `doc` (so `doc.value` keeps e.g. `xp`). A value a column cannot
 *   hold (a corrupted field) stays in `doc` rather than failing the whole batch.
 * `serverRevision` comes from the row's `revision`; `_deleted` is `deleted`.
 */

type Row = Record<string, unknown>

/** Fields of a local document that never go into `doc`. */
const LOCAL_ONLY = ['id', 'serverRevision', '_deleted', '_attachments', '_meta', '_rev', 'openedAtDescKey']

interface ColumnCodec {
  readonly field: string
  readonly column: string
  /** The column value, or undefined when the local value does not fit the column. */
  encode(value: unknown): unknown
  decode(value: unknown): unknown
}

const asIs = (value: unknown) => value
const booleanColumn = (field: string, column: string): ColumnCodec => ({
  field,
  column,
  encode: (value) => (typeof value === 'boolean' ? value : undefined),
  decode: asIs,
})
const textColumn = (field: string, column: string): ColumnCodec => ({
  field,
  column,
  encode: (value) => (typeof value === 'string' ? value : undefined),
  decode: asIs,
})

/** The spec columns, camelCase field of the preference `value` <-> snake_case column. */
export const SPEC_COLUMNS: { readonly [T in SpecPreferenceTable]: readonly ColumnCodec[] } = {
  user_customization_preferences: [
    booleanColumn('calmModeEnabled', 'calm_mode_enabled'),
    booleanColumn('soundEnabled', 'sound_enabled'),
    textColumn('animationSpeed', 'animation_speed'),
    {
      // Locally "no theme chosen" is null; the column is not null and defaults to 'default'.
      field: 'activeTheme',
      column: 'active_theme',
      encode: (value) => (value === null ? 'default' : typeof value === 'string' ? value : undefined),
      decode: (value) => (value === 'default' || value === null || value === undefined ? null : value),
    },
    {
      field: 'unlockedThemes',
      column: 'unlocked_themes',
      encode: (value) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined),
      decode: (value) => (Array.isArray(value) ? value : []),
    },
  ],
  user_xp_levels: [
    {
      field: 'currentLevel',
      column: 'current_level',
      encode: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined),
      decode: (value) => Number(value),
    },
  ],
  user_progression: [textColumn('rank', 'rank')],
}

/** The row body `sync_push` takes for a local document (without `base_revision`). */
export function toServerRow(table: SyncTable, document: ReplicatedDocument): Row {
  const doc: Row = { ...document }
  for (const field of LOCAL_ONLY) delete doc[field]
  const deleted = document._deleted === true
  if (isJournalTable(table)) return { id: document.id, doc, deleted }
  if (table === 'user_preferences') return { key: document.id, doc, deleted }

  const value: Row = isObject(doc.value) ? { ...doc.value } : {}
  const columns: Row = {}
  for (const codec of SPEC_COLUMNS[table]) {
    if (!(codec.field in value)) continue
    const encoded = codec.encode(value[codec.field])
    if (encoded === undefined) continue
    columns[codec.column] = encoded
    delete value[codec.field]
  }
  return { ...columns, doc: { ...doc, value }, deleted }
}

export function withBaseRevision(body: Row, baseRevision: number | null): PushRowBody {
  return { ...body, base_revision: baseRevision }
}

/** The local document for a server row. */
export function fromServerRow(table: SyncTable, row: ServerRow): ReplicatedDocument {
  const doc: Row = isObject(row.doc) ? { ...row.doc } : {}
  delete doc.id
  delete doc.serverRevision
  delete doc._deleted
  const id = documentIdOfRow(table, row)
  const out: Row = {
    ...doc,
    id,
    // Rows written outside the app (REST, SQL) may lack the client's own times: use the server's.
    createdAt: typeof doc.createdAt === 'string' ? doc.createdAt : isoOf(row.created_at),
    updatedAt: typeof doc.updatedAt === 'string' ? doc.updatedAt : isoOf(row.updated_at ?? row.created_at),
    serverRevision: String(row.revision),
    _deleted: row.deleted === true,
  }
  if (!isJournalTable(table)) {
    const value: Row = isObject(doc.value) ? { ...doc.value } : {}
    if (isSpecPreferenceTable(table)) {
      for (const codec of SPEC_COLUMNS[table]) if (codec.column in row) value[codec.field] = codec.decode(row[codec.column])
    }
    out.value = value
  }
  return out as ReplicatedDocument
}

/** The local document id of a server row. */
export function documentIdOfRow(table: SyncTable, row: ServerRow): string {
  return documentIdOf(table, String(row[keyColumn(table)] ?? ''))
}

/** The local document id a `written` / `rejected` entry (key as text) refers to. */
export function documentIdOf(table: SyncTable, key: string): string {
  return isSpecPreferenceTable(table) ? SPEC_TABLE_KEY[table] : key
}

/** Postgres renders `2026-11-22T03:41:11.037594+00:00`; local instants are `toISOString()` output. */
function isoOf(value: unknown): string {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString()
}

function isObject(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
