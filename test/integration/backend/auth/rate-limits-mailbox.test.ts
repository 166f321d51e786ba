import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { APP_URL, authRequest, mailTo, uniqueEmail } from './support/auth-helpers'

// Low limits so a handful of requests reach them.
describe.each(TEST_DATABASES)('auth rate limits and mailbox on %s', (database) => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend(database, {
      siteUrl: APP_URL,
      authShortcuts: true,
      auth: {
        autoConfirm: false,
        passwordHashCost: 14,
        rateLimits: {
          token: { limit: 3, windowSeconds: 300 },
          emailPerAddress: { limit: 2, windowSeconds: 60 },
        },
      },
    })
  }, 60_000)
  afterAll(() => backend?.stop())

  it('answers the refresh and PKCE grants 429 past their limit per IP', async () => {
    const attempt = () => authRequest(backend, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: 'nope' } })
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400)
    expect(await attempt()).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } })
  })

  it('answers 429 over_email_send_rate_limit past the mails allowed to one address', async () => {
    const email = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    expect((await createTestClient(backend).auth.resetPasswordForEmail(email)).error).toBeNull()
    const { error } = await createTestClient(backend).auth.resetPasswordForEmail(email)
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
    expect((await mailTo(backend, email)).map((mail) => mail.kind)).toEqual(['recovery', 'confirmation'])
  })

  it('lists mails at an open HTML page, newest first, links clickable', async () => {
    const [older, newer] = [uniqueEmail('older'), uniqueEmail('newer')]
    await authRequest(backend, 'POST', `/signup?redirect_to=${encodeURIComponent(`${APP_URL}/a&b`)}`, { body: { email: older, password: 'correct horse' } })
    await authRequest(backend, 'POST', '/signup', { body: { email: newer, password: 'correct horse' } })
    const [mail] = await mailTo(backend, older)
    // GoTrue escapes redirect_to in links only when it holds & = or #.
    expect(mail?.link).toMatch(/&redirect_to=http%3A%2F%2F127\.0\.0\.1%3A4173%2Fa%26b$/)
    const response = await fetch(`${backend.url}/auth/v1/mailbox`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('Local mailbox')
    expect(html).toContain(`<a href="${(mail?.link ?? '').replace(/&/g, '&#38;')}">`)
    expect(html.indexOf(newer)).toBeGreaterThan(0)
    expect(html.indexOf(newer)).toBeLessThan(html.indexOf(older))
  })
})
