import type { RequestContext } from './request'
import { requestUntilAnswered } from './request'
import { SyncRequestError, type SyncServer } from './server-api'
import type { SyncTable } from './tables'
import type { PushRowBody, RejectedRow, ServerRow, WrittenRow } from './wire'

export interface PushOutcome {
  readonly written: readonly WrittenRow[]
  readonly conflicts: readonly ServerRow[]
  /** Refused for good, with the row as it was sent. */
  readonly rejected: readonly (RejectedRow & { readonly row?: PushRowBody })[]
}

/**
 * Pushes a batch in one call. When the server refuses the whole call for good (a row breaks a
 * constraint, the body is too large: `sync_push` then writes nothing), the batch is split in halves
 * until the refused rows stand alone; those are returned as rejected and the rest is written, so one
 * bad row never blocks the queue.
 */
export async function pushBatch(
  context: RequestContext,
  server: SyncServer,
  table: SyncTable,
  rows: readonly { readonly id: string; readonly body: PushRowBody }[],
): Promise<PushOutcome> {
  if (rows.length === 0) return { written: [], conflicts: [], rejected: [] }
  try {
    const result = await requestUntilAnswered(context, (signal) =>
      server.push(
        table,
        rows.map((row) => row.body),
        signal,
      ),
    )
    const bodies = new Map(rows.map((row) => [row.id, row.body]))
    return {
      written: result.written,
      conflicts: result.conflicts,
      rejected: result.rejected.map((entry) => ({ ...entry, ...(bodies.has(entry.id) ? { row: bodies.get(entry.id) } : {}) })),
    }
  } catch (error) {
    if (!(error instanceof SyncRequestError) || error.kind !== 'rejected') throw error
    const [only] = rows
    if (rows.length === 1 && only) {
      return { written: [], conflicts: [], rejected: [{ id: only.id, code: error.code || String(error.status), message: error.message, row: only.body }] }
    }
    const middle = Math.ceil(rows.length / 2)
    const first = await pushBatch(context, server, table, rows.slice(0, middle))
    const second = await pushBatch(context, server, table, rows.slice(middle))
    return {
      written: [...first.written, ...second.written],
      conflicts: [...first.conflicts, ...second.conflicts],
      rejected: [...first.rejected, ...second.rejected],
    }
  }
}
