import type { Database } from '../database/database'
import type { ChangeType } from './bindings'
import type { ChannelHub } from './hub'
import { oldRecordFor, tableInfo, tableKey, type TableInfo } from './table-info'
import { bindingsReached, type RowChange } from './visibility'

interface ChangeRow {
  id: string
  schema_name: string
  table_name: string
  type: ChangeType
  record: string | null
  old_record: string | null
  commit_timestamp: string
  xid: string
}

const BATCH = 500
// A safety net for a lost notification (a dropped LISTEN connection): only while someone listens.
const POLL_MS = 5_000

/**
 * Reads the row changes the capture trigger records (bootstrap/005_realtime_changes.sql) and hands
 * each to the channels whose bindings match and whose claims may see the row.
 *
 * Every row left in realtime.changes is undelivered: a batch is read in id order, delivered, then
 * deleted. A transaction that took its ids first but commits last is simply read by a later
 * batch, so no change is skipped (the commit-order gap of docs/sync.md cannot bite here). One backend
 * process per database is assumed: a second one would take the first one's changes.
 */
export class ChangeFeed {
  private capturing = false
  private captureChain: Promise<void> = Promise.resolve()
  private draining = false
  private drainAgain = false
  private drained: Promise<void> = Promise.resolve()
  private stopListening: (() => Promise<void>) | undefined
  private poll: NodeJS.Timeout | undefined
  private closed = false

  constructor(
    private readonly db: Database,
    private readonly hub: ChannelHub,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    await this.db.query('select realtime.install_change_triggers()')
    // Changes recorded before this start had no subscriber to go to.
    await this.db.query('delete from realtime.changes')
    await this.db.query('update realtime.capture_state set enabled = false')
    this.stopListening = await this.db.listen('realtime_changes', () => this.drain())
    this.poll = setInterval(() => {
      if (this.capturing) this.drain()
    }, POLL_MS)
    this.poll.unref()
  }

  /**
   * Turns capture on while any channel listens to changes and off when none does; resolves once
   * the database agrees, so a join that awaits it misses no change committed after its reply.
   */
  syncCapture(): Promise<void> {
    this.captureChain = this.captureChain
      .catch(() => undefined)
      .then(async () => {
        const wanted = this.hub.listensToChanges
        if (wanted === this.capturing || this.closed) return
        await this.db.query('update realtime.capture_state set enabled = $1', [wanted])
        this.capturing = wanted
      })
    return this.captureChain
  }

  drain(): void {
    if (this.closed) return
    if (this.draining) {
      this.drainAgain = true
      return
    }
    this.draining = true
    this.drained = this.drainAll()
      .catch((error: unknown) => this.log(`delivering changes failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.draining = false
      })
  }

  private async drainAll(): Promise<void> {
    do {
      this.drainAgain = false
      const batch = await this.db.query<ChangeRow>(
        // Ordered by the column, not by the text output of the same name ('10' < '9').
        `select c.id::text as id, c.schema_name, c.table_name, c.type, c.record::text as record, c.old_record::text as old_record,
                to_char(c.committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp, c.xid::text as xid
           from realtime.changes c order by c.id limit ${BATCH}`,
      )
      // A notification that came in meanwhile set drainAgain: the loop condition reads again.
      if (batch.rows.length === 0) continue
      const tables = new Map<string, Promise<TableInfo | undefined>>()
      for (const row of batch.rows) {
        if (this.closed) return
        await this.deliver(row, tables)
      }
      await this.db.query('delete from realtime.changes where id in (select jsonb_array_elements_text($1::jsonb)::bigint)', [JSON.stringify(batch.rows.map((row) => row.id))])
      if (batch.rows.length === BATCH) this.drainAgain = true
    } while (this.drainAgain && !this.closed)
  }

  private async deliver(row: ChangeRow, tables: Map<string, Promise<TableInfo | undefined>>): Promise<void> {
    const key = tableKey(row.schema_name, row.table_name)
    const subscribers = this.hub.subscribersOf(key, row.type)
    if (subscribers.length === 0) return
    if (!tables.has(key)) tables.set(key, tableInfo(this.db, row.schema_name, row.table_name))
    const info = await tables.get(key)
    if (!info) return
    const change: RowChange = {
      type: row.type,
      record: row.record === null ? null : (JSON.parse(row.record) as Record<string, unknown>),
      oldRecord: row.old_record === null ? null : (JSON.parse(row.old_record) as Record<string, unknown>),
    }
    const payloadData = {
      schema: row.schema_name,
      table: row.table_name,
      commit_timestamp: row.commit_timestamp,
      type: row.type,
      columns: info.columns,
      ...(change.record ? { record: change.record } : {}),
      ...(change.oldRecord ? { old_record: oldRecord(info, change) } : {}),
      errors: null,
    }
    // Channels on the same token (one user's tabs and channels) share one check.
    const groups = new Map<string, typeof subscribers>()
    for (const subscriber of subscribers) {
      const caller = subscriber.channel.caller()
      const callerKey = JSON.stringify([caller.role, caller.claims])
      groups.set(callerKey, [...(groups.get(callerKey) ?? []), subscriber])
    }
    await Promise.all(
      [...groups.values()].map(async (group) => {
        const bindings = [...new Map(group.flatMap(({ bindings }) => bindings).map((binding) => [binding.id, binding])).values()]
        try {
          const reached = new Set(await bindingsReached(this.db, group[0]!.channel.caller(), info, change, bindings))
          for (const { channel, bindings: own } of group) {
            const ids = own.map((binding) => binding.id).filter((id) => reached.has(id))
            if (ids.length > 0) channel.pushChange({ ids: [...new Set(ids)], data: payloadData }, BigInt(row.xid))
          }
        } catch (error) {
          this.log(`checking a ${row.type} on ${key} for ${group.map(({ channel }) => channel.topic).join(', ')} failed: ${error instanceof Error ? error.message : String(error)}`)
        }
      }),
    )
  }

  async close(): Promise<void> {
    this.closed = true
    if (this.poll) clearInterval(this.poll)
    await this.drained
    await this.captureChain.catch(() => undefined)
    await this.stopListening?.().catch(() => undefined)
  }
}

/**
 * As Realtime sends it with the default replica identity: a DELETE carries the primary key, an
 * UPDATE carries the old key only when the key changed (the WAL logs no old tuple otherwise).
 */
function oldRecord(info: TableInfo, change: RowChange): Record<string, unknown> {
  const old = oldRecordFor(info, change.oldRecord ?? {})
  if (change.type !== 'UPDATE' || info.replicaIdentity === 'f') return old
  const keyChanged = info.primaryKey.some((column) => JSON.stringify(change.record?.[column]) !== JSON.stringify(change.oldRecord?.[column]))
  return keyChanged ? old : {}
}
