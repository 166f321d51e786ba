import type { JwtClaims } from '../jwt'
import type { Database, SqlSession } from './database'

/** Who a request runs as: the JWT's `role` claim (`anon` without a user token) and its claims. */
export interface Caller {
  readonly role: string
  readonly claims: JwtClaims
}

export interface CallerRequestInfo {
  readonly method: string
  readonly path: string
  /** Lower-cased header names, as PostgREST exposes them in `request.headers`. */
  readonly headers: Readonly<Record<string, string>>
}

export interface CallerTransactionOptions {
  /** Reads run READ ONLY, as PostgREST runs GET and HEAD. */
  readonly readOnly?: boolean
  readonly request?: CallerRequestInfo
}

/**
 * One request the way PostgREST runs it: a transaction that switches to the caller's role and sets
 * `request.jwt.claims` (and the request settings) locally, so `auth.uid()` and the row-level
 * security policies see the real caller. Everything is transaction-local: the connection goes back
 * to the pool as it came.
 */
export function runAsCaller<T>(db: Database, caller: Caller, options: CallerTransactionOptions, work: (tx: SqlSession) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (options.readOnly) await tx.query('set transaction read only')
    const request = options.request
    await tx.query(
      `select set_config('search_path', 'public, extensions', true),
              set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [caller.role, JSON.stringify({ ...caller.claims, role: caller.role }), request?.method ?? '', request?.path ?? '', JSON.stringify(request?.headers ?? {})],
    )
    return work(tx)
  })
}
