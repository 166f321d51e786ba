// Deletes of synced rows (20261128060000_synced_tables_no_hard_delete.sql, sync/README.md "Deletes"):
// a hard DELETE over REST, even of the caller's own row, is refused with PostgREST's 403 body and
// the row stays; the soft delete sync uses (`deleted = true` through sync_push) reaches every other
// device's pull.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SYNC_TABLES, SYNC_TABLE_NAMES, type SyncTable } from '../support/database'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { createUser, errorBody, rest, type TestUser } from './support'

/** The owner's new row for the table, the filter that names it and its key for sync_push. */
function rowFor(table: SyncTable, owner: TestUser): { body: Record<string, unknown>; filter: string; key: Record<string, string> } {
  const key = SYNC_TABLES[table]
  if (key === 'id') {
    const id = randomUUID()
    return { body: { id, doc: { note: 'kept' } }, filter: `id=eq.${id}`, key: { id } }
  }
  if (key === 'key') return { body: { key: 'profile', doc: { note: 'kept' } }, filter: `user_id=eq.${owner.id}&key=eq.profile`, key: { key: 'profile' } }
  return { body: { doc: { note: 'kept' } }, filter: `user_id=eq.${owner.id}`, key: {} }
}

describe.each(TEST_DATABASES)('no hard delete of synced rows on %s', (database) => {
  let backend: TestBackend
  let owner: TestUser

  beforeAll(async () => {
    backend = await startTestBackend(database)
    owner = await createUser(backend)
  }, 60_000)
  afterAll(() => backend?.stop())

  it.each(SYNC_TABLE_NAMES)('%s: DELETE by the owner is a 403 and the row stays; a soft delete reaches the next pull', async (table) => {
    const { body, filter, key } = rowFor(table, owner)
    const call = (method: string, path: string, payload?: unknown, prefer?: string) =>
      rest(backend, method, path, { token: owner.token, ...(payload !== undefined ? { body: payload } : {}), headers: prefer ? { prefer } : {} })
    const created = await call('POST', `/${table}`, body, 'return=representation')
    expect(created.status).toBe(201)

    for (const prefer of [undefined, 'return=representation']) {
      const removal = await call('DELETE', `/${table}?${filter}`, undefined, prefer)
      expect([removal.status, errorBody(removal)]).toEqual([403, { code: '42501', details: null, hint: null, message: `permission denied for table ${table}` }])
    }
    const kept = await call('GET', `/${table}?${filter}&select=doc,deleted,revision`)
    expect(kept.json()).toEqual([{ doc: { note: 'kept' }, deleted: false, revision: 1 }])

    // Another device pulls from its checkpoint (after the row's insert), then the removal as sync makes it.
    const pull = (checkpoint: { stamp: string; key: string } | null) =>
      call('POST', '/rpc/sync_pull', { p_table: table, p_checkpoint_stamp: checkpoint?.stamp ?? null, p_checkpoint_key: checkpoint?.key ?? null, p_limit: 1000 })
    const before = (await pull(null)).json<{ checkpoint: { stamp: string; key: string } }>()
    const pushed = await call('POST', '/rpc/sync_push', { p_table: table, p_rows: [{ ...key, deleted: true, base_revision: 1 }] })
    expect(pushed.json<{ written: unknown[] }>().written).toHaveLength(1)
    const after = (await pull(before.checkpoint)).json<{ rows: Record<string, unknown>[] }>()
    expect(after.rows).toEqual([expect.objectContaining({ deleted: true, revision: 2, doc: { note: 'kept' } })])
  })
})
