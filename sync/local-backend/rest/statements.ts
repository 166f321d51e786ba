/**
 * The one statement each request runs (PostgREST's Query/Statements.hs): the read, write or call
 * goes into a `pgrst_source` CTE, and one outer SELECT returns the page size, the optional exact
 * count and the body, rendered by Postgres (`json_agg`) so values keep Postgres's JSON rendering
 * (timestamps with microseconds, numerics exact).
 */
import type { ResponseMedia } from './media'
import type { Payload } from './payload'
import type { Range } from './ranges'
import type { Column, Routine, RoutineParam, Table } from './schema-cache'
import { EXPOSED_SCHEMA } from './schema-cache'
import { ident, orderSql, rangeSql, selectSql, selectedColumns, whereSql, type SqlParams, type Source } from './sql'
import type { Filter, LogicTree, OrderTerm, SelectItem } from './types'

export interface ResultRow {
  readonly total: number | null
  readonly page_total: number
  readonly body: string
  readonly inserted?: number | null
  readonly location?: string | null
}

export interface ReadShape {
  readonly select: readonly SelectItem[]
  readonly filters: readonly Filter[]
  readonly logic: readonly LogicTree[]
  readonly order: readonly OrderTerm[]
  readonly range: Range
  readonly count: boolean
  readonly media: ResponseMedia
}

export const tableSql = (name: string) => `${ident(EXPOSED_SCHEMA)}.${ident(name)}`

export function tableSource(table: Table, sql = tableSql(table.name)): Source {
  return { sql, name: table.name, columnType: (name) => table.columns.find((column) => column.name === name)?.type, columns: table.columns.map((column) => column.name) }
}

function bodySql(media: ResponseMedia, value: '_postgrest_t' | '_postgrest_t.pgrst_scalar'): string {
  const agg = media.stripNulls ? `json_strip_nulls(json_agg(${value}))` : `json_agg(${value})`
  return media.single ? `coalesce(${agg}->0, 'null')::text` : `coalesce(${agg}, '[]')::text`
}

export function readStatement(table: Table, shape: ReadShape, params: SqlParams): string {
  const source = tableSource(table)
  const where = whereSql(source, shape.filters, shape.logic, params)
  const select = selectSql(source, shape.select, params)
  const order = orderSql(source, shape.order, params)
  return (
    `WITH pgrst_source AS (SELECT ${select} FROM ${source.sql}${where}${order}${rangeSql(shape.range, params)})` +
    (shape.count ? `, pgrst_source_count AS (SELECT 1 FROM ${source.sql}${where})` : '') +
    ` SELECT ${shape.count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)::int' : 'null::int'} AS total,` +
    ` pg_catalog.count(_postgrest_t)::int AS page_total, ${bodySql(shape.media, '_postgrest_t')} AS body` +
    ` FROM (SELECT * FROM pgrst_source) _postgrest_t`
  )
}

// ---- writes ----------------------------------------------------------------------------------

export interface WriteShape {
  readonly select: readonly SelectItem[]
  readonly order: readonly OrderTerm[]
  readonly media: ResponseMedia
  /** Render rows in the body (`Prefer: return=representation`). */
  readonly representation: boolean
  /** Columns RETURNING must include besides the select (the primary key, for `Location`). */
  readonly returnAlso?: readonly string[]
}

/** `json_to_record(set)` of the body typed by the given columns, optionally completed with their defaults. */
function bodySource(payload: Payload, columns: readonly Column[], applyDefaults: boolean, params: SqlParams): string {
  const typed = columns.map((column) => `${ident(column.name)} ${column.typeWithModifier}`).join(', ')
  const defaults = applyDefaults ? columns.filter((column) => column.default !== null) : []
  if (defaults.length === 0) return `${payload.isObject ? 'json_to_record' : 'json_to_recordset'}(${params.add(payload.raw, 'json')}) AS pgrst_body(${typed})`
  // Prefer: missing=default: every object gets the defaults of the keys it lacks (defaults || object).
  const defaultsObject = `jsonb_build_object(${defaults.map((column) => `${params.add(column.name, 'text')}, ${column.default}`).join(', ')})`
  const body = params.add(payload.raw, 'jsonb')
  return payload.isObject
    ? `jsonb_to_record(${defaultsObject} || ${body}) AS pgrst_body(${typed})`
    : `jsonb_to_recordset((SELECT jsonb_agg(${defaultsObject} || pgrst_elem) FROM jsonb_array_elements(${body}) pgrst_elem)) AS pgrst_body(${typed})`
}

