// The development shortcuts (the Google stand-in, which signs anyone in as any address, and the
// mailbox page, which lists every recovery link) are off unless the backend is started with them.
// Without them, sign-up confirmation and password reset still work: the mails' links are printed
// on the console of whoever started the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalBackend } from '../../../../sync/local-backend/backend'
import { createTestClient, startTestBackend, type TestBackend } from '../support/test-backend'
import { APP_URL, authRequest, follow, fragmentOf, uniqueEmail } from './support/auth-helpers'

describe('auth shortcuts on postgres', () => {
  let plain: TestBackend
  let withShortcuts: TestBackend
  beforeAll(async () => {
    ;[plain, withShortcuts] = await Promise.all([
      startTestBackend('postgres', { siteUrl: APP_URL, auth: { autoConfirm: false, passwordHashCost: 12 } }),
      startTestBackend('postgres', { siteUrl: APP_URL, authShortcuts: true, auth: { passwordHashCost: 12 } }),
    ])
  }, 90_000)
  afterAll(async () => {
    await plain?.stop()
    await withShortcuts?.stop()
  })

  it('has no mailbox and no Google stand-in by default', async () => {
    for (const path of ['/mailbox', '/mailbox?format=json', '/google-stand-in?state=x']) {
      const response = await fetch(`${plain.url}/auth/v1${path}`)
      expect(response.status).toBe(404)
    }
    const authorize = await fetch(`${plain.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(APP_URL)}`, { redirect: 'manual' })
    expect(authorize.status).toBe(400)
    expect(await authorize.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Unsupported provider: provider is not enabled' })
    const settings = (await (await fetch(`${plain.url}/auth/v1/settings`, { headers: { apikey: plain.keys.anonKey } })).json()) as { external: Record<string, boolean> }
    expect(settings.external).toMatchObject({ email: true, google: false })
  })

  it('still confirms sign-ups and resets passwords through the links printed on the console', async () => {
    const email = uniqueEmail('console')
    const client = createTestClient(plain)
    expect((await client.auth.signUp({ email, password: 'correct horse' })).error).toBeNull()
    const printedLink = (kind: string) => {
      const line = plain.logLines.findLast((entry) => entry.includes(`mail to ${email}: ${kind}: `))
      return line?.slice(line.lastIndexOf(': ') + 2) ?? ''
    }
    const confirmed = await follow(printedLink('Confirm Your Email'))
    expect(fragmentOf(confirmed.location).get('type')).toBe('signup')

    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: `${APP_URL}/reset-password` })).error).toBeNull()
    const recovered = await follow(printedLink('Reset Your Password'))
    const session = fragmentOf(recovered.location)
    expect(session.get('type')).toBe('recovery')
    const changed = await authRequest(plain, 'PUT', '/user', { jwt: session.get('access_token') ?? '', body: { password: 'new correct horse' } })
    expect(changed.status).toBe(200)
    expect((await createTestClient(plain).auth.signInWithPassword({ email, password: 'new correct horse' })).error).toBeNull()
  })

  it('serves both when switched on', async () => {
    expect((await fetch(`${withShortcuts.url}/auth/v1/mailbox?format=json`)).status).toBe(200)
    const toConsent = await follow(`${withShortcuts.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(APP_URL)}`)
    expect(toConsent.location.pathname).toBe('/auth/v1/google-stand-in')
    expect((await fetch(toConsent.location)).status).toBe(200)
  })

  it('refuses to start with them on a backend listening beyond loopback', async () => {
    await expect(startLocalBackend({ host: '0.0.0.0', port: 0, authShortcuts: true, log: () => {} })).rejects.toThrow(/LOCAL_AUTH_SHORTCUTS is refused/)
  })
})
