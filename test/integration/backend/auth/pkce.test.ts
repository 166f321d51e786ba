import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { APP_URL, authRequest, claimsOf, createPkceClient, follow, latestMailTo, testClock, uniqueEmail } from './support/auth-helpers'

// The PKCE flow: links and redirects carry `?code=`, which the client that sent the code challenge
// exchanges with its verifier at /token?grant_type=pkce.
describe.each(TEST_DATABASES)('auth PKCE on %s', (database) => {
  let backend: TestBackend
  const clock = testClock()
  beforeAll(async () => {
    backend = await startTestBackend(database, { siteUrl: APP_URL, authShortcuts: true, auth: { autoConfirm: false, clock: clock.now, passwordHashCost: 14 } })
  }, 60_000)
  afterAll(() => backend?.stop())

  const exchange = (authCode: string, verifier: string) => authRequest(backend, 'POST', '/token?grant_type=pkce', { body: { auth_code: authCode, code_verifier: verifier } })

  /** A sign-up with a raw code challenge, returning the auth code its confirmation link gives. */
  async function codeFromSignUp(challenge: string, method: string): Promise<string> {
    const email = uniqueEmail()
    const response = await authRequest(backend, 'POST', `/signup?redirect_to=${encodeURIComponent(`${APP_URL}/cb`)}`, {
      body: { email, password: 'correct horse', code_challenge: challenge, code_challenge_method: method },
    })
    expect(response.status).toBe(200)
    const { location } = await follow((await latestMailTo(backend, email)).link)
    return location.searchParams.get('code') ?? ''
  }

  it('confirms a PKCE sign-up through ?code= and exchangeCodeForSession', async () => {
    const email = uniqueEmail()
    const client = createPkceClient(backend)
    const { data } = await client.auth.signUp({ email, password: 'correct horse', options: { emailRedirectTo: `${APP_URL}/welcome` } })
    expect(data.session).toBeNull()
    const mail = await latestMailTo(backend, email)
    expect(mail.link).toMatch(/verify\?token=pkce_[0-9a-f]{56}&type=signup/)

    const { status, location } = await follow(mail.link)
    expect(status).toBe(303)
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/welcome`)
    expect(location.hash).toBe('')
    const code = location.searchParams.get('code') ?? ''
    expect(code).toMatch(/^[0-9a-f-]{36}$/)

    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(email)
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy()
    expect(claimsOf(exchanged.data.session?.access_token ?? '').amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }])
    expect((await client.auth.getUser()).data.user?.id).toBe(exchanged.data.user?.id)
    // A code works once.
    expect((await exchange(code, 'whatever-verifier')).status).toBe(404)
  })

  it('recovers a password through PKCE: the exchange reports a recovery', async () => {
    const email = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    await follow((await latestMailTo(backend, email)).link)
    const client = createPkceClient(backend)
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${APP_URL}/reset-password` })
    const { location } = await follow((await latestMailTo(backend, email)).link)
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '')
    expect(error).toBeNull()
    // auth-js 2.109 returns redirectType without declaring it in its types.
    expect((data as { redirectType?: string | null }).redirectType).toBe('recovery')
    expect((await client.auth.updateUser({ password: 'new password' })).error).toBeNull()
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'new password' })).error).toBeNull()
  })

  it('accepts the plain method (verifier = challenge)', async () => {
    const verifier = 'plain-verifier-'.padEnd(50, 'x')
    const code = await codeFromSignUp(verifier, 'plain')
    const response = await exchange(code, verifier)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ token_type: 'bearer', refresh_token: expect.stringMatching(/^[a-z0-9]{12}$/) })
  })

  it('refuses a wrong verifier 400 bad_code_verifier, an unknown code 404, a stale flow 422, and missing fields 400', async () => {
    const verifier = 'the-right-verifier-'.padEnd(60, 'v')
    const code = await codeFromSignUp(createHash('sha256').update(verifier).digest('base64url'), 's256')

    expect(await exchange(code, 'the-wrong-verifier'.padEnd(60, 'w'))).toMatchObject({
      status: 400,
      body: { code: 'bad_code_verifier', message: 'code challenge does not match previously saved code verifier' },
    })
    expect(await exchange('0d4b0a4e-5a4b-4f55-9a4e-2f0b7c1d9e21', verifier)).toMatchObject({
      status: 404,
      body: { code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' },
    })
    expect(await exchange(code, '')).toMatchObject({ status: 400, body: { code: 'validation_failed' } })

    clock.advanceSeconds(301)
    expect(await exchange(code, verifier)).toMatchObject({
      status: 422,
      body: { code: 'flow_state_expired', message: 'invalid flow state, flow state has expired' },
    })
  })

  it('refuses a malformed code challenge 400', async () => {
    const response = await authRequest(backend, 'POST', '/signup', {
      body: { email: uniqueEmail(), password: 'correct horse', code_challenge: 'short', code_challenge_method: 's256' },
    })
    expect(response.body).toEqual({ code: 'validation_failed', message: 'code challenge has to be between 43 and 128 characters' })
  })
})