function returningSql(table: Table, shape: WriteShape, extra: string): string {
  const target = tableSql(table.name)
  const wanted = shape.representation ? selectedColumns(shape.select) : []
  const columns = wanted === undefined ? undefined : [...new Set([...wanted, ...(shape.returnAlso ?? [])])]
  const list = columns === undefined ? `${target}.*` : columns.length === 0 ? '1' : columns.map((column) => `${target}.${ident(column)}`).join(', ')
  return ` RETURNING ${list}${extra}`
}

/** The outer SELECT over `pgrst_source` shared by the three writes. */
function writeOutput(table: Table, shape: WriteShape, params: SqlParams, expandStar: boolean, extraColumns: string): string {
  const source = tableSource(table, 'pgrst_source')
  const inner = shape.representation
    ? `SELECT ${selectSql(source, shape.select, params, expandStar)} FROM pgrst_source${orderSql(source, shape.order, params)}`
    : 'SELECT * FROM pgrst_source'
  const body = shape.representation ? bodySql(shape.media, '_postgrest_t') : "''"
  return ` SELECT null::int AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${body} AS body${extraColumns} FROM (${inner}) _postgrest_t`
}

export interface InsertShape extends WriteShape {
  readonly payload: Payload
  readonly columns: readonly Column[]
  readonly applyDefaults: boolean
  readonly onConflict?: { readonly resolution: 'merge-duplicates' | 'ignore-duplicates'; readonly columns: readonly string[] }
}

export function insertStatement(table: Table, shape: InsertShape, params: SqlParams): string {
  const target = tableSql(table.name)
  const names = shape.columns.map((column) => ident(column.name))
  const insert =
    shape.columns.length === 0
      ? `INSERT INTO ${target} SELECT FROM ${shape.payload.isObject ? '(VALUES (1)) _' : `json_array_elements(${params.add(shape.payload.raw, 'json')}) _`}`
      : `INSERT INTO ${target} (${names.join(', ')}) SELECT ${names.map((name) => `pgrst_body.${name}`).join(', ')} FROM ${bodySource(shape.payload, shape.columns, shape.applyDefaults, params)}`
  const conflict = shape.onConflict && shape.onConflict.columns.length > 0 ? shape.onConflict : undefined
  const merge = conflict?.resolution === 'merge-duplicates' && shape.columns.length > 0
  const onConflict = conflict
    ? ` ON CONFLICT (${conflict.columns.map(ident).join(', ')}) ${merge ? `DO UPDATE SET ${names.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}` : 'DO NOTHING'}`
    : ''
  // xmax is 0 only for rows the statement inserted (not for those ON CONFLICT updated): 201 vs 200.
  const returning = returningSql(table, shape, merge ? `, (${target}.xmax = 0) AS pgrst_inserted` : '')
  const extra =
    (merge ? ', (SELECT pg_catalog.count(*) FROM pgrst_source WHERE pgrst_inserted)::int AS inserted' : '') +
    (shape.returnAlso ? ', (SELECT row_to_json(_)::text FROM pgrst_source _ LIMIT 1) AS location' : '')
  return `WITH pgrst_source AS (${insert}${onConflict}${returning})${writeOutput(table, shape, params, merge, extra)}`
}

export interface UpdateShape extends WriteShape {
  readonly payload: Payload
  readonly columns: readonly Column[]
  readonly applyDefaults: boolean
  readonly filters: readonly Filter[]
  readonly logic: readonly LogicTree[]
}

export function updateStatement(table: Table, shape: UpdateShape, params: SqlParams): string {
  const target = tableSql(table.name)
  if (shape.columns.length === 0) {
    // Nothing to set: PostgREST answers with no rows rather than `UPDATE ... SET` with nothing.
    return `WITH pgrst_source AS (SELECT ${target}.* FROM ${target} WHERE false)${writeOutput(table, shape, params, false, '')}`
  }
  const sets = shape.columns.map((column) => `${ident(column.name)} = pgrst_body.${ident(column.name)}`).join(', ')
  const where = whereSql(tableSource(table), shape.filters, shape.logic, params)
  const update = `UPDATE ${target} SET ${sets} FROM ${bodySource(shape.payload, shape.columns, shape.applyDefaults, params)}${where}`
  return `WITH pgrst_source AS (${update}${returningSql(table, shape, '')})${writeOutput(table, shape, params, false, '')}`
}

