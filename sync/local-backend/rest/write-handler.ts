/** POST (insert, upsert), PATCH and DELETE on a table, with PostgREST's statuses and headers. */
import type { BackendResponse } from '../http/types'
import { bodyHeaders, runRequest, type RestContext } from './context'
import { columnNotFound, maxAffectedViolation, singularityError } from './errors'
import { negotiate } from './media'
import type { Payload } from './payload'
import { preferenceApplied, shouldCount } from './preferences'
import { contentRange } from './ranges'
import type { Column, Table } from './schema-cache'
import { SqlParams } from './sql'
import { deleteStatement, insertStatement, updateStatement, type ResultRow, type WriteShape } from './statements'

type WriteKind = 'insert' | 'update' | 'delete'

/** The body's keys as columns of the table; an unknown one is PGRST204 (the first, in key order). */
async function columnsOf(context: RestContext, table: Table, payload: Payload): Promise<Column[]> {
  const columns: Column[] = []
  for (const key of payload.keys) {
    const column = await context.cache.column(table, key)
    if (!column) throw columnNotFound(table.name, key)
    columns.push(column)
  }
  return columns
}

function writeShape(context: RestContext, table: Table, kind: WriteKind): WriteShape {
  const { preferences, query, request } = context
  const headersOnly = kind === 'insert' && preferences.representation === 'headers-only' && table.primaryKey.length > 0
  return {
    select: query.select,
    order: query.order,
    media: negotiate(request.headers.accept),
    representation: preferences.representation === 'representation',
    ...(headersOnly ? { returnAlso: table.primaryKey } : {}),
  }
}

async function execute(context: RestContext, kind: WriteKind, shape: WriteShape, sql: string, params: SqlParams): Promise<ResultRow> {
  const { preferences } = context
  return runRequest(context, false, async (tx) => {
    const row = (await tx.query<ResultRow>(sql, params.values)).rows[0] as ResultRow
    if (shape.media.single && row.page_total !== 1) throw singularityError(row.page_total)
    if (kind !== 'insert' && preferences.handling === 'strict' && preferences.maxAffected !== undefined && row.page_total > preferences.maxAffected) {
      throw maxAffectedViolation(row.page_total)
    }
    return row
  })
}

/** `Location: /table?pk=eq.value` of the one row a `return=headers-only` insert created. */
function locationOf(table: Table, row: ResultRow): string | undefined {
  if (!row.location || row.page_total !== 1) return undefined
  const values = JSON.parse(row.location) as Record<string, unknown>
  const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  const pairs = table.primaryKey.map((key) => {
    const value = values[key]
    const text = value === null || value === undefined ? 'is.null' : `eq.${typeof value === 'string' ? value : JSON.stringify(value)}`
    return `${encode(key)}=${encode(text)}`
  })
  return `/${table.name}?${pairs.join('&')}`
}

function respond(
  context: RestContext,
  kind: WriteKind,
  shape: WriteShape,
  row: ResultRow,
  status: number,
  range: string,
  extra: Record<string, string> = {},
  insertHasKey = false,
): BackendResponse {
  const applied = preferenceApplied(context.preferences, kind, insertHasKey)
  const headers = { 'content-range': range, ...extra, ...(applied ? { 'preference-applied': applied } : {}) }
  if (shape.representation) return { status, headers: { ...headers, ...bodyHeaders(context, shape.media.contentType) }, body: row.body }
  return { status: kind === 'insert' ? status : 204, headers }
}

export async function insertRows(context: RestContext, table: Table, payload: Payload): Promise<BackendResponse> {
  const { preferences, query } = context
  const shape = writeShape(context, table, 'insert')
  const columns = await columnsOf(context, table, payload)
  const params = new SqlParams()
  const onConflict = preferences.resolution ? { resolution: preferences.resolution, columns: query.onConflict ?? table.primaryKey } : undefined
  const sql = insertStatement(table, { ...shape, payload, columns, applyDefaults: preferences.missing === 'default', ...(onConflict ? { onConflict } : {}) }, params)
  const row = await execute(context, 'insert', shape, sql, params)
  // An upsert that only updated answers 200; anything that inserted, or a plain insert, 201.
  const status = preferences.resolution === 'merge-duplicates' && row.inserted !== undefined && row.inserted !== null && row.inserted <= 0 ? 200 : 201
  const location = shape.returnAlso ? locationOf(table, row) : undefined
  return respond(
    context,
    'insert',
    shape,
    row,
    status,
    contentRange(1, 0, shouldCount(preferences) ? row.page_total : undefined),
    location ? { location } : {},
    table.primaryKey.length > 0 || query.onConflict !== undefined,
  )
}

export async function updateRows(context: RestContext, table: Table, payload: Payload): Promise<BackendResponse> {
  const { preferences, query } = context
  const shape = writeShape(context, table, 'update')
  const columns = await columnsOf(context, table, payload)
  const params = new SqlParams()
  const sql = updateStatement(table, { ...shape, payload, columns, applyDefaults: preferences.missing === 'default', filters: query.filters, logic: query.logic }, params)
  const row = await execute(context, 'update', shape, sql, params)
  return respond(context, 'update', shape, row, 200, contentRange(0, row.page_total - 1, shouldCount(preferences) ? row.page_total : undefined))
}

export async function deleteRows(context: RestContext, table: Table): Promise<BackendResponse> {
  const { preferences, query } = context
  const shape = writeShape(context, table, 'delete')
  const params = new SqlParams()
  const sql = deleteStatement(table, { ...shape, filters: query.filters, logic: query.logic }, params)
  const row = await execute(context, 'delete', shape, sql, params)
  return respond(context, 'delete', shape, row, 200, contentRange(1, 0, shouldCount(preferences) ? row.page_total : undefined))
}
