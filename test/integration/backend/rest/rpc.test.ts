import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { clientAs, createUser, errorBody, rest, type RawOptions, type TestUser } from './support'

interface PullResult {
  rows: { id: string; doc: unknown; revision: number; stamp: string }[]
  checkpoint: { stamp: string; key: string } | null
}
interface PushResult {
  written: { id: string; revision: number; stamp: string }[]
  conflicts: { id: string; revision: number }[]
  rejected: unknown[]
}

describe.each(TEST_DATABASES)('REST functions on %s', (database) => {
  let backend: TestBackend
  let user: TestUser
  let client: SupabaseClient
  const asUser = (method: string, path: string, options: Omit<RawOptions, 'token'> = {}) => rest(backend, method, path, { token: user.token, ...options })

  beforeAll(async () => {
    backend = await startTestBackend(database)
    user = await createUser(backend)
    client = clientAs(backend, user.token)
    await backend.db.exec(`
      create table public.rest_people (id text primary key, name text, age int);
      insert into public.rest_people values ('a', 'Ann', 30), ('b', 'Ben', 20), ('c', 'Cy', 40);
      grant all on public.rest_people to authenticated;
      create function public.rest_add(a integer, b integer default 1) returns integer language sql immutable as 'select a + b';
      create function public.rest_touch(note text) returns void language sql volatile as 'select null::void';
      create function public.rest_older(min_age integer) returns table (id text, name text) language sql stable
        as 'select id, name from public.rest_people where age >= min_age order by id';
      create function public.rest_oldest() returns public.rest_people language sql stable as 'select * from public.rest_people order by age desc limit 1';
      create function public.rest_ints() returns setof integer language sql immutable as 'select generate_series(1, 3)';
      create function public.rest_echo(jsonb) returns jsonb language sql immutable as 'select $1';
      create function public.rest_write() returns integer language sql volatile as 'insert into public.rest_people values (''w'', ''W'', 1) returning 1';
      create function public.rest_fail() returns void language plpgsql as $$ begin raise exception 'nope, not today'; end $$;
      create function public.rest_pay() returns void language plpgsql as $$ begin raise sqlstate 'PT402' using message = 'Payment required'; end $$;
      create function public.rest_over(x integer) returns text language sql as 'select ''int''';
      create function public.rest_over(x text) returns text language sql as 'select ''text''';`)
  }, 60_000)
  afterAll(() => backend?.stop())

  it('runs the repo’s sync_push and sync_pull through supabase-js, as the caller', async () => {
    const ids = [randomUUID(), randomUUID()]
    const pushed = await client.rpc('sync_push', { p_table: 'trades', p_rows: ids.map((id) => ({ id, doc: { notes: id }, base_revision: null })) })
    expect(pushed.error).toBeNull()
    expect((pushed.data as PushResult).written.map((row) => row.id).sort()).toEqual([...ids].sort())

    const pulled = await client.rpc('sync_pull', { p_table: 'trades', p_limit: 10 })
    expect(pulled.error).toBeNull()
    const result = pulled.data as PullResult
    expect(result.rows.map((row) => row.id).sort()).toEqual([...ids].sort())
    expect(result.rows.every((row) => row.revision === 1 && /^\d+$/.test(row.stamp))).toBe(true)
    expect(result.checkpoint).toEqual({ stamp: expect.stringMatching(/^\d+$/), key: expect.any(String) })

    const stale = await client.rpc('sync_push', { p_table: 'trades', p_rows: [{ id: ids[0], doc: { notes: 'stale' }, base_revision: 7 }] })
    expect((stale.data as PushResult).conflicts).toEqual([expect.objectContaining({ id: ids[0], revision: 1 })])

    // The pull is stable: a GET with the arguments in the query string runs it read-only.
    const viaGet = await client.rpc('sync_pull', { p_table: 'trades', p_checkpoint_stamp: result.checkpoint?.stamp, p_checkpoint_key: result.checkpoint?.key }, { get: true })
    expect((viaGet.data as PullResult).rows).toEqual([])

    const anon = await rest(backend, 'POST', '/rpc/sync_pull', { body: { p_table: 'trades' } })
    expect([anon.status, errorBody(anon).code, errorBody(anon).message, anon.headers.get('www-authenticate')]).toEqual([
      401,
      '42501',
      'permission denied for function sync_pull',
      'Bearer',
    ])
  })

  it('answers a scalar as the value, a set as an array, a row as an object and void with 204', async () => {
    expect((await client.rpc('rest_add', { a: 2 })).data).toBe(3)
    expect((await client.rpc('rest_add', { a: 2, b: 5 }, { get: true })).data).toBe(7)
    expect((await client.rpc('rest_ints')).data).toEqual([1, 2, 3])
    expect((await client.rpc('rest_oldest')).data).toEqual({ id: 'c', name: 'Cy', age: 40 })
    expect((await client.rpc('rest_older', { min_age: 25 })).data).toEqual([
      { id: 'a', name: 'Ann' },
      { id: 'c', name: 'Cy' },
    ])
    const echoed = await asUser('POST', '/rpc/rest_echo', { body: { any: ['shape', 1] } })
    expect([echoed.status, echoed.json()]).toEqual([200, { any: ['shape', 1] }])
    const touched = await asUser('POST', '/rpc/rest_touch', { body: { note: 'x' } })
    expect([touched.status, touched.text]).toEqual([204, ''])
  })

  it('filters, orders and pages the rows a function returns', async () => {
    const response = await asUser('GET', '/rpc/rest_older?min_age=0&select=name&name=neq.Ben&order=name.desc&limit=1')
    expect([response.status, response.json(), response.headers.get('content-range')]).toEqual([200, [{ name: 'Cy' }], '0-0/*'])
    const counted = await client.rpc('rest_older', { min_age: 0 }, { count: 'exact' }).limit(2)
    expect([counted.count, (counted.data as unknown[]).length]).toEqual([3, 2])
  })

  it.each<[string, string, string, RawOptions, number, Partial<ReturnType<typeof errorBody>>]>([
    [
      'an unknown function',
      'POST',
      '/rpc/rest_ad',
      { body: { a: 1 } },
      404,
      {
        code: 'PGRST202',
        message: 'Could not find the function public.rest_ad(a) in the schema cache',
        details: 'Searched for the function public.rest_ad with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.rest_add',
      },
    ],
    [
      'unknown arguments',
      'GET',
      '/rpc/rest_add?x=1&y=2',
      {},
      404,
      {
        code: 'PGRST202',
        message: 'Could not find the function public.rest_add(x, y) in the schema cache',
        details: 'Searched for the function public.rest_add with parameters x, y, but no matches were found in the schema cache.',
      },
    ],
    ['a missing required argument', 'POST', '/rpc/rest_add', { body: { b: 1 } }, 404, { code: 'PGRST202' }],
    ['an argument Postgres cannot read', 'POST', '/rpc/rest_add', { body: { a: 'two' } }, 400, { code: '22P02' }],
    ['malformed JSON', 'POST', '/rpc/rest_add', { body: '{' }, 400, { code: 'PGRST102', message: 'Empty or invalid json' }],
    ['a write through GET (read-only)', 'GET', '/rpc/rest_write', {}, 405, { code: '25006', message: 'cannot execute INSERT in a read-only transaction' }],
    ['RAISE EXCEPTION', 'POST', '/rpc/rest_fail', {}, 400, { code: 'P0001', message: 'nope, not today' }],
    ['a PTxyz SQLSTATE', 'POST', '/rpc/rest_pay', {}, 402, { code: 'PT402', message: 'Payment required' }],
    ['an overloaded name it cannot choose between', 'POST', '/rpc/rest_over', { body: { x: 1 } }, 300, { code: 'PGRST203' }],
    ['a method functions do not take', 'PATCH', '/rpc/rest_add', { body: {} }, 405, { code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' }],
  ])('refuses %s', async (_, method, path, options, status, expected) => {
    const response = await asUser(method, path, options)
    expect(response.status).toBe(status)
    expect(errorBody(response)).toMatchObject(expected)
  })

  it('calls a function with no arguments on an empty POST body', async () => {
    const response = await asUser('POST', '/rpc/rest_ints', { body: '' })
    expect([response.status, response.json()]).toEqual([200, [1, 2, 3]])
  })
})
