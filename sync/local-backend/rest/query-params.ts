/**
 * The query string of a request, split and classified as PostgREST's QueryParams.parse does:
 * `&` and `;` separate parameters, `+` decodes to a space, `select`, `columns` and `on_conflict`
 * are reserved, keys ending in `order`, `limit`, `offset`, `and`, `or` are those operations, and
 * every other parameter is a filter `col=op.value`. Parse failures throw PGRST100 with PostgREST's
 * message and details; parameters for embedded resources throw PGRST108 (nothing is embeddable).
 */
import { notEmbedded, queryParamError } from './errors'
import { pLogicPath, pLogicTree } from './logic-tree'
import { alt, map, parse, pure, type Parser } from './parsec'
import { pColumns, pOpExpr, pOrder, pSelect, pSingleVal, pTreePath } from './query-grammar'
import { rangeFromParams, type Range } from './ranges'
import type { Filter, LogicTree, OpExpr, OrderTerm, SelectItem } from './types'

export interface QueryParams {
  readonly select: readonly SelectItem[]
  readonly columns?: readonly string[]
  readonly onConflict?: readonly string[]
  readonly order: readonly OrderTerm[]
  readonly logic: readonly LogicTree[]
  readonly filters: readonly Filter[]
  /** Function arguments of `GET /rpc/fn?arg=value` (values that are not filters). */
  readonly rpcArgs: readonly (readonly [string, string])[]
  /** From `limit` / `offset`, before the Range header and max-rows are applied. */
  readonly range?: Range
  /** Sorted `key=value` list, for the Content-Location header. */
  readonly canonical: string
}

type Pair = readonly [string, string | undefined]

/** http-types' parseQueryReplacePlus True: `&` or `;` separate pairs; `a` alone has no value. */
export function splitQuery(rawQuery: string): Pair[] {
  const query = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery
  if (query === '') return []
  return query.split(/[&;]/).map((piece) => {
    const at = piece.indexOf('=')
    return at < 0 ? [urlDecode(piece), undefined] : [urlDecode(piece.slice(0, at)), urlDecode(piece.slice(at + 1))]
  })
}

function urlDecode(text: string): string {
  const bytes: number[] = []
  const raw = Buffer.from(text.replace(/\+/g, ' '), 'utf8')
  for (let n = 0; n < raw.length; n++) {
    const byte = raw[n] as number
    const hex = byte === 0x25 ? raw.subarray(n + 1, n + 3).toString('latin1') : ''
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      n += 2
    } else bytes.push(byte)
  }
  return new TextDecoder().decode(Uint8Array.from(bytes))
}

/** Network.HTTP.Base.urlEncodeVars over the pairs sorted by key (repeated keys joined by `,`). */
function canonicalQuery(pairs: readonly Pair[]): string {
  const encode = (text: string) =>
    Array.from(Buffer.from(text, 'utf8'), (b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join('')
  const sorted = [...pairs].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const groups = new Map<string, string[]>()
  for (const [key, value] of sorted) groups.set(key, [...(groups.get(key) ?? []), value ?? ''])
  return [...groups].map(([key, values]) => `${encode(key)}=${values.map(encode).join(',')}`).join('&')
}

function parseOrThrow<T>(parser: Parser<T>, name: string, input: string): T {
  const result = parse(parser, name, input)
  if (!result.ok) throw queryParamError(result.message, result.details)
  return result.value
}

const lastSegment = (key: string) => key.split('.').pop() ?? key
const RESERVED = ['select', 'columns', 'on_conflict']
const RESERVED_EMBEDDABLE = ['order', 'limit', 'offset', 'and', 'or']

/**
 * @param rawQuery the query string as received (`?a=b&c=d`)
 * @param isRpcRead GET/HEAD of a function: a value that is not an operator expression is an argument
 */
export function parseQueryParams(rawQuery: string, isRpcRead: boolean): QueryParams {
  // Supabase's gateway strips the key from the query string before PostgREST sees it.
  const pairs = splitQuery(rawQuery).filter(([key]) => key !== 'apikey')
  const valued = pairs.filter((pair): pair is readonly [string, string] => pair[1] !== undefined)
  const lookup = (name: string) => pairs.find(([key]) => key === name)?.[1]
  const ending = (names: readonly string[]) => valued.filter(([key]) => names.includes(lastSegment(key)))

  // Embedding errors come after every parameter has parsed, as in PostgREST's planning step.
  const embedded: string[] = []
  const order: OrderTerm[] = []
  for (const [key, value] of ending(['order'])) {
    const path = parseOrThrow(pTreePath, `failed to parse tree path (${key})`, key).path
    const terms = parseOrThrow(pOrder, `failed to parse order (${value})`, value)
    if (path.length > 0) embedded.push(path[0] as string)
    else order.push(...terms)
  }

  const logic: LogicTree[] = []
  for (const [key, value] of ending(['and', 'or'])) {
    const { path, op } = parseOrThrow(pLogicPath, `failed to parse logic path (${key})`, key)
    const tree = parseOrThrow(pLogicTree, `failed to parse logic tree (${value})`, op + value)
    if (path.length > 0) embedded.push(path[0] as string)
    else logic.push(tree)
  }

  const columnsText = lookup('columns')
  const columns = columnsText === undefined ? undefined : parseOrThrow(pColumns, `failed to parse columns parameter (${columnsText})`, columnsText)
  const selectText = lookup('select') ?? '*'
  const select = parseOrThrow(pSelect, `failed to parse select parameter (${selectText})`, selectText)

  const filters: Filter[] = []
  const rpcArgs: (readonly [string, string])[] = []
  const opOrArg: Parser<OpExpr | undefined> = isRpcRead ? alt<OpExpr | undefined>(pOpExpr(pSingleVal), pure(undefined)) : map(pOpExpr(pSingleVal), (expr) => expr)
  for (const [key, value] of valued) {
    if (RESERVED.includes(key) || RESERVED_EMBEDDABLE.includes(lastSegment(key))) continue
    const { path, field } = parseOrThrow(pTreePath, `failed to parse tree path (${key})`, key)
    const expr = parseOrThrow(opOrArg, `failed to parse filter (${value})`, value)
    if (expr === undefined) {
      rpcArgs.push([field.name, value])
      continue
    }
    if (path.length > 0) embedded.push(path[0] as string)
    else filters.push({ field, expr })
  }

  const onConflictText = lookup('on_conflict')
  const onConflict = onConflictText === undefined ? undefined : parseOrThrow(pColumns, `failed to parse on_conflict parameter (${onConflictText})`, onConflictText)

  for (const [key] of ending(['limit', 'offset'])) {
    const path = key.split('.').slice(0, -1)
    if (path.length > 0) embedded.push(path[0] as string)
  }
  const range = rangeFromParams(valued.find(([key]) => key === 'limit')?.[1], valued.find(([key]) => key === 'offset')?.[1])
  if (embedded.length > 0) throw notEmbedded(embedded[0] as string)

  return {
    select,
    ...(columns ? { columns } : {}),
    ...(onConflict ? { onConflict } : {}),
    order,
    logic,
    filters,
    rpcArgs,
    ...(range ? { range } : {}),
    canonical: canonicalQuery(pairs),
  }
}
