import { readPulledDocument, type ReplicatedDocument, type ReplicationPullResult, type ReplicationPushRow, type SyncedCollectionName, type UnreadableLog } from '../../src/db'
import { jsonEqual } from './json-equal'
import type { PendingTracker } from './pending'
import { pushBatch, type PushOutcome } from './push-batch'
import { PullRefusedError, requestUntilAnswered, type RequestContext } from './request'
import { documentIdOf, documentIdOfRow, fromServerRow, toServerRow, withBaseRevision } from './row-mapping'
import type { SyncServer } from './server-api'
import type { SetAsideLog } from './set-aside'
import { isSpecPreferenceTable, keyColumn, tableForDocument, tablesOf, type SyncTable } from './tables'
import type { Checkpoint, PullPage, PushRowBody, ServerRow, WrittenRow } from './wire'

/** Refusals in a row after which a pull counts as refused for good (each after its backoff: about 3 s). */
const PULL_REFUSED_AFTER = 3

/** RxDB's checkpoint for a collection: one (stamp, key) per server table it replicates to. */
export type CollectionCheckpoint = Readonly<Record<string, Checkpoint>>

export interface CollectionHandlerOptions {
  readonly collection: SyncedCollectionName
  readonly userId: string
  readonly server: SyncServer
  readonly context: RequestContext
  readonly pending: PendingTracker
  readonly setAside: SetAsideLog
  /** Pulled rows that failed their collection's check (the port's log). */
  readonly unreadable: UnreadableLog
  /** Whether the server refuses this collection's pull for good (true) or answered it again (false). */
  readonly onPullRefused?: (refused: boolean) => void
  /** A pull stopped before a row this device was pushing, and the pushes have returned: pull again. */
  readonly onHeldBackSettled?: () => void
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
  /**
   * Rows this session sent whose answer has not arrived yet, by document id. When an answer is lost
   * (the server committed it), RxDB never learns the server state of that row if the trader edits it
   * before the retry (its conflict write loses to the edit), so the edit goes out with no base and
   * meets the device's own earlier write as a "conflict". A conflict whose server row is one of
   * these is recognised as our own write instead.
   */
  const unanswered = new Map<string, PushRowBody[]>()
  /** Bodies sent by the `push` calls running now, by document id; cleared when the last one returns. */
  const sentNow = new Map<string, PushRowBody[]>()
  let pushesRunning = 0
  /** Whether a pull stopped before one of those rows since the running pushes began. */
  let heldBack = false

  /**
   * The page up to (not including) the first row that is one of the running pushes' own writes.
   * RxDB skips a pulled row while the device's push of it has not been recorded (the pull came
   * back first) and never pulls it again, so the device would keep an old `serverRevision` and its
   * next session's edit of the row would go out on a stale base (a needless conflict round trip).
   * Stopping the page there reads the row again once the pushes have returned (`onHeldBackSettled`).
   */
  function withoutOwnWritesInFlight(table: SyncTable, page: PullPage, from: Checkpoint | null): PullPage {
    if (sentNow.size === 0) return page
    const index = page.rows.findIndex((row) => sentNow.get(documentIdOfRow(table, row))?.some((body) => sameContent(body, row)))
    if (index < 0) return page
    heldBack = true
    const rows = page.rows.slice(0, index)
    const last = rows.at(-1)
    return { rows, checkpoint: last ? { stamp: String(last.stamp), key: isSpecPreferenceTable(table) ? userId : String(last[keyColumn(table)]) } : from }
  }

  function fetchPages(checkpoint: CollectionCheckpoint | undefined, limit: number) {
    return Promise.all(
      tables.map(async (table) => {
        const page = await requestUntilAnswered(context, (signal) => server.pull(table, checkpoint?.[table] ?? null, limit, signal), { refusedAfter: PULL_REFUSED_AFTER })
        return { table, page }
      }),
    )
  }

  /**
   * The page after a full one, asked for as soon as that one came back: RxDB writes a page before it
   * asks for the next, so the request and the server's work overlap with the local writes instead of
   * following them. The protocol does not depend on when a page is read (each continues from its own
   * checkpoint), so an early page misses nothing; a pull from another checkpoint ignores it.
   */
  let ahead: { readonly key: string; readonly pages: ReturnType<typeof fetchPages> } | null = null
  const keyOf = (checkpoint: CollectionCheckpoint | undefined, limit: number) => `${limit}:${JSON.stringify(checkpoint ?? null)}`

