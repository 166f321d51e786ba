import { AuthSessionMissingError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { authRequest, testClock, uniqueEmail } from './support/auth-helpers'

// Refresh-token rotation and sign-out. The backend's clock is moved forward instead of waiting
// for the reuse interval or a token's expiry.
describe.each(TEST_DATABASES)('auth sessions on %s', (database) => {
  let backend: TestBackend
  const clock = testClock()
  beforeAll(async () => {
    backend = await startTestBackend(database, { auth: { clock: clock.now, passwordHashCost: 14 } })
  }, 60_000)
  afterAll(() => backend?.stop())

  async function signedUpClient() {
    const client = createTestClient(backend)
    const { data, error } = await client.auth.signUp({ email: uniqueEmail(), password: 'correct horse' })
    if (error || !data.session) throw error ?? new Error('no session')
    return { client, session: data.session }
  }

  const refresh = (refreshToken: string) => authRequest(backend, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } })

  it('rotates the refresh token on refreshSession and keeps the same session', async () => {
    const { client, session } = await signedUpClient()
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/)
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(data.session?.user.id).toBe(session.user.id)
    const sessionIdOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()).session_id
    expect(sessionIdOf(data.session?.access_token ?? '')).toBe(sessionIdOf(session.access_token))
    // amr keeps how the session was signed in, not the refresh.
    expect(JSON.parse(Buffer.from((data.session?.access_token ?? '').split('.')[1] ?? '', 'base64url').toString()).amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ])
  })

  it('gives the live token back for a rotated token whose answer was lost, then ends the session on reuse after the interval', async () => {
    const { session } = await signedUpClient()
    const first = await refresh(session.refresh_token)
    const second = await refresh(String(first.body.refresh_token))
    expect(second.status).toBe(200)
    const live = String(second.body.refresh_token)

    // The token just rotated (its child is live): the client never stored the answer.
    expect((await refresh(String(first.body.refresh_token))).body.refresh_token).toBe(live)
    // An older token within the reuse interval: a concurrent refresh, answered with the live token.
    expect((await refresh(session.refresh_token)).body.refresh_token).toBe(live)

    clock.advanceSeconds(11)
    const reused = await refresh(session.refresh_token)
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })
    // The whole session is gone: its live token and its access tokens stop working.
    expect((await refresh(live)).body).toMatchObject({ code: 'refresh_token_not_found' })
    const user = await authRequest(backend, 'GET', '/user', { jwt: String(second.body.access_token) })
    expect(user.status).toBe(403)
    expect(user.body.code).toBe('session_not_found')
  })

  it('answers unknown and malformed refresh tokens 400', async () => {
    expect((await refresh('abcdefghijkl')).body).toEqual({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' })
    expect((await refresh('short')).body).toEqual({ code: 'validation_failed', message: 'Refresh token is not valid' })
    expect((await authRequest(backend, 'POST', '/token?grant_type=magic', { body: {} })).body).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' })
  })

  it('signs out (204): the refresh token then fails and the access token is session_not_found', async () => {
    const { client, session } = await signedUpClient()
    expect((await client.auth.signOut()).error).toBeNull()
    const { error } = await createTestClient(backend).auth.refreshSession({ refresh_token: session.refresh_token })
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const { error: userError } = await createTestClient(backend).auth.getUser(session.access_token)
    expect(userError).toBeInstanceOf(AuthSessionMissingError)
    const raw = await authRequest(backend, 'GET', '/user', { jwt: session.access_token })
    expect(raw).toMatchObject({ status: 403, body: { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' } })
  })

  it('signs out only this device with scope local, and the others with scope others', async () => {
    const email = uniqueEmail()
    const phone = createTestClient(backend)
    await phone.auth.signUp({ email, password: 'correct horse' })
    const laptop = createTestClient(backend)
    const tablet = createTestClient(backend)
    await laptop.auth.signInWithPassword({ email, password: 'correct horse' })
    await tablet.auth.signInWithPassword({ email, password: 'correct horse' })
    const tokens = async (client: typeof phone) => (await client.auth.getSession()).data.session?.access_token ?? ''
    const [phoneToken, laptopToken, tabletToken] = [await tokens(phone), await tokens(laptop), await tokens(tablet)]

    const local = await authRequest(backend, 'POST', '/logout?scope=local', { jwt: phoneToken })
    expect(local.status).toBe(204)
    expect((await authRequest(backend, 'GET', '/user', { jwt: phoneToken })).status).toBe(403)
    expect((await authRequest(backend, 'GET', '/user', { jwt: laptopToken })).status).toBe(200)

    expect((await authRequest(backend, 'POST', '/logout?scope=others', { jwt: laptopToken })).status).toBe(204)
    expect((await authRequest(backend, 'GET', '/user', { jwt: laptopToken })).status).toBe(200)
    expect((await authRequest(backend, 'GET', '/user', { jwt: tabletToken })).status).toBe(403)

    expect((await authRequest(backend, 'POST', '/logout?scope=everywhere', { jwt: laptopToken })).body).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everywhere"',
    })
    expect((await authRequest(backend, 'POST', '/logout')).status).toBe(401)
  })

  it('ends the other sessions when the password changes, keeping the one that changed it', async () => {
    const email = uniqueEmail()
    const first = createTestClient(backend)
    await first.auth.signUp({ email, password: 'correct horse' })
    const second = createTestClient(backend)
    const { data } = await second.auth.signInWithPassword({ email, password: 'correct horse' })
    expect((await first.auth.updateUser({ password: 'battery staple' })).error).toBeNull()
    expect((await first.auth.getUser()).error).toBeNull()
    expect((await authRequest(backend, 'GET', '/user', { jwt: data.session?.access_token ?? '' })).body.code).toBe('session_not_found')
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'battery staple' })).error).toBeNull()
  })

  it('answers a refresh 503 while the database is overloaded, so supabase-js keeps the session', async () => {
    const email = uniqueEmail()
    const { data } = await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    const session = data.session ?? { refresh_token: '' }
    // Every refresh-token write fails the way an overloaded server does (SQLSTATE 53300).
    await backend.db.exec(`
      create or replace function auth.test_overloaded() returns trigger language plpgsql as $$
        begin raise exception 'too many connections' using errcode = '53300'; end $$;
      create trigger test_overloaded before insert or update on auth.refresh_tokens for each row execute function auth.test_overloaded();`)
    try {
      // (refreshSession answers the same, after auth-js's own retries of a retryable error.)
      const raw = await refresh(session.refresh_token)
      expect(raw.status).toBe(503)
      const { error } = await createTestClient(backend).auth.signInWithPassword({ email, password: 'correct horse' })
      expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 503 })
    } finally {
      await backend.db.exec('drop trigger test_overloaded on auth.refresh_tokens; drop function auth.test_overloaded();')
    }
    // Nothing was rotated by the failed attempts: the same token still works.
    expect((await refresh(session.refresh_token)).status).toBe(200)
  })

  it('refuses an expired access token 403 bad_jwt but still refreshes the session', async () => {
    const { session } = await signedUpClient()
    clock.advanceSeconds(3601)
    const expired = await authRequest(backend, 'GET', '/user', { jwt: session.access_token })
    expect(expired.status).toBe(403)
    expect(expired.body).toEqual({ code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired' })
    expect((await refresh(session.refresh_token)).status).toBe(200)
  })
})

describe('auth access-token lifetime option', () => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend('pglite', { auth: { accessTokenLifetimeSeconds: 60, passwordHashCost: 14 } })
  }, 60_000)
  afterAll(() => backend?.stop())

  it('issues tokens with the configured lifetime', async () => {
    const { data } = await createTestClient(backend).auth.signUp({ email: uniqueEmail(), password: 'correct horse' })
    expect(data.session?.expires_in).toBe(60)
    expect((data.session?.expires_at ?? 0) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(60)
  })
})
