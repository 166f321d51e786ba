// Row-level security of every table of sync/supabase/migrations, through /rest/v1 as Supabase
// serves it: user B can neither read, insert for, update nor delete user A's rows (DELETE is not
// granted at all on synced tables: rest/no-hard-delete.test.ts), and the anon key alone reads and
// writes nothing. "Zero rows changed" is asserted with return=representation.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SYNC_TABLES, SYNC_TABLE_NAMES, type SyncTable } from '../support/database'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { createUser, errorBody, rest, type TestUser } from './support'

/** A's new row for the table and the filter that names it. */
function rowFor(table: SyncTable, owner: TestUser): { body: Record<string, unknown>; filter: string } {
  const key = SYNC_TABLES[table]
  if (key === 'id') {
    const id = randomUUID()
    return { body: { id, doc: { note: 'A' } }, filter: `id=eq.${id}` }
  }
  if (key === 'key') return { body: { key: 'profile', doc: { note: 'A' } }, filter: `user_id=eq.${owner.id}&key=eq.profile` }
  return { body: { doc: { note: 'A' } }, filter: `user_id=eq.${owner.id}` }
}

describe.each(TEST_DATABASES)('row-level security through REST on %s', (database) => {
  let backend: TestBackend
  let userA: TestUser
  let userB: TestUser

  beforeAll(async () => {
    backend = await startTestBackend(database)
    userA = await createUser(backend)
    userB = await createUser(backend)
  }, 60_000)
  afterAll(() => backend?.stop())

  it.each(SYNC_TABLE_NAMES)('%s: only the owner reads and writes a row; anon gets 401', async (table) => {
    const { body, filter } = rowFor(table, userA)
    const as =
      (user: TestUser | null) =>
      (method: string, path: string, options: { body?: unknown; prefer?: string } = {}) =>
        rest(backend, method, `/${table}${path}`, {
          token: user?.token ?? null,
          ...(options.body !== undefined ? { body: options.body } : {}),
          headers: options.prefer ? { prefer: options.prefer } : {},
        })
    const [a, b, anon] = [as(userA), as(userB), as(null)]
    const representation = 'return=representation'

    const created = await a('POST', '', { body, prefer: representation })
    expect(created.status).toBe(201)
    const original = created.json<Record<string, unknown>[]>()
    expect(original).toEqual([expect.objectContaining({ ...body, user_id: userA.id, revision: 1 })])

    // B reads nothing of A's.
    expect((await b('GET', `?${filter}`)).json()).toEqual([])
    expect((await b('GET', '?select=user_id')).json()).toEqual([])

    // B cannot insert a row owned by A.
    const forA = await b('POST', '', { body: { ...body, ...(SYNC_TABLES[table] === 'id' ? { id: randomUUID() } : {}), user_id: userA.id }, prefer: representation })
    expect(forA.status).toBe(403)
    expect(errorBody(forA)).toEqual({ code: '42501', details: null, hint: null, message: `new row violates row-level security policy for table "${table}"` })

    // B's update changes zero rows; a DELETE is refused outright (nobody may hard-delete a synced row).
    const update = await b('PATCH', `?${filter}`, { body: { doc: { note: 'B was here' } }, prefer: representation })
    expect([update.status, update.text]).toEqual([200, '[]'])
    const removal = await b('DELETE', `?${filter}`, { prefer: representation })
    expect([removal.status, errorBody(removal)]).toEqual([403, { code: '42501', details: null, hint: null, message: `permission denied for table ${table}` }])

    // The anon key alone: no rights on the table at all.
    for (const [method, options] of [
      ['GET', {}],
      ['POST', { body }],
      ['PATCH', { body: { doc: {} } }],
      ['DELETE', {}],
    ] as const) {
      const response = await anon(method, `?${filter}`, options)
      expect([method, response.status, errorBody(response).code, errorBody(response).message]).toEqual([method, 401, '42501', `permission denied for table ${table}`])
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    }

    // A's row is as it was; the service role (RLS bypassed) sees it too.
    expect((await a('GET', `?${filter}`)).json()).toEqual(original)
    const service = await rest(backend, 'GET', `/${table}?${filter}&select=user_id`, { apikey: backend.keys.serviceRoleKey })
    expect(service.json()).toEqual([{ user_id: userA.id }])
  })

  it('a key taken by a row B cannot see is still a 409 23505, without details', async () => {
    const id = randomUUID()
    await rest(backend, 'POST', '/trades', { token: userA.token, body: { id } })
    const clash = await rest(backend, 'POST', '/trades', { token: userB.token, body: { id } })
    expect(clash.status).toBe(409)
    expect(errorBody(clash)).toEqual({ code: '23505', details: null, hint: null, message: 'duplicate key value violates unique constraint "trades_pkey"' })
  })
})