  async function pull(checkpoint: CollectionCheckpoint | undefined, batchSize: number): Promise<ReplicationPullResult<CollectionCheckpoint>> {
    const documents: ReplicatedDocument[] = []
    let from = checkpoint
    try {
      const result = await pullPages(checkpoint, batchSize, documents, (next) => (from = next))
      options.onPullRefused?.(false)
      return result
    } catch (error) {
      if (!(error instanceof PullRefusedError)) throw error
      // Refused for good: the status says so, and RxDB takes what came so far for the whole pull, so
      // it stops asking until the next pull is due (a poll, a nudge, 'Sync now', back online).
      ahead = null
      options.onPullRefused?.(true)
      return { documents, checkpoint: from }
    }
  }

  async function pullPages(
    checkpoint: CollectionCheckpoint | undefined,
    batchSize: number,
    documents: ReplicatedDocument[],
    reached: (checkpoint: CollectionCheckpoint) => void,
  ): Promise<ReplicationPullResult<CollectionCheckpoint>> {
    const limit = Math.max(1, Math.min(batchSize, 1000))
    let from = checkpoint
    for (;;) {
      const key = keyOf(from, limit)
      const pages = await (ahead?.key === key ? ahead.pages : fetchPages(from, limit))
      ahead = null
      const next: Record<string, Checkpoint> = { ...from }
      let cut = false
      let setAside = 0
      for (const { table, page } of pages) {
        const served = withoutOwnWritesInFlight(table, page, from?.[table] ?? null)
        cut ||= served !== page
        if (served.checkpoint) next[table] = served.checkpoint
        setAside += await admit(table, served.rows, documents)
      }
      from = next
      reached(next)
      const full = pages.some(({ page }) => page.rows.length === limit)
      if (!cut && full) {
        const following = fetchPages(next, limit)
        // Awaited by the next pull; a failure there is that pull's (a stopped sync rejects it unread).
        following.catch(() => undefined)
        ahead = { key: keyOf(next, limit), pages: following }
      }
      // RxDB takes a page shorter than the batch for the last one: rows set aside from a full page
      // would stop the pull before the rest of the server's rows, so the next page is read now.
      if (cut || !full || setAside === 0 || documents.length >= limit) return { documents, checkpoint: next }
    }
  }

  /**
   * Restore on read: each pulled row passes its collection's check (the backup's rules, with
   * defaults for missing optional fields) before RxDB may store it. A row that fails is set aside
   * with its reason and never reaches the journal; the device's own copy, if any, stays as it is.
   * A deletion carries nothing into the journal and is taken as it is. Returns how many were set aside.
   */
  async function admit(table: SyncTable, rows: readonly ServerRow[], into: ReplicatedDocument[]): Promise<number> {
    const admitted: string[] = []
    let refused = 0
    for (const row of rows) {
      const document = await readServerRow(table, row)
      if (document) {
        into.push(document)
        admitted.push(document.id)
      } else refused++
    }
    await options.unreadable.clear(collection, admitted)
    return refused
  }

  /** A server row as the device may take it (its check passed), or undefined once it is recorded as unreadable. */
  async function readServerRow(table: SyncTable, row: ServerRow): Promise<ReplicatedDocument | undefined> {
    const document = fromServerRow(table, row)
    const reading = document._deleted ? { document } : readPulledDocument(collection, document)
    if (reading.reason === undefined) return reading.document
    await options.unreadable.record({ collection, documentId: document.id, table, reason: reading.reason, origin: 'server', row })
    return undefined
  }

  /**
   * RxDB calls `push` once per batch, several at a time, and records what the server holds for the
   * rows only once all of them have returned: until then a pulled copy of one of these rows would be
   * skipped (see `withoutOwnWritesInFlight`).
   */
  async function push(rows: readonly ReplicationPushRow[]): Promise<ReplicatedDocument[]> {
    pushesRunning++
    try {
      return await pushRows(rows)
    } finally {
      if (--pushesRunning === 0) {
        sentNow.clear()
        if (heldBack) options.onHeldBackSettled?.()
        heldBack = false
      }
    }
  }

