import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BackendDatabase, errorCodeOf, startBackendDatabase, SYNC_TABLE_NAMES, SYNC_TABLES } from './support/database'
import { insertRow, pull, push } from './support/sync-calls'

// Row-level security as PostgREST exercises it: each request is a transaction run as the JWT's
// role with request.jwt.claims set. User B (and the anon key) must not reach user A's rows.
let db: BackendDatabase
let userA: string
let userB: string

beforeAll(async () => {
  db = await startBackendDatabase()
  userA = await db.createUser('a@example.test')
  userB = await db.createUser('b@example.test')
})
afterAll(async () => {
  await db?.stop()
})

describe.each(SYNC_TABLE_NAMES)('isolation of %s', (table) => {
  const keyColumn = SYNC_TABLES[table]
  let keyA: string

  beforeAll(async () => {
    keyA = await db.request({ userId: userA }, (client) => insertRow(client, table, userA))
  })

  it('fills user_id from the JWT and shows the owner the row', async () => {
    const rows = await db.request({ userId: userA }, async (client) => (await client.query(`select user_id from public.${table}`)).rows)
    expect(rows).toEqual([{ user_id: userA }])
  })

  it("B reads none of A's rows, by select or by pull", async () => {
    await db.request({ userId: userB }, async (client) => {
      expect((await client.query(`select * from public.${table}`)).rowCount).toBe(0)
      expect((await client.query(`select * from public.${table} where user_id = $1`, [userA])).rowCount).toBe(0)
      expect((await pull(client, table, null)).rows).toEqual([])
    })
  })

  it('B cannot insert a row for A (42501)', async () => {
    const code = await db.request({ userId: userB }, (client) =>
      errorCodeOf(
        keyColumn === 'user_id'
          ? client.query(`insert into public.${table} (user_id) values ($1)`, [userA])
          : keyColumn === 'key'
            ? client.query(`insert into public.${table} (user_id, key) values ($1, 'b-for-a')`, [userA])
            : client.query(`insert into public.${table} (id, user_id) values (gen_random_uuid(), $1)`, [userA]),
      ),
    )
    expect(code).toBe('42501')
  })

  it("B updates and deletes zero of A's rows, and cannot move its own row to A", async () => {
    await db.request({ userId: userB }, async (client) => {
      const updated = await client.query(`update public.${table} set deleted = true where user_id = $1 returning *`, [userA])
      expect(updated.rowCount).toBe(0)
      const byKey = await client.query(`update public.${table} set deleted = true where ${keyColumn} = $1 returning *`, [keyA])
      expect(byKey.rowCount).toBe(0)
    })
    // No user may hard-delete a synced row at all (20261128060000_synced_tables_no_hard_delete.sql).
    const deleted = await db.request({ userId: userB }, (client) => errorCodeOf(client.query(`delete from public.${table} where user_id = $1`, [userA])))
    expect(deleted).toBe('42501')
    await db.request({ userId: userB }, (client) => insertRow(client, table, userB))
    const moved = await db.request({ userId: userB }, (client) => errorCodeOf(client.query(`update public.${table} set user_id = $1`, [userA])))
    expect(moved).toBe('42501')
  })

  it("B pushing onto A's key never touches A's row", async () => {
    const result = await db.request({ userId: userB }, (client) => push(client, table, [{ [keyColumn]: keyA, doc: { stolen: true }, deleted: true, base_revision: 1 }]))
    if (keyColumn === 'id') {
      // The id is taken by a row B cannot see: refused for good, nothing revealed.
      expect(result).toEqual({ written: [], conflicts: [], rejected: [{ id: keyA, code: '23505', message: expect.any(String) }] })
    } else {
      // Keys are per user (preference key, or the user itself): B only ever reaches B's own row.
      expect(result.rejected).toEqual([])
    }
  })

  it('the anon key alone reads and writes nothing', async () => {
    expect(await db.request('anon', (client) => errorCodeOf(client.query(`select * from public.${table}`)))).toBe('42501')
    expect(await db.request('anon', (client) => errorCodeOf(client.query(`insert into public.${table} default values`)))).toBe('42501')
    expect(await db.request('anon', (client) => errorCodeOf(client.query(`delete from public.${table}`)))).toBe('42501')
    expect(await db.request('anon', (client) => errorCodeOf(pull(client, table, null)))).toBe('42501')
    expect(await db.request('anon', (client) => errorCodeOf(push(client, table, [])))).toBe('42501')
  })

  it("A's row is untouched after all of that", async () => {
    const rows = await db.request({ userId: userA }, async (client) => (await client.query(`select deleted, revision, doc from public.${table}`)).rows)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ deleted: false, revision: '1' })
  })
})

describe('isolation of the screenshots bucket', () => {
  const objectOf = (owner: string, file = 'shot.png') => `${owner}/trade-1/${file}`
  const insertObject = (client: import('pg').ClientBase, name: string, bucket = 'screenshots') =>
    client.query('insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, auth.uid(), \'{"mimetype": "image/png"}\') returning id', [bucket, name])

  it("A stores objects only under A's own folder", async () => {
    await db.request({ userId: userA }, async (client) => {
      expect((await insertObject(client, objectOf(userA))).rowCount).toBe(1)
      expect((await client.query('select name from storage.objects')).rows).toEqual([{ name: objectOf(userA) }])
    })
    expect(await db.request({ userId: userA }, (client) => errorCodeOf(insertObject(client, 'loose.png')))).toBe('42501')
  })

  it("B can neither see, add to, rename into, nor delete from A's folder", async () => {
    await db.request({ userId: userB }, async (client) => {
      expect((await client.query("select * from storage.objects where bucket_id = 'screenshots'")).rowCount).toBe(0)
      expect((await client.query('update storage.objects set metadata = null where name = $1 returning id', [objectOf(userA)])).rowCount).toBe(0)
      expect((await client.query('delete from storage.objects where name = $1 returning id', [objectOf(userA)])).rowCount).toBe(0)
    })
    expect(await db.request({ userId: userB }, (client) => errorCodeOf(insertObject(client, objectOf(userA, 'b.png'))))).toBe('42501')
    await db.request({ userId: userB }, (client) => insertObject(client, objectOf(userB)))
    expect(
      await db.request({ userId: userB }, (client) =>
        errorCodeOf(client.query('update storage.objects set name = $1 where name = $2', [objectOf(userA, 'moved.png'), objectOf(userB)])),
      ),
    ).toBe('42501')
    const { rows } = await db.pool.query('select name from storage.objects order by name')
    expect(rows.map((row: { name: string }) => row.name).sort()).toEqual([objectOf(userA), objectOf(userB)].sort())
  })

  it('the anon key sees no object and stores none', async () => {
    await db.request('anon', async (client) => {
      expect((await client.query('select * from storage.objects')).rowCount).toBe(0)
    })
    expect(await db.request('anon', (client) => errorCodeOf(insertObject(client, objectOf(userA, 'anon.png'))))).toBe('42501')
  })
})
