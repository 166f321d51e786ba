/** What every REST handler receives: the service's settings and the request as parsed so far. */
import type { Database, SqlSession } from '../database/database'
import { runAsCaller } from '../database/caller'
import type { BackendRequest } from '../http/types'
import type { AuthResult } from './auth'
import { fromPostgresError, RestError } from './errors'
import type { Preferences } from './preferences'
import type { QueryParams } from './query-params'
import type { Range } from './ranges'
import type { SchemaCache } from './schema-cache'

export interface RestSettings {
  /** PostgREST's `db-max-rows` (Supabase: 1000). */
  readonly maxRows?: number
  /** Largest request body accepted, in bytes; larger ones get 413. */
  readonly maxBodyBytes: number
  /** `PGRST_JWT_AUD`; unset on Supabase, so any `aud` passes. */
  readonly jwtAudience?: string
}

export interface RestContext {
  readonly db: Database
  readonly cache: SchemaCache
  readonly settings: RestSettings
  readonly request: BackendRequest
  readonly auth: AuthResult
  readonly preferences: Preferences
  readonly query: QueryParams
  /** The rows asked for by limit/offset/Range, before max-rows. */
  readonly range: Range
  /** An `Accept-Profile` / `Content-Profile` header named the schema: echoed in `Content-Profile`. */
  readonly profileNegotiated: boolean
}

/**
 * Runs the request's statement as PostgREST does: one transaction as the caller (READ ONLY for
 * GET and HEAD), database errors mapped to PostgREST's statuses. A RestError thrown by `work`
 * rolls the transaction back (a write that broke `vnd.pgrst.object` or max-affected).
 */
export async function runRequest<T>(context: RestContext, readOnly: boolean, work: (tx: SqlSession) => Promise<T>): Promise<T> {
  const { request, auth } = context
  try {
    return await runAsCaller(
      context.db,
      { role: auth.role, claims: auth.claims },
      { readOnly, request: { method: request.method, path: request.path, headers: request.headers } },
      work,
    )
  } catch (error) {
    if (error instanceof RestError) throw error
    throw fromPostgresError(error, auth.authenticated) ?? error
  }
}

/** Headers every successful response with a body carries. */
export function bodyHeaders(context: RestContext, contentType: string): Record<string, string> {
  return { 'content-type': contentType, ...(context.profileNegotiated ? { 'content-profile': 'public' } : {}) }
}
