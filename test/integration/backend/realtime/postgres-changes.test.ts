// /realtime/v1 with the real supabase-js client (ws transport): postgres_changes delivered only to
// subscribers whose own claims may select the row, filters, refused tokens, token updates.
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../../../sync/local-backend/jwt'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { roundTrip, subscribeTo, type Change } from './realtime-client'
import { asUser, createUser, nowSeconds, tokenFor, type TestUser } from './test-users'

const insertTrade = (backend: TestBackend, user: TestUser, doc: Record<string, unknown> = {}) =>
  asUser(backend, user, async (tx) => {
    const id = randomUUID()
    await tx.query('insert into public.trades (id, doc) values ($1, $2::jsonb)', [id, JSON.stringify(doc)])
    return id
  })

const updateTrade = (backend: TestBackend, user: TestUser, id: string, doc: Record<string, unknown>) =>
  asUser(backend, user, (tx) => tx.query('update public.trades set doc = $2::jsonb where id = $1', [id, JSON.stringify(doc)]))

const rowId = (change: Change) => (change.eventType === 'DELETE' ? change.old : change.new)['id']

describe.each(TEST_DATABASES)('realtime postgres_changes on %s', (database) => {
  let backend: TestBackend
  let alice: TestUser
  let bob: TestUser
  const clients: SupabaseClient[] = []

  const clientFor = (user?: TestUser) => {
    const client = createTestClient(backend)
    if (user) void client.realtime.setAuth(user.token)
    clients.push(client)
    return client
  }

  beforeAll(async () => {
    backend = await startTestBackend(database)
    alice = await createUser(backend, 'alice')
    bob = await createUser(backend, 'bob')
  }, 60_000)
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()))
  })
  afterAll(() => backend?.stop())

  it('delivers a subscriber its own INSERT and UPDATE within a second, never another user’s row', async () => {
    const mine = await subscribeTo(clientFor(alice), 'alice-trades', { event: '*', table: 'trades' })
    const theirs = await subscribeTo(clientFor(bob), 'bob-trades', { event: '*', table: 'trades' })
    expect(mine.outcome.status).toBe('SUBSCRIBED')
    expect(theirs.outcome.status).toBe('SUBSCRIBED')

    const id = await insertTrade(backend, alice, { symbol: 'BTC' })
    const inserted = await mine.next((change) => change.eventType === 'INSERT' && rowId(change) === id, 1_000)
    expect(inserted).toMatchObject({ schema: 'public', table: 'trades', new: { id, user_id: alice.id, doc: { symbol: 'BTC' }, deleted: false, revision: 1 } })
    expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    // Rendered by Postgres, as PostgREST renders rows.
    expect((inserted.new as Record<string, unknown>)['created_at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+\+00:00$/)

    await updateTrade(backend, alice, id, { symbol: 'ETH' })
    const updated = await mine.next((change) => change.eventType === 'UPDATE' && rowId(change) === id, 1_000)
    expect(updated.new).toMatchObject({ id, doc: { symbol: 'ETH' }, revision: 2 })

    // Changes go out in order on each socket: once Bob has his own row, Alice's two changes were
    // already decided for him, and none reached him.
    const bobsId = await insertTrade(backend, bob)
    await theirs.next((change) => rowId(change) === bobsId)
    expect(theirs.changes.map(rowId)).toEqual([bobsId])
    expect(mine.changes.map(rowId)).toEqual([id, id])
  })

  it('delivers changes in the order they were committed', async () => {
    const subscription = await subscribeTo(clientFor(alice), 'ordered', { event: 'INSERT', table: 'trades' })
    const ids: string[] = []
    for (let index = 0; index < 12; index += 1) ids.push(await insertTrade(backend, alice, { index }))
    await subscription.next((change) => rowId(change) === ids.at(-1))
    expect(subscription.changes.map(rowId)).toEqual(ids)
  })

  it('delivers a DELETE only to subscribers who could select the old row, with its primary key', async () => {
    const id = await insertTrade(backend, alice)
    const mine = await subscribeTo(clientFor(alice), 'alice-deletes', { event: 'DELETE', table: 'trades' })
    const theirs = await subscribeTo(clientFor(bob), 'bob-deletes', { event: 'DELETE', table: 'trades' })

    // Clients may not hard-delete synced rows (20261128060000_synced_tables_no_hard_delete.sql): maintenance does.
    await backend.db.query('delete from public.trades where id = $1', [id])
    const deleted = await mine.next((change) => change.eventType === 'DELETE')
    expect(deleted.old).toEqual({ id })

    const bobsId = await insertTrade(backend, bob)
    await backend.db.query('delete from public.trades where id = $1', [bobsId])
    await theirs.next((change) => rowId(change) === bobsId)
    expect(theirs.changes.map(rowId)).toEqual([bobsId])
  })

  it('applies event and column filters (eq, neq, in, gt) to the row', async () => {
    const first = await insertTrade(backend, alice)
    const second = await insertTrade(backend, alice)
    const client = clientFor(alice)
    const onlyFirst = await subscribeTo(client, 'only-first', { event: 'UPDATE', table: 'trades', filter: `id=eq.${first}` })
    const notFirst = await subscribeTo(client, 'not-first', { event: 'UPDATE', table: 'trades', filter: `id=neq.${first}` })
    const both = await subscribeTo(client, 'both', { event: 'UPDATE', table: 'trades', filter: `id=in.(${first},${second})` })
    const laterRevisions = await subscribeTo(client, 'later-revisions', { event: 'UPDATE', table: 'trades', filter: 'revision=gt.2' })
    const inserts = await subscribeTo(client, 'inserts-only', { event: 'INSERT', table: 'trades' })

    await updateTrade(backend, alice, first, { n: 1 }) // revision 2
    await updateTrade(backend, alice, second, { n: 1 }) // revision 2
    await updateTrade(backend, alice, first, { n: 2 }) // revision 3
    const last = await insertTrade(backend, alice)

    // Each change goes out to every channel before the next one: the last insert closes the set.
    await inserts.next((change) => rowId(change) === last)
    expect(onlyFirst.changes.map(rowId)).toEqual([first, first])
    expect(notFirst.changes.map(rowId)).toEqual([second])
    expect(both.changes.map(rowId)).toEqual([first, second, first])
    expect(laterRevisions.changes.map(rowId)).toEqual([first])
    expect(inserts.changes.map(rowId)).toEqual([last])
  })

  it.each([
    ['an expired token', (b: TestBackend, u: TestUser) => tokenFor(b, u.id, u.email, nowSeconds() - 10), /^InvalidJWTToken: Token has expired \d+ seconds ago$/],
    [
      'a token signed with another secret',
      (_: TestBackend, u: TestUser) => signJwt({ sub: u.id, role: 'authenticated', exp: nowSeconds() + 60 }, 'x'.repeat(40)),
      /^JwtSignatureError: Failed to validate JWT signature$/,
    ],
    [
      'a token without exp',
      (b: TestBackend, u: TestUser) => signJwt({ sub: u.id, role: 'authenticated' }, b.keys.jwtSecret),
      /^InvalidJWTToken: Fields `role` and `exp` are required in JWT$/,
    ],
    ['a token that is not a JWT', () => 'not-a-jwt', /^MalformedJWT: The token provided is not a valid JWT$/],
  ])('refuses a join with %s', async (_, token, reason) => {
    const client = clientFor()
    void client.realtime.setAuth(token(backend, alice))
    const refused = await subscribeTo(client, 'refused', { event: '*', table: 'trades' })
    expect(refused.outcome.status).toBe('CHANNEL_ERROR')
    expect(refused.outcome.error?.message).toMatch(reason)
  })

  it('answers a binding on a table outside the publication with Realtime’s system error', async () => {
    const subscription = await subscribeTo(clientFor(alice), 'no-such-table', { event: '*', table: 'no_such_table' })
    expect(subscription.outcome.status).toBe('SUBSCRIBED')
    const error = await subscription.until(() => subscription.system.find((message) => message['status'] === 'error'))
    expect(error).toMatchObject({
      extension: 'postgres_changes',
      channel: 'no-such-table',
      message:
        'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: no_such_table, filters: []]',
    })
  })

  it('confirms the subscription with "Subscribed to PostgreSQL"', async () => {
    const subscription = await subscribeTo(clientFor(alice), 'confirmed', { event: '*', table: 'trades' })
    const ok = await subscription.until(() => subscription.system.find((message) => message['status'] === 'ok'))
    expect(ok).toMatchObject({ extension: 'postgres_changes', message: 'Subscribed to PostgreSQL', channel: 'confirmed' })
  })

  it('takes a new token with setAuth: anon sees nothing, the user then sees their rows, an expired token closes the channel', async () => {
    const client = clientFor() // the anon key only
    const watcher = await subscribeTo(client, 'token-update', { event: 'INSERT', table: 'trades' })
    const alices = await subscribeTo(clientFor(alice), 'alice-sync', { event: 'INSERT', table: 'trades' })

    const beforeSignIn = await insertTrade(backend, alice)
    await alices.next((change) => rowId(change) === beforeSignIn)

    await client.realtime.setAuth(alice.token)
    await roundTrip(client)
    const afterSignIn = await insertTrade(backend, alice)
    await watcher.next((change) => rowId(change) === afterSignIn)
    expect(watcher.changes.map(rowId)).toEqual([afterSignIn])

    await client.realtime.setAuth(tokenFor(backend, alice.id, alice.email, nowSeconds() - 1))
    const closed = await watcher.until(() => (watcher.statuses.includes('CLOSED') ? true : undefined))
    expect(closed).toBe(true)
    expect(watcher.system.at(-1)).toMatchObject({ extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) })
  })
})
