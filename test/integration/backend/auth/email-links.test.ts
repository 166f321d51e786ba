import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { APP_URL, authRequest, claimsOf, follow, fragmentOf, latestMailTo, mailTo, testClock, uniqueEmail } from './support/auth-helpers'

// Email confirmation on (a hosted project's default), so sign-up mails a link; recovery and
// email change always do. The mails land in the local mailbox, which the tests read.
describe.each(TEST_DATABASES)('auth email links on %s', (database) => {
  let backend: TestBackend
  const clock = testClock()
  beforeAll(async () => {
    backend = await startTestBackend(database, { siteUrl: APP_URL, authShortcuts: true, auth: { autoConfirm: false, clock: clock.now, passwordHashCost: 14 } })
  }, 60_000)
  afterAll(() => backend?.stop())

  async function signUpConfirmed(email: string, password = 'correct horse') {
    await createTestClient(backend).auth.signUp({ email, password })
    await follow((await latestMailTo(backend, email)).link)
  }

  it('mails a confirmation link on sign-up; following it confirms and signs in', async () => {
    const email = uniqueEmail()
    const client = createTestClient(backend)
    const { data, error } = await client.auth.signUp({ email, password: 'correct horse', options: { data: { display_name: 'Bo' }, emailRedirectTo: `${APP_URL}/welcome` } })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { display_name: 'Bo', email_verified: false } })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.confirmation_sent_at).toBeTruthy()

    const refused = await createTestClient(backend).auth.signInWithPassword({ email, password: 'correct horse' })
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })

    const mail = await latestMailTo(backend, email)
    expect(mail).toMatchObject({ kind: 'confirmation', subject: 'Confirm Your Email' })
    expect(mail.link).toMatch(new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=${APP_URL}/welcome$`))
    expect(mail.body).toContain(mail.link)
    expect(backend.logLines.some((line) => line.includes(`mail to ${email}: Confirm Your Email: ${mail.link}`))).toBe(true)

    const { status, location } = await follow(mail.link)
    expect(status).toBe(303)
    expect(location.origin + location.pathname).toBe(`${APP_URL}/welcome`)
    const fragment = fragmentOf(location)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe('3600')
    expect(fragment.get('refresh_token')).toMatch(/^[a-z0-9]{12}$/)
    expect(claimsOf(fragment.get('access_token') ?? '').amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
    const { data: confirmed } = await createTestClient(backend).auth.getUser(fragment.get('access_token') ?? '')
    expect(confirmed.user?.email_confirmed_at).toBeTruthy()
    expect(confirmed.user?.user_metadata).toMatchObject({ display_name: 'Bo', email_verified: true })
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'correct horse' })).error).toBeNull()

    // Used once: the same link now goes back with otp_expired.
    const again = await follow(mail.link)
    expect(again.status).toBe(303)
    expect(again.location.hash).toBe('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=')
  })

  it('answers a repeated sign-up 200 without revealing the account: a made-up user for a confirmed one, a new link for an unconfirmed one', async () => {
    const confirmedEmail = uniqueEmail()
    await signUpConfirmed(confirmedEmail)
    const real = await createTestClient(backend).auth.signInWithPassword({ email: confirmedEmail, password: 'correct horse' })
    const repeat = await createTestClient(backend).auth.signUp({ email: confirmedEmail, password: 'whatever 123' })
    expect(repeat.error).toBeNull()
    expect(repeat.data.session).toBeNull()
    expect(repeat.data.user?.id).not.toBe(real.data.user?.id)
    expect(repeat.data.user?.identities).toEqual([])
    expect((await mailTo(backend, confirmedEmail)).length).toBe(1)

    const pendingEmail = uniqueEmail()
    const first = await createTestClient(backend).auth.signUp({ email: pendingEmail, password: 'correct horse' })
    const second = await createTestClient(backend).auth.signUp({ email: pendingEmail, password: 'correct horse' })
    expect(second.data.user?.id).toBe(first.data.user?.id)
    expect((await mailTo(backend, pendingEmail)).length).toBe(2)
  })

  it('recovers a password: mail, verify link, session in the fragment, new password', async () => {
    const email = uniqueEmail()
    await signUpConfirmed(email, 'old password')
    const client = createTestClient(backend)
    const sent = await client.auth.resetPasswordForEmail(email, { redirectTo: `${APP_URL}/reset-password` })
    expect(sent).toEqual({ data: {}, error: null })

    const mail = await latestMailTo(backend, email)
    expect(mail).toMatchObject({ kind: 'recovery', subject: 'Reset Your Password' })
    expect(mail.link).toContain('/auth/v1/verify?token=')
    expect(mail.link).toContain('&type=recovery&redirect_to=http://127.0.0.1:4173/reset-password')

    const { status, location } = await follow(mail.link)
    expect(status).toBe(303)
    expect(`${location.origin}${location.pathname}`).toBe(`${APP_URL}/reset-password`)
    const fragment = fragmentOf(location)
    expect(fragment.get('type')).toBe('recovery')
    const { error: sessionError } = await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' })
    expect(sessionError).toBeNull()
    expect((await client.auth.getUser()).data.user?.recovery_sent_at).toBeTruthy()

    expect((await client.auth.updateUser({ password: 'new password' })).error).toBeNull()
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'new password' })).error).toBeNull()
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'old password' })).error).toMatchObject({ code: 'invalid_credentials' })
  })

  it('answers recovery for an unknown address 200 {} and mails nothing', async () => {
    const email = uniqueEmail('nobody')
    expect(await createTestClient(backend).auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null })
    expect(await mailTo(backend, email)).toEqual([])
    expect((await authRequest(backend, 'POST', '/recover', { body: {} })).body).toEqual({ code: 'validation_failed', message: 'Password recovery requires an email' })
  })

  it.each([
    ['another site', 'https://evil.example/steal', APP_URL],
    ['the site on another port', 'http://127.0.0.1:5173/x', 'http://127.0.0.1:5173/x'],
    ['localhost on any port', 'http://localhost:3000/auth', 'http://localhost:3000/auth'],
    ['a javascript: URL', 'javascript:alert(1)', APP_URL],
  ])('sends links for %s back to the allowed target', async (_, redirectTo, expected) => {
    const email = uniqueEmail()
    await signUpConfirmed(email)
    await createTestClient(backend).auth.resetPasswordForEmail(email, { redirectTo })
    const { location } = await follow((await latestMailTo(backend, email)).link)
    expect(`${location.origin}${location.pathname}`.replace(/\/$/, '')).toBe(expected.replace(/\/$/, ''))
  })

  it('refuses an expired link with otp_expired', async () => {
    const email = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    clock.advanceSeconds(86_401)
    const { location } = await follow((await latestMailTo(backend, email)).link)
    expect(fragmentOf(location).get('error_code')).toBe('otp_expired')
  })

  it('answers a verify link without type or token 400 validation_failed', async () => {
    expect((await authRequest(backend, 'GET', '/verify?token=abc')).body).toEqual({ code: 'validation_failed', message: 'Verify requires a verification type' })
    expect((await authRequest(backend, 'GET', '/verify?type=signup')).body).toEqual({ code: 'validation_failed', message: 'Verify requires a token or a token hash' })
    const { location } = await follow(`${backend.url}/auth/v1/verify?token=nope&type=magic&redirect_to=${APP_URL}`)
    expect(fragmentOf(location).get('error_description')).toBe('Invalid email verification type')
  })

  it('changes the email once the link mailed to the new address is followed', async () => {
    const email = uniqueEmail()
    const newEmail = uniqueEmail('renamed')
    await signUpConfirmed(email)
    const client = createTestClient(backend)
    await client.auth.signInWithPassword({ email, password: 'correct horse' })
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${APP_URL}/settings` })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: newEmail })

    const mail = await latestMailTo(backend, newEmail)
    expect(mail).toMatchObject({ kind: 'email_change', subject: 'Confirm Email Change' })
    const { location } = await follow(mail.link)
    expect(fragmentOf(location).get('type')).toBe('email_change')
    const { data: changed } = await client.auth.getUser()
    expect(changed.user?.email).toBe(newEmail)
    expect(changed.user?.new_email).toBeUndefined()
    expect((await createTestClient(backend).auth.signInWithPassword({ email: newEmail, password: 'correct horse' })).error).toBeNull()
  })
})
