import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { clientAs, createItemsTable, createUser, errorBody, rest, type RawOptions, type TestUser } from './support'

describe.each(TEST_DATABASES)('REST writes on %s', (database) => {
  let backend: TestBackend
  let user: TestUser
  let client: SupabaseClient
  const asUser = (method: string, path: string, options: Omit<RawOptions, 'token'> = {}) => rest(backend, method, path, { token: user.token, ...options })
  const stored = async (id: string) => (await backend.db.query('select id, name, age, kind from public.rest_items where id = $1', [id])).rows[0]

  beforeAll(async () => {
    backend = await startTestBackend(database)
    user = await createUser(backend)
    client = clientAs(backend, user.token)
    await createItemsTable(backend)
    await backend.db.exec(`
      create table public.rest_kv (id serial primary key, key text not null unique, value text);
      grant all on public.rest_kv to authenticated;
      grant usage on sequence public.rest_kv_id_seq to authenticated;
      create table public.rx_push (id text primary key, name text, age integer, _deleted boolean not null default false, _modified timestamptz not null default now());
      grant all on public.rx_push to authenticated;`)
  }, 60_000)
  afterAll(() => backend?.stop())

  describe('insert', () => {
    it('inserts an object: 201 with no body, or the rows with return=representation', async () => {
      const plain = await asUser('POST', '/rest_items', { body: { id: 'i1', name: 'One' } })
      expect([plain.status, plain.text, plain.headers.get('content-range')]).toEqual([201, '', '*/*'])
      const { data, error, status } = await client.from('rest_items').insert({ id: 'i2', name: 'Two', age: 2 }).select('id, name, kind')
      expect(error).toBeNull()
      expect([status, data]).toEqual([201, [{ id: 'i2', name: 'Two', kind: 'plain' }]])
      expect(await stored('i1')).toEqual({ id: 'i1', name: 'One', age: null, kind: 'plain' })
    })

    it('inserts arrays: supabase-js sends the union of keys as columns, missing keys are null unless missing=default', async () => {
      const nulls = await client.from('rest_items').insert([
        { id: 'i3', name: 'Three' },
        { id: 'i4', kind: 'special' },
      ])
      // `kind` is NOT NULL: the row without it gets null and Postgres refuses, as on Supabase.
      expect([nulls.status, nulls.error?.code]).toEqual([400, '23502'])
      const defaults = await client
        .from('rest_items')
        .insert(
          [
            { id: 'i3', name: 'Three' },
            { id: 'i4', kind: 'special' },
          ],
          { defaultToNull: false },
        )
        .select('id, name, kind')
        .order('id')
      expect(defaults.error).toBeNull()
      expect(defaults.data).toEqual([
        { id: 'i3', name: 'Three', kind: 'plain' },
        { id: 'i4', name: null, kind: 'special' },
      ])
      const mismatch = await asUser('POST', '/rest_items', { body: [{ id: 'i5' }, { id: 'i6', name: 'x' }] })
      expect([mismatch.status, errorBody(mismatch)]).toEqual([400, { code: 'PGRST102', details: null, hint: null, message: 'All object keys must match' }])
      const empty = await asUser('POST', '/rest_items', { body: [], headers: { prefer: 'return=representation' } })
      expect([empty.status, empty.text]).toEqual([201, '[]'])
    })

    it('answers return=headers-only with the Location of the new row', async () => {
      const response = await asUser('POST', '/rest_items', { body: { id: 'h 1', name: 'Head' }, headers: { prefer: 'return=headers-only' } })
      expect([response.status, response.text, response.headers.get('location')]).toEqual([201, '', '/rest_items?id=eq.h%201'])
      expect(response.headers.get('preference-applied')).toBe('return=headers-only')
    })

    it('upserts: merge-duplicates updates (200 when nothing was inserted, 201 otherwise), ignore-duplicates keeps', async () => {
      await asUser('POST', '/rest_items', { body: { id: 'u1', name: 'Before', age: 1 } })
      const merged = await client.from('rest_items').upsert({ id: 'u1', name: 'After' }).select('id, name, age')
      expect([merged.status, merged.data]).toEqual([200, [{ id: 'u1', name: 'After', age: 1 }]])
      const mixed = await client
        .from('rest_items')
        .upsert([
          { id: 'u1', name: 'Again' },
          { id: 'u2', name: 'New' },
        ])
        .select('id, name')
        .order('id')
      expect([mixed.status, mixed.data]).toEqual([
        201,
        [
          { id: 'u1', name: 'Again' },
          { id: 'u2', name: 'New' },
        ],
      ])
      const ignored = await client.from('rest_items').upsert({ id: 'u1', name: 'Ignored' }, { ignoreDuplicates: true }).select('id')
      expect([ignored.status, ignored.data]).toEqual([201, []])
      expect((await stored('u1'))?.name).toBe('Again')
      const merge = await asUser('POST', '/rest_items', { body: { id: 'u3' }, headers: { prefer: 'resolution=merge-duplicates' } })
      expect(merge.headers.get('preference-applied')).toBe('resolution=merge-duplicates')
    })

    it('upserts on another unique column with on_conflict', async () => {
      await client.from('rest_kv').insert({ key: 'theme', value: 'dark' })
      const { data, status } = await client.from('rest_kv').upsert({ key: 'theme', value: 'light' }, { onConflict: 'key' }).select('key, value')
      expect([status, data]).toEqual([200, [{ key: 'theme', value: 'light' }]])
      const bad = await asUser('POST', '/rest_kv?on_conflict=value', { body: { key: 'x', value: 'y' }, headers: { prefer: 'resolution=merge-duplicates' } })
      expect([bad.status, errorBody(bad).code]).toEqual([400, '42P10'])
    })

    it('refuses a duplicate key with 409 23505, with Postgres’s message and details', async () => {
      const response = await asUser('POST', '/rest_items', { body: { id: 'i1', name: 'Again' } })
      expect(response.status).toBe(409)
      expect(errorBody(response)).toEqual({
        code: '23505',
        details: 'Key (id)=(i1) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "rest_items_pkey"',
      })
    })

    it('rolls back a write that breaks application/vnd.pgrst.object+json', async () => {
      const response = await asUser('POST', '/rest_items', {
        body: [{ id: 's1' }, { id: 's2' }],
        headers: { accept: 'application/vnd.pgrst.object+json', prefer: 'return=representation' },
      })
      expect([response.status, errorBody(response).code, errorBody(response).details]).toEqual([406, 'PGRST116', 'The result contains 2 rows'])
      expect(await stored('s1')).toBeUndefined()
      const single = await client.from('rest_items').insert({ id: 's3' }).select('id').single()
      expect(single.data).toEqual({ id: 's3' })
    })
  })

  describe('update and delete', () => {
    beforeAll(async () => {
      await backend.db.exec(`insert into public.rest_items (id, name, age) values ('p1', 'P', 1), ('p2', 'P', 2), ('p3', 'Q', 3)`)
    })

    it('updates the filtered rows: 204, or 200 with the rows, [] when none matched', async () => {
      const minimal = await asUser('PATCH', '/rest_items?id=eq.p1', { body: { age: 10 } })
      expect([minimal.status, minimal.text, minimal.headers.get('content-range')]).toEqual([204, '', '0-0/*'])
      const { data, status } = await client.from('rest_items').update({ name: 'PP' }).eq('name', 'P').select('id, name, age').order('id')
      expect([status, data]).toEqual([
        200,
        [
          { id: 'p1', name: 'PP', age: 10 },
          { id: 'p2', name: 'PP', age: 2 },
        ],
      ])
      const none = await asUser('PATCH', '/rest_items?id=eq.nope', { body: { age: 1 }, headers: { prefer: 'return=representation' } })
      expect([none.status, none.text, none.headers.get('content-range')]).toEqual([200, '[]', '*/*'])
      const nothingToSet = await asUser('PATCH', '/rest_items?id=eq.p1', { body: {}, headers: { prefer: 'return=representation' } })
      expect([nothingToSet.status, nothingToSet.text]).toEqual([200, '[]'])
    })

    it('honours max-affected with handling=strict, rolling the update back', async () => {
      const response = await asUser('PATCH', '/rest_items?name=eq.PP', { body: { age: 99 }, headers: { prefer: 'handling=strict, max-affected=1' } })
      expect([response.status, errorBody(response)]).toEqual([
        400,
        { code: 'PGRST124', details: 'The query affects 2 rows', hint: null, message: 'Query result exceeds max-affected preference constraint' },
      ])
      expect((await stored('p2'))?.age).toBe(2)
      const strict = await asUser('PATCH', '/rest_items?id=eq.p1', { body: { age: 1 }, headers: { prefer: 'handling=strict, whatever=1' } })
      expect([strict.status, errorBody(strict).code, errorBody(strict).details]).toEqual([400, 'PGRST122', 'Invalid preferences: whatever=1'])
    })

    it('deletes the filtered rows: 204, or 200 with the rows and a count', async () => {
      const { status, error } = await client.from('rest_items').delete().eq('id', 'p3')
      expect([status, error]).toEqual([204, null])
      const counted = await asUser('DELETE', '/rest_items?name=eq.PP', { headers: { prefer: 'return=representation, count=exact' } })
      expect(counted.status).toBe(200)
      expect(counted.headers.get('content-range')).toBe('*/2')
      expect(
        counted
          .json<{ id: string }[]>()
          .map((row) => row.id)
          .sort(),
      ).toEqual(['p1', 'p2'])
      const none = await asUser('DELETE', '/rest_items?id=eq.p1', { headers: { prefer: 'return=representation' } })
      expect([none.status, none.text]).toEqual([200, '[]'])
    })
  })

  describe('the RxDB Supabase plugin’s push', () => {
    it('inserts without Prefer (201), and a second insert of the same id is 409 23505', async () => {
      const first = await asUser('POST', '/rx_push', { body: { id: 'a1', name: 'A', age: null, _deleted: false } })
      expect(first.status).toBe(201)
      const again = await asUser('POST', '/rx_push', { body: { id: 'a1', name: 'A2', age: null, _deleted: false } })
      expect([again.status, errorBody(again).code]).toEqual([409, '23505'])
    })

    it('updates with one guard per column (is.null for nulls): the row when the guards hold, [] when not', async () => {
      const guarded = '/rx_push?id=eq.a1&name=eq.A&age=is.null&_deleted=eq.false&select=*'
      const updated = await asUser('PATCH', guarded, { body: { id: 'a1', name: 'B', age: 3, _deleted: false }, headers: { prefer: 'return=representation' } })
      expect(updated.status).toBe(200)
      expect(updated.json()).toEqual([{ id: 'a1', name: 'B', age: 3, _deleted: false, _modified: expect.any(String) }])
      const stale = await asUser('PATCH', guarded, { body: { id: 'a1', name: 'C', age: 4, _deleted: false }, headers: { prefer: 'return=representation' } })
      expect([stale.status, stale.text]).toEqual([200, '[]'])
      const noPrefer = await asUser('PATCH', '/rx_push?id=eq.a1&name=eq.B&age=eq.3&_deleted=eq.false', { body: { name: 'D' } })
      expect(noPrefer.status).toBe(204)
    })
  })

  describe('bad writes', () => {
    it.each<[string, string, string, RawOptions, number, Partial<ReturnType<typeof errorBody>>]>([
      ['malformed JSON', 'POST', '/rest_items', { body: '{"id": ' }, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null }],
      ['an empty body', 'POST', '/rest_items', { body: '' }, 400, { code: 'PGRST102', message: 'Empty or invalid json' }],
      ['malformed JSON in a PATCH', 'PATCH', '/rest_items?id=eq.x', { body: 'nope' }, 400, { code: 'PGRST102', message: 'Empty or invalid json' }],
      [
        'a body that is not JSON',
        'POST',
        '/rest_items',
        { body: 'id=1', headers: { 'content-type': 'text/plain' } },
        400,
        { code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' },
      ],
      [
        'an unknown column',
        'POST',
        '/rest_items',
        { body: { id: 'x', zzz: 1, aaa: 2 } },
        400,
        { code: 'PGRST204', message: "Could not find the 'aaa' column of 'rest_items' in the schema cache" },
      ],
      ['an unknown column in a PATCH', 'PATCH', '/rest_items?id=eq.x', { body: { nope: 1 } }, 400, { code: 'PGRST204' }],
      ['a NOT NULL column set to null', 'POST', '/rest_items', { body: { id: 'n1', kind: null } }, 400, { code: '23502' }],
      ['a value Postgres cannot read', 'POST', '/rest_items', { body: { id: 'n2', age: 'old' } }, 400, { code: '22P02', message: 'invalid input syntax for type integer: "old"' }],
      ['an unknown table', 'POST', '/nope', { body: {} }, 404, { code: 'PGRST205' }],
      [
        'a schema that is not exposed',
        'POST',
        '/rest_items',
        { body: { id: 'n3' }, headers: { 'content-profile': 'storage' } },
        406,
        { code: 'PGRST106', message: 'Invalid schema: storage' },
      ],
    ])('%s', async (_, method, path, options, status, expected) => {
      const response = await asUser(method, path, options)
      expect(response.status).toBe(status)
      expect(errorBody(response)).toMatchObject(expected)
    })

    it('answers 413 for a body over the limit (1 MB) and stays up', async () => {
      const response = await asUser('POST', '/rest_items', { body: JSON.stringify({ id: 'big', name: 'x'.repeat(1024 * 1024) }) })
      expect(response.status).toBe(413)
      expect(errorBody(response)).toEqual({ code: '413', details: 'The request body is larger than 1048576 bytes', hint: null, message: 'Payload too large' })
      const after = await asUser('GET', '/rest_items?id=eq.i1&select=id')
      expect(after.json()).toEqual([{ id: 'i1' }])
    })
  })
})
