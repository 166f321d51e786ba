/**
 * The one database interface the local backend's services use, so the same code runs on a real
 * PostgreSQL server (`DATABASE_URL`) and on embedded PGlite (the default for `npm start`).
 *
 * Rows come back as the driver parses them. Services that answer HTTP render JSON inside SQL
 * (`json_agg`, `to_json`) and read it as text, so timestamps keep Postgres's own rendering and
 * microsecond precision instead of passing through a JS Date (docs/backend-protocol.md).
 */
export interface SqlField {
  readonly name: string
  /** Postgres type OID of the column. */
  readonly dataTypeID: number
}

export interface SqlResult<Row = Record<string, unknown>> {
  readonly rows: Row[]
  /** Rows a write changed (or a select returned). */
  readonly rowCount: number
  readonly fields: readonly SqlField[]
}

export interface SqlSession {
  /** One statement with `$1`-style parameters. Pass JSON as a string and cast it (`$1::jsonb`). */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<SqlResult<Row>>
  /** Runs a script of several statements without parameters (bootstrap and migration files). */
  exec(sql: string): Promise<void>
}

export type DatabaseKind = 'postgres' | 'pglite'

export interface Database extends SqlSession {
  readonly kind: DatabaseKind
  /**
   * `begin` … `commit`, or `rollback` when `work` throws. PGlite has one connection, so its
   * transactions run one after another; PostgreSQL takes a pooled connection for each.
   */
  transaction<T>(work: (tx: SqlSession) => Promise<T>): Promise<T>
  /** LISTEN on a channel; resolves to a function that stops listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** A database error as both drivers raise it: a Postgres SQLSTATE plus its message parts. */
export interface PostgresError {
  readonly code: string
  readonly message: string
  readonly detail?: string
  readonly hint?: string
}

export function asPostgresError(error: unknown): PostgresError | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, message, detail, hint } = error as Record<string, unknown>
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined
  return {
    code,
    message: typeof message === 'string' ? message : '',
    ...(typeof detail === 'string' ? { detail } : {}),
    ...(typeof hint === 'string' ? { hint } : {}),
  }
}

/**
 * Whether a failure is the database's fault rather than the request's: connection loss, an
 * overloaded or shutting-down server, a crashed process. Such failures must answer 5xx, because
 * supabase-js keeps its session on 5xx and drops it on 4xx (a 4xx here would sign users out).
 */
export function isTransientDatabaseFailure(error: unknown): boolean {
  const pgError = asPostgresError(error)
  if (pgError) return /^(08|53|57|58|XX)/.test(pgError.code)
  if (!(error instanceof Error)) return false
  // Driver-level failures carry no SQLSTATE: a socket error code from Node, or the words pg and
  // PGlite use for a lost connection or a closed pool. Anything else is a bug (500), not an outage.
  const socketCode = (error as { code?: unknown }).code
  if (typeof socketCode === 'string' && SOCKET_FAILURE_CODES.has(socketCode)) return true
  return DRIVER_FAILURE_WORDS.test(error.message)
}

const SOCKET_FAILURE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
const DRIVER_FAILURE_WORDS = /connection terminated|connection error|not queryable|pool after calling end|timeout exceeded when trying to connect|pglite is closed/i
