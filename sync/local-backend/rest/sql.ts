/**
 * SQL fragments for the parsed request (PostgREST's Query/SqlFragment.hs): identifiers always
 * double-quoted, every value from the request a bind parameter, cast to the type of the column it
 * is compared with (from the schema cache) so Postgres reads it as the column's type.
 */
import { aggregatesNotAllowed, noRelationship, notEmbedded, RestError } from './errors'
import { isAll, rangeLimit, type Range } from './ranges'
import type { Field, Filter, LogicTree, Operation, OrderTerm, SelectItem } from './types'

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Collects bind parameters; `add` returns the placeholder (`$3`), cast when a type is known. */
export class SqlParams {
  readonly values: unknown[] = []
  add(value: unknown, type?: string): string {
    this.values.push(value)
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`
  }
}

/** The relation fields are read from: its SQL name and the types of its columns. */
export interface Source {
  readonly sql: string
  /** Name used in errors about embedding (`trades`). */
  readonly name: string
  columnType(column: string): string | undefined
  /** Every column, in order, to expand `*` where it must be explicit. */
  readonly columns?: readonly string[]
}

const isJson = (type: string | undefined) => type === 'json' || type === 'jsonb'

export function fieldSql(source: Source, field: Field, params: SqlParams): string {
  if (field.name === '*' && field.jsonPath.length === 0) return `${source.sql}.*`
  const column = `${source.sql}.${ident(field.name)}`
  if (field.jsonPath.length === 0) return column
  const type = source.columnType(field.name)
  // PostgREST reads a JSON path on a non-JSON column (an array, a composite) through to_jsonb.
  const base = type === undefined || isJson(type) ? column : `to_jsonb(${column})`
  return base + field.jsonPath.map((step) => `${step.arrow}${step.isIndex ? params.add(Number(step.operand), 'int') : params.add(step.operand, 'text')}`).join('')
}

/** The type a value compared with `field` is cast to. */
function fieldType(source: Source, field: Field): string | undefined {
  const type = source.columnType(field.name)
  const last = field.jsonPath[field.jsonPath.length - 1]
  if (!last) return type
  if (last.arrow === '->>') return 'text'
  return type === 'json' ? 'json' : 'jsonb'
}

/** A Postgres array literal of text elements, as pgBuildArrayLiteral writes it. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`
}

const QUANT_SQL = { eq: '=', gte: '>=', gt: '>', lte: '<=', lt: '<', like: 'like', ilike: 'ilike', match: '~', imatch: '~*' } as const
const SIMPLE_SQL = { neq: '<>', cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const
const FTS_SQL = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const
const IS_SQL = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' } as const

function operationSql(lhs: string, operation: Operation, type: string | undefined, params: SqlParams): string {
  switch (operation.kind) {
    case 'quant': {
      const textual = operation.op === 'like' || operation.op === 'ilike' || operation.op === 'match' || operation.op === 'imatch'
      const value = operation.op === 'like' || operation.op === 'ilike' ? operation.value.replace(/\*/g, '%') : operation.value
      const valueType = textual ? 'text' : type
      if (operation.quantifier) return `${lhs} ${QUANT_SQL[operation.op]} ${operation.quantifier.toUpperCase()}(${params.add(value, valueType ? `${valueType}[]` : undefined)})`
      return `${lhs} ${QUANT_SQL[operation.op]} ${params.add(value, valueType)}`
    }
    case 'simple':
      return `${lhs} ${SIMPLE_SQL[operation.op]} ${params.add(operation.value, type)}`
    case 'in':
      if (operation.values.length === 1 && operation.values[0] === '') return `${lhs} = ANY('{}')`
      return `${lhs} = ANY(${params.add(arrayLiteral(operation.values), type ? `${type}[]` : undefined)})`
    case 'is':
      return `${lhs} IS ${IS_SQL[operation.value]}`
    case 'isdistinct':
      return `${lhs} IS DISTINCT FROM ${params.add(operation.value, type)}`
    case 'fts': {
      const language = operation.language === undefined ? '' : `${params.add(operation.language, 'regconfig')}, `
      return `${lhs} @@ ${FTS_SQL[operation.op]}(${language}${params.add(operation.value, 'text')})`
    }
  }
}

export function filterSql(source: Source, filter: Filter, params: SqlParams): string {
  const condition = operationSql(fieldSql(source, filter.field, params), filter.expr.operation, fieldType(source, filter.field), params)
  return filter.expr.negated ? `NOT (${condition})` : condition
}

export function logicSql(source: Source, tree: LogicTree, params: SqlParams): string {
  if (tree.kind === 'stmt') return filterSql(source, tree.filter, params)
  const inner = `(${tree.children.map((child) => logicSql(source, child, params)).join(tree.op === 'and' ? ' AND ' : ' OR ')})`
  return tree.negated ? `NOT ${inner}` : inner
}

/** `WHERE ...` for the filters and logic trees of a request (all combined with AND), or ''. */
export function whereSql(source: Source, filters: readonly Filter[], logic: readonly LogicTree[], params: SqlParams): string {
  const conditions = [...filters.map((filter) => filterSql(source, filter, params)), ...logic.map((tree) => logicSql(source, tree, params))]
  return conditions.length === 0 ? '' : ` WHERE ${conditions.join(' AND ')}`
}

export function orderSql(source: Source, terms: readonly OrderTerm[], params: SqlParams): string {
  if (terms.length === 0) return ''
  const parts = terms.map((term) => {
    if (term.relation !== undefined) throw notEmbedded(term.relation)
    const direction = term.direction === undefined ? '' : ` ${term.direction.toUpperCase()}`
    const nulls = term.nulls === undefined ? '' : term.nulls === 'nullsfirst' ? ' NULLS FIRST' : ' NULLS LAST'
    return `${fieldSql(source, term.field, params)}${direction}${nulls}`
  })
  return ` ORDER BY ${parts.join(', ')}`
}

export function rangeSql(range: Range, params: SqlParams): string {
  if (isAll(range)) return ''
  const limit = rangeLimit(range)
  return ` LIMIT ${limit === undefined ? 'ALL' : params.add(limit, 'bigint')} OFFSET ${params.add(range.lower, 'bigint')}`
}

/** The select list: columns with JSON paths, casts and aliases. Aggregates and embeddings are refused. */
export function selectSql(source: Source, items: readonly SelectItem[], params: SqlParams, expandStar = false): string {
  const parts = items.flatMap((item): string[] => {
    if (item.kind === 'relation') throw noRelationship(source.name, item.name, 'public')
    if (item.kind === 'star') return expandStar && source.columns ? source.columns.map((column) => `${source.sql}.${ident(column)}`) : [`${source.sql}.*`]
    if (item.aggregate !== undefined) throw aggregatesNotAllowed()
    const value = fieldSql(source, item.field, params)
    // A cast type passes unquoted, as in PostgREST (quoting would break `int`); the grammar allows
    // letters, digits, `_`, ` ` and `$`, and `$` is refused here so no cast can open a dollar quote.
    if (item.cast?.includes('$')) throw new RestError(400, '42601', 'syntax error at or near "$"')
    const cast = item.cast === undefined ? value : `CAST(${value} AS ${item.cast})`
    const lastKey = item.field.jsonPath[item.field.jsonPath.length - 1]
    const alias = item.alias ?? (lastKey && !lastKey.isIndex ? lastKey.operand : lastKey ? item.field.name : undefined)
    return [alias === undefined ? cast : `${cast} AS ${ident(alias)}`]
  })
  return parts.join(', ')
}

/** Base columns a select list reads (for RETURNING), or undefined when it reads every column. */
export function selectedColumns(items: readonly SelectItem[]): string[] | undefined {
  const columns = new Set<string>()
  for (const item of items) {
    if (item.kind === 'star') return undefined
    if (item.kind === 'field' && item.field.name !== '*') columns.add(item.field.name)
    if (item.kind === 'field' && item.field.name === '*') return undefined
  }
  return [...columns]
}
