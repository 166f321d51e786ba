import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { APP_URL, authRequest, claimsOf, createPkceClient, follow, fragmentOf, uniqueEmail } from './support/auth-helpers'

// Google sign-in through the local stand-in, driven the way a browser drives it: /authorize,
// the consent page, its form, /callback, and back to the app.
describe.each(TEST_DATABASES)('auth Google stand-in on %s', (database) => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend(database, { siteUrl: APP_URL, authShortcuts: true, auth: { passwordHashCost: 14 } })
  }, 60_000)
  afterAll(() => backend?.stop())

  /** The browser's trip from an /authorize URL to the app, choosing `email` on the consent page. */
  async function signInThroughConsent(authorizeUrl: string, email: string, name: string) {
    const toConsent = await follow(authorizeUrl)
    expect(toConsent.status).toBe(302)
    const page = await fetch(toConsent.location)
    expect(page.status).toBe(200)
    const html = await page.text()
    const state = toConsent.location.searchParams.get('state') ?? ''
    const toCallback = await follow(`${backend.url}/auth/v1/google-stand-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email, name }).toString(),
    })
    expect(toCallback.location.pathname).toBe('/auth/v1/callback')
    const toApp = await follow(toCallback.location.toString())
    expect(toApp.status).toBe(302)
    return { html, location: toApp.location }
  }

  it('signs a new user in end to end: a consent page that says it is not Google, then the session in the fragment', async () => {
    const email = uniqueEmail('google')
    const { html, location } = await signInThroughConsent(
      `${backend.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${APP_URL}/dashboard`)}`,
      email,
      'Grace Hopper',
    )
    expect(html).toContain('Local stand-in for Google sign-in')
    expect(html).toContain('This is not Google.')
    expect(html).toContain('no password is checked')
    expect(html).toContain(`${APP_URL}/dashboard`)

    expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/dashboard`)
    const fragment = fragmentOf(location)
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('provider_token')).toBe('')
    const accessToken = fragment.get('access_token') ?? ''
    expect(claimsOf(accessToken).amr).toEqual([{ method: 'oauth', timestamp: expect.any(Number) }])
    const { data } = await createTestClient(backend).auth.getUser(accessToken)
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { name: 'Grace Hopper', full_name: 'Grace Hopper', email, email_verified: true },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.identities).toEqual([expect.objectContaining({ provider: 'google', email, identity_data: expect.objectContaining({ email_verified: true }) })])

    // The same address later is the same account, and the consent page offers it.
    const again = await signInThroughConsent(`${backend.url}/auth/v1/authorize?provider=google`, email, 'Grace Hopper')
    expect(again.html).toContain(email)
    expect(`${again.location.origin}${again.location.pathname}`).toBe(`${APP_URL}/`)
    const { data: second } = await createTestClient(backend).auth.getUser(fragmentOf(again.location).get('access_token') ?? '')
    expect(second.user?.id).toBe(data.user?.id)
  })

  it('links Google to an existing email account with the same address', async () => {
    const email = uniqueEmail('linked')
    const { data: signedUp } = await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    const { location } = await signInThroughConsent(`${backend.url}/auth/v1/authorize?provider=google`, email, 'Linked')
    const { data } = await createTestClient(backend).auth.getUser(fragmentOf(location).get('access_token') ?? '')
    expect(data.user?.id).toBe(signedUp.user?.id)
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email', 'google'] })
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email', 'google'])
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'correct horse' })).error).toBeNull()
  })

  it('completes the PKCE flow of supabase-js: ?code= then exchangeCodeForSession', async () => {
    const client = createPkceClient(backend)
    const { data, error } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${APP_URL}/auth/callback`, skipBrowserRedirect: true } })
    expect(error).toBeNull()
    expect(data.url).toContain('code_challenge_method=s256')
    const email = uniqueEmail('pkce-google')
    const { location } = await signInThroughConsent(data.url ?? '', email, '')
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/auth/callback`)
    expect(location.hash).toBe('')
    const exchanged = await client.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '')
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user).toMatchObject({ email, app_metadata: { provider: 'google' } })
  })

  it('sends a cancelled consent back to the app with error=access_denied', async () => {
    const toConsent = await follow(`${backend.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(`${APP_URL}/login`)}`)
    const state = toConsent.location.searchParams.get('state') ?? ''
    const { location } = await follow(`${backend.url}/auth/v1/callback?state=${state}&error=access_denied&error_description=cancelled`)
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(fragmentOf(location).get('error_description')).toBe('cancelled')
  })

  it('re-renders the consent page 400 for a malformed email, and refuses an unknown state', async () => {
    const toConsent = await follow(`${backend.url}/auth/v1/authorize?provider=google`)
    const state = toConsent.location.searchParams.get('state') ?? ''
    const response = await fetch(`${backend.url}/auth/v1/google-stand-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state, email: 'not an email' }).toString(),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Unable to validate email address: invalid format')
    const unknown = await fetch(`${backend.url}/auth/v1/google-stand-in?state=00000000-0000-4000-8000-000000000000`)
    expect(unknown.status).toBe(400)
    const badState = await follow(`${backend.url}/auth/v1/callback?state=nope&code=x`)
    expect(badState.location.searchParams.get('error_code')).toBe('bad_oauth_state')
  })

  it.each([
    ['github', 'Unsupported provider: provider is not enabled'],
    ['myspace', 'Unsupported provider: Provider myspace could not be found'],
  ])('refuses /authorize for %s 400 validation_failed', async (provider, message) => {
    const response = await authRequest(backend, 'GET', `/authorize?provider=${provider}`)
    expect(response).toMatchObject({ status: 400, body: { code: 'validation_failed', message } })
  })
})
