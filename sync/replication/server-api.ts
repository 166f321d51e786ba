import type { SupabaseClient } from '@supabase/supabase-js'
import type { FailureKind } from '../connectivity'
import type { SyncTable } from './tables'
import type { Checkpoint, PullPage, PushResult, PushRowBody } from './wire'

/** The two replication calls, one request each. Tests may wrap them to inject faults. */
export interface SyncServer {
  pull(table: SyncTable, checkpoint: Checkpoint | null, limit: number, signal: AbortSignal): Promise<PullPage>
  push(table: SyncTable, rows: readonly PushRowBody[], signal: AbortSignal): Promise<PushResult>
}

/** A failed request, with what the connectivity machine needs to know about it. */
export class SyncRequestError extends Error {
  readonly status: number
  readonly code: string
  readonly kind: FailureKind

  constructor(message: string, status: number, code = '') {
    super(message)
    this.name = 'SyncRequestError'
    this.status = status
    this.code = code
    this.kind = classifyFailure(status, code)
  }
}

/** SQLSTATE classes that are transient whatever HTTP status they came with. */
const TRANSIENT_SQLSTATE = /^(08|40|53|57|58)|^55P03$/

/**
 * Status 0 is postgrest-js's "no response" (fetch threw: offline, DNS, connection reset). A missing
 * function (404) is a server not yet migrated, not a bad row, so it is retried like a 5xx.
 */
export function classifyFailure(status: number, code = ''): FailureKind {
  if (status === 0) return 'network'
  if (TRANSIENT_SQLSTATE.test(code)) return 'server'
  if (status === 401 || status === 403 || /^PGRST30/.test(code)) return 'unauthorized'
  if (status === 404 || status === 408 || status === 429 || status >= 500) return 'server'
  if (status >= 400) return 'rejected'
  return 'server'
}

/**
 * A refusal the server would repeat: a 4xx other than 408 and 429 and not a transient SQLSTATE
 * (400, 401, 403, 404, 422...). One of them may be passing (a session being renewed, a server being
 * migrated); a pull that keeps getting them is refused for good (request.ts).
 */
export function isRefusal(error: SyncRequestError): boolean {
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429 && !TRANSIENT_SQLSTATE.test(error.code)
}

export function createSupabaseSyncServer(supabase: SupabaseClient): SyncServer {
  async function call<T>(fn: 'sync_pull' | 'sync_push', args: Record<string, unknown>, signal: AbortSignal, valid: (data: unknown) => data is T): Promise<T> {
    const { data, error, status } = await supabase.rpc(fn, args).abortSignal(signal)
    if (signal.aborted) throw new SyncRequestError('Sync stopped', 0)
    if (error) throw new SyncRequestError(error.message || `HTTP ${status}`, status, error.code ?? '')
    // A 2xx with a body that is not the functions' answer (a proxy's page): the server is not right yet.
    if (!valid(data)) throw new SyncRequestError(`Unexpected answer from ${fn}`, 502)
    return data
  }

  return {
    pull: (table, checkpoint, limit, signal) =>
      call('sync_pull', { p_table: table, p_checkpoint_stamp: checkpoint?.stamp ?? null, p_checkpoint_key: checkpoint?.key ?? null, p_limit: limit }, signal, isPullPage),
    push: (table, rows, signal) => call('sync_push', { p_table: table, p_rows: rows }, signal, isPushResult),
  }
}

function isPullPage(data: unknown): data is PullPage {
  return isObject(data) && Array.isArray(data.rows) && (data.checkpoint === null || data.checkpoint === undefined || isObject(data.checkpoint))
}

function isPushResult(data: unknown): data is PushResult {
  return isObject(data) && Array.isArray(data.written) && Array.isArray(data.conflicts) && Array.isArray(data.rejected)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
