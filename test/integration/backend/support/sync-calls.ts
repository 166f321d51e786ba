import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { SYNC_TABLES, type SyncTable } from './database'

export interface Checkpoint {
  readonly stamp: string
  readonly key: string
}
export type ServerRow = Readonly<Record<string, unknown>> & { readonly revision: number; readonly stamp: string }

export interface PullResult {
  readonly rows: readonly ServerRow[]
  readonly checkpoint: Checkpoint | null
}

export interface PushResult {
  readonly written: readonly { id: string; revision: number; stamp: string }[]
  readonly conflicts: readonly ServerRow[]
  readonly rejected: readonly { id: string; code: string; message: string }[]
}

export async function pull(client: pg.ClientBase, table: SyncTable, checkpoint: Checkpoint | null, limit = 500): Promise<PullResult> {
  const { rows } = await client.query<{ result: PullResult }>('select public.sync_pull($1, $2, $3, $4) as result', [
    table,
    checkpoint?.stamp ?? null,
    checkpoint?.key ?? null,
    limit,
  ])
  return rows[0]!.result
}

export async function push(client: pg.ClientBase, table: SyncTable, pushed: readonly object[]): Promise<PushResult> {
  const { rows } = await client.query<{ result: PushResult }>('select public.sync_push($1, $2::jsonb) as result', [table, JSON.stringify(pushed)])
  return rows[0]!.result
}

/** Inserts one row of `table` for the caller with plain SQL (as a REST insert would) and returns its key. */
export async function insertRow(client: pg.ClientBase, table: SyncTable, ownerId: string): Promise<string> {
  const column = SYNC_TABLES[table]
  if (column === 'id') {
    const id = randomUUID()
    await client.query(`insert into public.${table} (id, doc) values ($1, $2)`, [id, { note: 'private' }])
    return id
  }
  if (column === 'key') {
    const key = `profile-${randomUUID().slice(0, 8)}`
    await client.query(`insert into public.${table} (key, doc) values ($1, $2)`, [key, { note: 'private' }])
    return key
  }
  await client.query(`insert into public.${table} default values`)
  return ownerId
}