export interface DeleteShape extends WriteShape {
  readonly filters: readonly Filter[]
  readonly logic: readonly LogicTree[]
}

export function deleteStatement(table: Table, shape: DeleteShape, params: SqlParams): string {
  const target = tableSql(table.name)
  const where = whereSql(tableSource(table), shape.filters, shape.logic, params)
  return `WITH pgrst_source AS (DELETE FROM ${target}${where}${returningSql(table, shape, '')})${writeOutput(table, shape, params, false, '')}`
}

// ---- function calls --------------------------------------------------------------------------

export type CallArguments =
  | { readonly kind: 'body'; readonly payload: Payload; readonly params: readonly RoutineParam[] }
  | { readonly kind: 'single'; readonly payload: Payload; readonly param: RoutineParam }
  | { readonly kind: 'query'; readonly values: readonly (readonly [RoutineParam, string])[] }

export interface CallShape extends ReadShape {
  readonly args: CallArguments
}

function callSql(routine: Routine, args: CallArguments, params: SqlParams): string {
  const fn = `${ident(EXPOSED_SCHEMA)}.${ident(routine.name)}`
  const named = (param: RoutineParam, value: string) => `${param.variadic ? 'VARIADIC ' : ''}${ident(param.name)} := ${value}`
  let from = ''
  let argList = ''
  if (args.kind === 'query') {
    argList = args.values.map(([param, value]) => named(param, params.add(value, param.type))).join(', ')
  } else if (args.kind === 'single') {
    argList = params.add(args.payload.raw, args.param.type)
  } else if (args.params.length > 0) {
    // The arguments come typed from the JSON body: json_to_record(set) with the parameters' types.
    const typed = args.params.map((param) => `${ident(param.name)} ${param.type}`).join(', ')
    from = `${args.payload.isObject ? 'json_to_record' : 'json_to_recordset'}(${params.add(args.payload.raw, 'json')}) AS pgrst_body(${typed}), LATERAL `
    argList = args.params.map((param) => named(param, `pgrst_body.${ident(param.name)}`)).join(', ')
  }
  const call = `${fn}(${argList})`
  return routine.returnsComposite ? `SELECT pgrst_call.* FROM ${from}${call} pgrst_call` : `SELECT pgrst_call.pgrst_scalar FROM ${from}(SELECT ${call} pgrst_scalar) pgrst_call`
}

export function callStatement(routine: Routine, shape: CallShape, params: SqlParams): string {
  const source: Source = { sql: 'pgrst_source', name: routine.name, columnType: () => undefined }
  const call = callSql(routine, shape.args, params)
  const where = routine.returnsComposite ? whereSql(source, shape.filters, shape.logic, params) : ''
  const select = routine.returnsComposite ? selectSql(source, shape.select, params) : 'pgrst_source.pgrst_scalar'
  const order = routine.returnsComposite ? orderSql(source, shape.order, params) : ''
  const value = routine.returnsComposite ? '_postgrest_t' : '_postgrest_t.pgrst_scalar'
  const body = routine.returnsVoid ? "''" : bodySql(routine.returnsSet ? shape.media : { ...shape.media, single: true }, value)
  return (
    `WITH pgrst_source AS (${call})` +
    (shape.count ? `, pgrst_source_count AS (SELECT 1 FROM pgrst_source${where})` : '') +
    ` SELECT ${shape.count ? '(SELECT pg_catalog.count(*) FROM pgrst_source_count)::int' : 'null::int'} AS total,` +
    ` ${routine.returnsSet ? 'pg_catalog.count(_postgrest_t)::int' : '1'} AS page_total, ${body} AS body` +
    ` FROM (SELECT ${select} FROM pgrst_source${where}${order}${rangeSql(shape.range, params)}) _postgrest_t`
  )
}
