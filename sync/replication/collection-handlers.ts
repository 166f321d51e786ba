import type { ReplicatedDocument, ReplicationPullResult, ReplicationPushRow, SyncedCollectionName } from '../../src/db'
import { jsonEqual } from './json-equal'
import type { PendingTracker } from './pending'
import { pushBatch } from './push-batch'
import { requestUntilAnswered, type RequestContext } from './request'
import { documentIdOf, fromServerRow, toServerRow, withBaseRevision } from './row-mapping'
import type { SyncServer } from './server-api'
import type { SetAsideLog } from './set-aside'
import { isSpecPreferenceTable, tableForDocument, tablesOf, type SyncTable } from './tables'
import type { Checkpoint, PushRowBody, ServerRow } from './wire'

/** RxDB's checkpoint for a collection: one (stamp, key) per server table it replicates to. */
export type CollectionCheckpoint = Readonly<Record<string, Checkpoint>>

export interface CollectionHandlerOptions {
  readonly collection: SyncedCollectionName
  readonly userId: string
  readonly server: SyncServer
  readonly context: RequestContext
  readonly pending: PendingTracker
  readonly setAside: SetAsideLog
}

/**
 * The pull and push handlers RxDB's replication engine calls for one local collection.
 *
 * Pull: `sync_pull` per server table from the stored checkpoint; the pages come back as local
 * documents. Push: rows grouped by table, one `sync_push` per table and batch, each row with the
 * server revision it was based on (the larger of what RxDB assumes the server has and what this
 * session's own writes returned, so a second edit right after a push does not conflict with itself).
 * Conflicts go back to RxDB, which runs the field-merge conflict handler and pushes the merge.
 */
export function createCollectionHandlers(options: CollectionHandlerOptions) {
  const { collection, server, context, userId } = options
  const tables = tablesOf(collection)
  /** Revisions this session's own pushes produced, by document id. */
  const written = new Map<string, number>()

  async function pull(checkpoint: CollectionCheckpoint | undefined, batchSize: number): Promise<ReplicationPullResult<CollectionCheckpoint>> {
    const limit = Math.max(1, Math.min(batchSize, 1000))
    const pages = await Promise.all(
      tables.map(async (table) => {
        const page = await requestUntilAnswered(context, (signal) => server.pull(table, checkpoint?.[table] ?? null, limit, signal), { retryRejected: true })
        return { table, page }
      }),
    )
    const next: Record<string, Checkpoint> = { ...checkpoint }
    const documents: ReplicatedDocument[] = []
    for (const { table, page } of pages) {
      if (page.checkpoint) next[table] = page.checkpoint
      for (const row of page.rows) documents.push(fromServerRow(table, row))
    }
    return { documents, checkpoint: next }
  }

  async function push(rows: readonly ReplicationPushRow[]): Promise<ReplicatedDocument[]> {
    options.pending.add(collection, rows.map((row) => row.newDocumentState.id))
    const byTable = new Map<SyncTable, { id: string; body: PushRowBody }[]>()
    for (const row of rows) {
      // A merge that ended equal to the server's row (e.g. after a dropped response) is already there.
      if (row.assumedMasterState && jsonEqual(row.assumedMasterState, row.newDocumentState)) continue
      const table = tableForDocument(collection, row.newDocumentState.id)
      const body = withBaseRevision(toServerRow(table, row.newDocumentState), baseRevisionOf(row, written.get(row.newDocumentState.id)))
      const key = isSpecPreferenceTable(table) ? userId : row.newDocumentState.id
      byTable.set(table, [...(byTable.get(table) ?? []), { id: key, body }])
    }

    const conflicts: ReplicatedDocument[] = []
    for (const [table, tableRows] of byTable) {
      const outcome = await pushBatch(context, server, table, tableRows)
      const writtenIds: string[] = []
      for (const entry of outcome.written) {
        const id = documentIdOf(table, String(entry.id))
        const revision = Number(entry.revision)
        if (Number.isFinite(revision)) written.set(id, revision)
        writtenIds.push(id)
      }
      await options.setAside.clear(collection, writtenIds)
      for (const entry of outcome.rejected) {
        // The request went through; the indicator still shows why a row was set aside.
        context.driver.send({ type: 'request-failed', kind: 'rejected', message: `${entry.code}: ${entry.message}` })
        await options.setAside.record({
          collection,
          documentId: documentIdOf(table, String(entry.id)),
          table,
          code: entry.code,
          message: entry.message,
          row: entry.row,
        })
      }
      for (const row of outcome.conflicts) conflicts.push(fromServerRow(table, row as ServerRow))
    }
    return conflicts
  }

  return { pull, push }
}

function revisionOf(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const revision = Number(value)
  return Number.isFinite(revision) && revision > 0 ? revision : undefined
}

/**
 * The server revision a pushed state was based on: what RxDB assumes the server holds (its
 * `serverRevision`), raised to this session's own last write of the row. Without an assumed state
 * the document's own `serverRevision` (e.g. a restored backup), else null for a new row.
 */
export function baseRevisionOf(row: ReplicationPushRow, ownWrite: number | undefined): number | null {
  const known = row.assumedMasterState ? revisionOf(row.assumedMasterState.serverRevision) : revisionOf(row.newDocumentState.serverRevision)
  const candidates = [known, ownWrite].filter((value): value is number => value !== undefined)
  return candidates.length > 0 ? Math.max(...candidates) : null
}
