/**
 * Request bodies as PostgREST's Payload.hs reads them: JSON only; an array must hold objects with
 * the same keys (unless `?columns=` names the columns, as supabase-js does for arrays); a JSON
 * scalar counts as an empty array. The raw text goes to Postgres as one bind parameter and is read
 * there with `json_to_record(set)`, typed by the columns, so values keep Postgres's own parsing.
 */
import { jsonTooDeep, MAX_JSON_DEPTH } from '../http/json-depth'
import { invalidBody } from './errors'

export interface Payload {
  /** The JSON text handed to Postgres. */
  readonly raw: string
  /** The keys (columns or arguments) it sets, sorted as PostgREST's Set orders them. */
  readonly keys: readonly string[]
  /** An object (one row) rather than an array of rows. */
  readonly isObject: boolean
}

export function parsePayload(body: Buffer, columns: readonly string[] | undefined, emptyMeansObject: boolean): Payload {
  const text = body.toString('utf8')
  if (jsonTooDeep(text)) throw invalidBody(`Empty or invalid json: nested deeper than ${MAX_JSON_DEPTH} levels`)
  if (columns) return { raw: text, keys: [...new Set(columns)].sort(), isObject: text.trimStart().startsWith('{') }
  let value: unknown
  try {
    value = text === '' && emptyMeansObject ? {} : JSON.parse(text)
  } catch {
    throw invalidBody('Empty or invalid json')
  }
  const raw = text === '' ? '{}' : text
  if (Array.isArray(value)) {
    if (value.length === 0) return { raw: '[]', keys: [], isObject: false }
    const keysOf = (item: unknown) => (isObject(item) ? Object.keys(item).sort().join('\u0000') : undefined)
    const first = keysOf(value[0])
    if (first === undefined || value.some((item) => keysOf(item) !== first)) throw invalidBody('All object keys must match')
    return { raw, keys: Object.keys(value[0] as object).sort(), isObject: false }
  }
  if (isObject(value)) return { raw, keys: Object.keys(value).sort(), isObject: true }
  return { raw: '[]', keys: [], isObject: false }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
