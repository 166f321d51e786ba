import type { BackendRequest } from '../http/types'
import { jsonTooDeep, MAX_JSON_DEPTH } from '../http/json-depth'
import { badJson } from './errors'

// Auth bodies are a few small fields; anything bigger is a mistake (the gateway answers 413).
const BODY_LIMIT_BYTES = 64 * 1024

/**
 * A JSON body's fields, type-checked the way Go's json.Unmarshal into GoTrue's parameter structs
 * checks them: a field of the wrong type is a 400 bad_json, a missing or null one is empty.
 */
export interface Params {
  string(name: string): string
  /** A JSON object field (`data`, `app_metadata`); undefined when absent or null. */
  object(name: string): Record<string, unknown> | undefined
  has(name: string): boolean
}

export async function readJsonParams(request: BackendRequest, struct: string): Promise<Params> {
  const text = (await request.readBody(BODY_LIMIT_BYTES)).toString('utf8')
  if (jsonTooDeep(text)) throw badJson(`exceeded max depth of ${MAX_JSON_DEPTH}`)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw badJson(text.trim() === '' ? 'unexpected end of JSON input' : error instanceof Error ? error.message : 'invalid JSON')
  }
  if (body === null) body = {}
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badJson(`json: cannot unmarshal ${goTypeOf(body)} into Go value of type api.${struct}`)
  }
  const fields = body as Record<string, unknown>
  const wrongType = (name: string, goType: string) => badJson(`json: cannot unmarshal ${goTypeOf(fields[name])} into Go struct field ${struct}.${name} of type ${goType}`)
  return {
    string(name) {
      const value = fields[name]
      if (value === undefined || value === null) return ''
      if (typeof value !== 'string') throw wrongType(name, 'string')
      return value
    },
    object(name) {
      const value = fields[name]
      if (value === undefined || value === null) return undefined
      if (typeof value !== 'object' || Array.isArray(value)) throw wrongType(name, 'map[string]interface {}')
      return value as Record<string, unknown>
    },
    has: (name) => fields[name] !== undefined && fields[name] !== null,
  }
}

/** An `application/x-www-form-urlencoded` body (the consent page's form). */
export async function readFormParams(request: BackendRequest): Promise<URLSearchParams> {
  return new URLSearchParams((await request.readBody(BODY_LIMIT_BYTES)).toString('utf8'))
}

function goTypeOf(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'boolean') return 'bool'
  return typeof value === 'object' ? 'object' : typeof value
}

/** The bearer token of `Authorization`, as GoTrue's `^(?:B|b)earer (\S+$)`. */
export function bearerToken(request: Pick<BackendRequest, 'headers'>): string | undefined {
  return /^[Bb]earer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
}

export function userAgentAndIp(request: Pick<BackendRequest, 'headers' | 'ip'>) {
  return { userAgent: request.headers['user-agent'] ?? null, ip: request.ip }
}