  async function pushRows(rows: readonly ReplicationPushRow[]): Promise<ReplicatedDocument[]> {
    options.pending.add(
      collection,
      rows.map((row) => row.newDocumentState.id),
    )
    const byTable = new Map<SyncTable, PushEntry[]>()
    for (const row of rows) {
      // A merge that ended equal to the server's row (e.g. after a dropped response) is already there.
      if (row.assumedMasterState && jsonEqual(row.assumedMasterState, row.newDocumentState)) continue
      const documentId = row.newDocumentState.id
      const table = tableForDocument(collection, documentId)
      const body = withBaseRevision(toServerRow(table, row.newDocumentState), baseRevisionOf(row, written.get(documentId)))
      const key = isSpecPreferenceTable(table) ? userId : documentId
      byTable.set(table, [...(byTable.get(table) ?? []), { id: key, documentId, body }])
    }

    const conflicts: ReplicatedDocument[] = []
    for (const [table, tableRows] of byTable) {
      const outcome = await pushOwningLostAnswers(table, tableRows)
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
      // Restore on read holds for a conflict's server row too: one that fails its check never meets
      // the field merge, so nothing of it reaches the device's copy, which stays as it is. The row is
      // listed with its reason, as a pull would set it aside.
      for (const row of outcome.conflicts) {
        const document = await readServerRow(table, row as ServerRow)
        if (document) conflicts.push(document)
      }
    }
    return conflicts
  }

  /**
   * One `pushBatch`, remembering what went out. A conflict whose server row is exactly a body this
   * session sent earlier without hearing back is our own write: its revision becomes the base, and
   * the row is either already there (same content: reported as written) or sent again on that base.
   */
  async function pushOwningLostAnswers(table: SyncTable, entries: readonly PushEntry[]): Promise<PushOutcome> {
    const written: WrittenRow[] = []
    const rejected: PushOutcome['rejected'][number][] = []
    let conflicts: ServerRow[] = []
    let pending = entries
    /** The server row each retried entry met, handed to the merge if the rounds run out. */
    const metRows = new Map<string, ServerRow>()
    // A few rounds at most: each one needs yet another lost answer to go on.
    for (let round = 0; pending.length > 0 && round < 4; round++) {
      for (const entry of pending) {
        unanswered.set(entry.documentId, [...(unanswered.get(entry.documentId) ?? []).slice(-3), entry.body])
        sentNow.set(entry.documentId, [...(sentNow.get(entry.documentId) ?? []), entry.body])
      }
      const outcome = await pushBatch(context, server, table, pending)
      written.push(...outcome.written)
      rejected.push(...outcome.rejected)
      for (const entry of [...outcome.written, ...outcome.rejected]) unanswered.delete(documentIdOf(table, String(entry.id)))
      const retry: PushEntry[] = []
      conflicts = []
      for (const row of outcome.conflicts) {
        const documentId = documentIdOfRow(table, row)
        const entry = pending.find((candidate) => candidate.documentId === documentId)
        const revision = Number(row.revision)
        const ours = entry && Number.isFinite(revision) && (unanswered.get(documentId) ?? []).some((body) => sameContent(body, row))
        if (!ours) {
          conflicts.push(row)
          continue
        }
        if (sameContent(entry.body, row)) {
          unanswered.delete(documentId)
          written.push({ id: entry.id, revision })
        } else {
          metRows.set(documentId, row)
          retry.push({ ...entry, body: { ...entry.body, base_revision: revision } })
        }
      }
      pending = retry
    }
    // Still unsettled after the rounds: the server's rows go to the merge as before.
    for (const entry of pending) {
      const row = metRows.get(entry.documentId)
      if (row) conflicts.push(row)
    }
    return { written, conflicts, rejected }
  }

  return { pull, push }
}

interface PushEntry {
  /** The row's key on the server (the user id for the one-row-per-user spec tables). */
  readonly id: string
  readonly documentId: string
  readonly body: PushRowBody
}

/** Whether the server row holds exactly what `body` sets (its key, columns, doc and deleted flag). */
function sameContent(body: PushRowBody, row: ServerRow): boolean {
  return Object.entries(body).every(([column, value]) => column === 'base_revision' || jsonEqual(value, row[column] ?? (column === 'deleted' ? false : undefined)))
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
