import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { clientAs, createItemsTable, createUser, errorBody, items, rest, type TestUser } from './support'

describe.each(TEST_DATABASES)('REST reads on %s', (database) => {
  let backend: TestBackend
  let user: TestUser
  let client: SupabaseClient
  const asUser = (method: string, path: string, headers: Record<string, string> = {}) => rest(backend, method, path, { token: user.token, headers })
  const ids = (rows: unknown) => (rows as { id: string }[]).map((row) => row.id)

  beforeAll(async () => {
    backend = await startTestBackend(database)
    user = await createUser(backend)
    client = clientAs(backend, user.token)
    await createItemsTable(backend)
    for (const item of items) {
      await backend.db.query('insert into public.rest_items (id, name, age, score, tags, data, seen_at) values ($1, $2, $3, $4, $5, $6::jsonb, $7)', [
        item.id,
        item.name,
        item.age,
        item.score,
        item.tags,
        JSON.stringify(item.data),
        item.seen_at,
      ])
    }
  }, 60_000)
  afterAll(() => backend?.stop())

  it('selects columns with supabase-js, filtered, ordered and paged', async () => {
    const { data, error, status } = await client.from('rest_items').select('id, name, age').gte('age', 20).order('age', { ascending: false }).limit(2)
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual([
      { id: 'd4', name: 'Dan, Jr.', age: 41 },
      { id: 'a1', name: 'Alice', age: 30 },
    ])
    const page = await client.from('rest_items').select('id').order('id').range(1, 2)
    expect(ids(page.data)).toEqual(['b2', 'c3'])
  })

  it.each<[string, string, string[]]>([
    ['eq on text', 'name=eq.Bob', ['b2']],
    ['neq', 'name=neq.Bob', ['a1', 'c3', 'd4']],
    ['gt on integer', 'age=gt.29', ['a1', 'd4']],
    ['lte on numeric', 'score=lte.2.25', ['a1', 'c3']],
    ['lt on timestamptz', 'seen_at=lt.2025-01-01T10:00:01.5%2B00:00', ['a1']],
    ['like with *', 'name=like.*a*', ['c3', 'd4']],
    ['ilike', 'name=ilike.A*', ['a1']],
    ['is.null', 'age=is.null', ['b2']],
    ['not.is.null', 'age=not.is.null', ['a1', 'c3', 'd4']],
    ['in with a quoted value holding a comma', 'name=in.("Dan, Jr.",Bob)', ['b2', 'd4']],
    ['not.in', 'id=not.in.(a1,b2)', ['c3', 'd4']],
    ['in.() matches nothing', 'id=in.()', []],
    ['cs on an array', 'tags=cs.{y}', ['a1', 'b2']],
    ['JSON path ->> on jsonb', 'data->>city=eq.Lima', ['a1']],
    ['JSON path -> compared as jsonb', 'data->n=gt.1', ['b2', 'c3']],
    ['or with a quoted value', 'or=(name.eq."Dan, Jr.",id.eq.a1)', ['a1', 'd4']],
    ['nested and inside or', 'or=(age.gt.40,and(age.lt.30,name.eq.carol))', ['c3', 'd4']],
    ['not.or', 'not.or=(id.eq.a1,id.eq.b2)', ['c3', 'd4']],
    ['several filters combine with AND', 'age=gte.25&age=lt.41', ['a1', 'c3']],
    ['isdistinct', 'age=isdistinct.30', ['b2', 'c3', 'd4']],
  ])('filters: %s', async (_, query, expected) => {
    const response = await asUser('GET', `/rest_items?select=id&${query}&order=id`)
    expect(response.status).toBe(200)
    expect(ids(response.json())).toEqual(expected)
  })

  it('orders by several columns with nulls first or last', async () => {
    const response = await asUser('GET', '/rest_items?select=id&order=age.desc.nullslast,id.asc')
    expect(ids(response.json())).toEqual(['d4', 'a1', 'c3', 'b2'])
    const nullsFirst = await asUser('GET', '/rest_items?select=id&order=age.asc.nullsfirst')
    expect(ids(nullsFirst.json())).toEqual(['b2', 'c3', 'a1', 'd4'])
  })

  it('renders rows with Postgres’s JSON: aliases, JSON paths, arrays, numerics and timestamps to the microsecond', async () => {
    const response = await asUser('GET', '/rest_items?select=id,who:name,city:data->>city,data->n,tags,score,seen_at,age::text&id=eq.a1')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.json()).toEqual([{ id: 'a1', who: 'Alice', city: 'Lima', n: 1, tags: ['x', 'y'], score: 1.5, seen_at: '2025-01-01T10:00:00.123456+00:00', age: '30' }])
    // A rendered timestamp filters back to the same row: microseconds survive the round trip.
    const back = await asUser('GET', `/rest_items?select=id&seen_at=eq.${encodeURIComponent('2025-01-01T10:00:00.123456+00:00')}`)
    expect(ids(back.json())).toEqual(['a1'])
  })

  it('renders now() exactly as Postgres does' + (database === 'postgres' ? ', with microseconds' : ''), async () => {
    const { rows } = await backend.db.query<{ rendered: string }>("select to_json(created_at)::text as rendered from public.rest_items where id = 'a1'")
    const response = await asUser('GET', '/rest_items?select=created_at&id=eq.a1')
    const createdAt = response.json<{ created_at: string }[]>()[0]?.created_at
    expect(JSON.stringify(createdAt)).toBe(rows[0]?.rendered)
    expect(createdAt).toMatch(database === 'postgres' ? /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{4,6}\+00:00$/ : /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
    const again = await asUser('GET', `/rest_items?select=id&created_at=eq.${encodeURIComponent(createdAt as string)}`)
    expect(ids(again.json())).toEqual(['a1'])
  })

  it('answers Content-Range, counts with Prefer: count=exact (206 for a part), HEAD and Range', async () => {
    const plain = await asUser('GET', '/rest_items?select=id&order=id&limit=2&offset=1')
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-range')).toBe('1-2/*')
    expect(plain.headers.get('content-location')).toBe('/rest_items?limit=2&offset=1&order=id&select=id')

    const counted = await asUser('GET', '/rest_items?select=id&limit=2', { prefer: 'count=exact' })
    expect(counted.status).toBe(206)
    expect(counted.headers.get('content-range')).toBe('0-1/4')
    expect(counted.headers.get('preference-applied')).toBe('count=exact')

    const { count, data, status } = await client.from('rest_items').select('*', { count: 'exact', head: true }).gt('age', 26)
    expect([status, count, data]).toEqual([200, 2, null])

    const ranged = await asUser('GET', '/rest_items?select=id&order=id', { range: '1-2' })
    expect(ids(ranged.json())).toEqual(['b2', 'c3'])

    const empty = await asUser('GET', '/rest_items?id=eq.none', { prefer: 'count=exact' })
    expect([empty.status, empty.headers.get('content-range'), empty.text]).toEqual([200, '*/0', '[]'])

    const past = await asUser('GET', '/rest_items?offset=10', { prefer: 'count=exact' })
    expect(past.status).toBe(416)
    expect(errorBody(past)).toEqual({
      code: 'PGRST103',
      details: 'An offset of 10 was requested, but there are only 4 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    })
  })

  it('returns one object for application/vnd.pgrst.object+json, and PGRST116 406 otherwise', async () => {
    const single = await client.from('rest_items').select('id, name').eq('id', 'b2').single()
    expect(single.data).toEqual({ id: 'b2', name: 'Bob' })
    const none = await asUser('GET', '/rest_items?id=eq.zz', { accept: 'application/vnd.pgrst.object+json' })
    expect(none.status).toBe(406)
    expect(errorBody(none)).toEqual({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' })
    const many = await client.from('rest_items').select('id').single()
    expect([many.status, many.error?.code, many.error?.details]).toEqual([406, 'PGRST116', 'The result contains 4 rows'])
    const maybe = await client.from('rest_items').select('id').eq('id', 'zz').maybeSingle()
    expect([maybe.data, maybe.error]).toEqual([null, null])
  })

  it('caps a response at 1000 rows (Supabase’s max-rows) and pages past it', async () => {
    await backend.db.exec(`
      create table public.rest_many as select n from generate_series(1, 1001) n;
      grant select on public.rest_many to authenticated;`)
    const all = await asUser('GET', '/rest_many?select=n&order=n', { prefer: 'count=exact' })
    expect(all.json<unknown[]>()).toHaveLength(1000)
    expect([all.status, all.headers.get('content-range')]).toEqual([206, '0-999/1001'])
    const tail = await asUser('GET', '/rest_many?select=n&order=n&offset=998&limit=5')
    expect(tail.json()).toEqual([{ n: 999 }, { n: 1000 }, { n: 1001 }])
    expect(tail.headers.get('content-range')).toBe('998-1000/*')
  })

  describe('the RxDB Supabase plugin’s queries', () => {
    const pull = 'select=*&or=("_modified".gt.2025-01-01T10:00:01.5+00:00,and("_modified".eq.2025-01-01T10:00:01.5+00:00,"id".gt.b2))&order=_modified.asc,id.asc&limit=5'

    beforeAll(async () => {
      await backend.db.exec(`
        create table public.rx_docs (id text primary key, name text, age integer, _deleted boolean not null default false, _modified timestamptz not null default now());
        grant all on public.rx_docs to authenticated;
        insert into public.rx_docs (id, name, age, _modified) values
          ('a1', 'A', null, '2025-01-01T10:00:01.5+00:00'), ('b2', 'B', 2, '2025-01-01T10:00:01.5+00:00'),
          ('c3', 'C', 3, '2025-01-01T10:00:01.5+00:00'), ('a0', 'Z', 9, '2025-01-01T10:00:02+00:00'),
          ('z9', 'Y', 8, '2025-01-01T10:00:00+00:00');`)
    })

    it('pulls after a checkpoint with the or= tree, as supabase-js encodes it (+ sent as %2B)', async () => {
      const { data, error } = await client
        .from('rx_docs')
        .select('*')
        .or('"_modified".gt.2025-01-01T10:00:01.5+00:00,and("_modified".eq.2025-01-01T10:00:01.5+00:00,"id".gt.b2)')
        .order('_modified', { ascending: true })
        .order('id', { ascending: true })
        .limit(5)
      expect(error).toBeNull()
      expect(ids(data)).toEqual(['c3', 'a0'])
      const raw = await asUser('GET', `/rx_docs?${pull.replace(/\+/g, '%2B')}`)
      expect(ids(raw.json())).toEqual(['c3', 'a0'])
      expect(raw.json<Record<string, unknown>[]>()[0]).toEqual({ id: 'c3', name: 'C', age: 3, _deleted: false, _modified: '2025-01-01T10:00:01.5+00:00' })
    })

    it('reads a literal + as a space, as PostgREST does, so the timestamp is refused by Postgres (400)', async () => {
      const response = await asUser('GET', `/rx_docs?${pull}`)
      expect(response.status).toBe(400)
      expect(errorBody(response)).toMatchObject({ code: '22007', message: 'invalid input syntax for type timestamp with time zone: "2025-01-01T10:00:01.5 00:00"' })
    })
  })

  describe('bad reads', () => {
    it.each<[string, string, Record<string, string>, number, Partial<ReturnType<typeof errorBody>>]>([
      [
        'a filter without operator',
        '/rest_items?id=a1',
        {},
        400,
        { code: 'PGRST100', message: '"failed to parse filter (a1)" (line 1, column 1)', details: 'unexpected "a" expecting "not" or operator (eq, gt, ...)' },
      ],
      ['a bad order', '/rest_items?order=id.ac', {}, 400, { code: 'PGRST100', message: '"failed to parse order (id.ac)" (line 1, column 4)' }],
      ['a bad logic tree', '/rest_items?or=(id.eq.1', {}, 400, { code: 'PGRST100', message: '"failed to parse logic tree ((id.eq.1)" (line 1, column 11)' }],
      ['an unknown column in select', '/rest_items?select=nope', {}, 400, { code: '42703', message: 'column rest_items.nope does not exist' }],
      ['an unknown column in a filter', '/rest_items?nope=eq.1', {}, 400, { code: '42703', message: 'column rest_items.nope does not exist' }],
      ['a value of the wrong type', '/rest_items?age=eq.abc', {}, 400, { code: '22P02', message: 'invalid input syntax for type integer: "abc"' }],
      [
        'an unknown table',
        '/rest_itemz',
        {},
        404,
        { code: 'PGRST205', message: "Could not find the table 'public.rest_itemz' in the schema cache", hint: "Perhaps you meant the table 'public.rest_items'" },
      ],
      [
        'an embedding',
        '/rest_items?select=id,owner(*)',
        {},
        400,
        { code: 'PGRST200', message: "Could not find a relationship between 'rest_items' and 'owner' in the schema cache" },
      ],
      ['a cast that could open a dollar quote', '/rest_items?select=id::int $q$,name::int $q$', {}, 400, { code: '42601' }],
      ['an aggregate', '/rest_items?select=age.sum()', {}, 400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' }],
      ['a filter on an embedded resource', '/rest_items?owner.id=eq.1', {}, 400, { code: 'PGRST108', message: "'owner' is not an embedded resource in this request" }],
      [
        'a schema that is not exposed',
        '/rest_items',
        { 'accept-profile': 'auth' },
        406,
        { code: 'PGRST106', message: 'Invalid schema: auth', hint: 'Only the following schemas are exposed: public' },
      ],
      ['a media type it cannot produce', '/rest_items', { accept: 'text/csv' }, 406, { code: 'PGRST107', message: 'None of these media types are available: text/csv' }],
      ['a negative limit', '/rest_items?limit=-1', {}, 416, { code: 'PGRST103', details: 'Limit should be greater than or equal to zero.' }],
      ['a path that is no resource', '/rest_items/a1', {}, 404, { code: 'PGRST125', message: 'Invalid path specified in request URL' }],
      ['an unsupported method', '/rest_items', { 'x-method': 'PUT' }, 405, { code: 'PGRST117', message: 'Unsupported HTTP method: PUT' }],
    ])('%s', async (_, path, headers, status, expected) => {
      const { 'x-method': method = 'GET', ...rest } = headers
      const response = await asUser(method, path, rest)
      expect(response.status).toBe(status)
      expect(errorBody(response)).toMatchObject(expected)
      expect(response.headers.get('proxy-status')).toBe(`PostgREST; error=${expected.code}`)
    })

    it('answers 404 42P01 for a table dropped after the schema cache loaded it', async () => {
      await backend.db.exec('create table public.rest_gone (id int); grant select on public.rest_gone to authenticated;')
      expect((await asUser('GET', '/rest_gone')).status).toBe(200)
      await backend.db.exec('drop table public.rest_gone')
      const response = await asUser('GET', '/rest_gone')
      expect([response.status, errorBody(response)]).toEqual([404, { code: '42P01', details: null, hint: null, message: 'relation "public.rest_gone" does not exist' }])
    })

    it('echoes an exposed profile in Content-Profile', async () => {
      const response = await asUser('GET', '/rest_items?select=id&limit=1', { 'accept-profile': 'public' })
      expect([response.status, response.headers.get('content-profile')]).toEqual([200, 'public'])
    })
  })
})
