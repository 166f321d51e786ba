import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestClient, startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { authRequest, claimsOf, uniqueEmail } from './support/auth-helpers'

describe.each(TEST_DATABASES)('auth sign-up and sign-in on %s', (database) => {
  let backend: TestBackend
  beforeAll(async () => {
    // A cheaper hash than the default (2^16) keeps the suite fast on two shared cores.
    backend = await startTestBackend(database, { auth: { passwordHashCost: 14 } })
  }, 60_000)
  afterAll(() => backend?.stop())

  it('signs up with auto-confirm: a session whose user keeps the sign-up data as user_metadata', async () => {
    const client = createTestClient(backend)
    const email = uniqueEmail()
    const { data, error } = await client.auth.signUp({ email, password: 'correct horse', options: { data: { display_name: 'Ana', experience: 'swing' } } })
    expect(error).toBeNull()
    const { session, user } = data
    expect(session?.token_type).toBe('bearer')
    expect(session?.expires_in).toBe(3600)
    expect(session?.refresh_token).toMatch(/^[a-z0-9]{12}$/)
    expect(user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { display_name: 'Ana', experience: 'swing', email, email_verified: true },
      is_anonymous: false,
    })
    expect(user?.email_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(user?.last_sign_in_at).toBeTruthy()
    expect(user?.identities).toEqual([expect.objectContaining({ provider: 'email', id: user?.id, user_id: user?.id, email })])

    const claims = claimsOf(session?.access_token ?? '')
    expect(claims).toMatchObject({
      sub: user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      iss: `${backend.url}/auth/v1`,
      email,
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ display_name: 'Ana' }),
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
    expect(session?.expires_at).toBe(claims.exp)
  })

  it('answers a second sign-up with the same address (any case) 422 user_already_exists', async () => {
    const email = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    const { error } = await createTestClient(backend).auth.signUp({ email: email.toUpperCase(), password: 'another one' })
    expect(error).toBeInstanceOf(AuthApiError)
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })
  })

  it.each([
    ['a malformed address', { email: 'not-an-email', password: 'correct horse' }, 400, 'validation_failed', 'Unable to validate email address: invalid format'],
    ['an address over 255 bytes', { email: `${'a'.repeat(250)}@example.com`, password: 'correct horse' }, 400, 'validation_failed', 'An email address is too long'],
    ['no password', { email: 'x@example.com', password: '' }, 400, 'validation_failed', 'Signup requires a valid password'],
    ['a password over 72 bytes', { email: 'x@example.com', password: 'p'.repeat(73) }, 400, 'validation_failed', 'Password cannot be longer than 72 characters'],
    ['no email or phone', { password: 'correct horse' }, 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'],
    [
      'a PKCE challenge without its method',
      { email: 'x@example.com', password: 'correct horse', code_challenge: 'a'.repeat(43) },
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    ],
  ])('refuses a sign-up with %s', async (_, body, status, code, message) => {
    const response = await authRequest(backend, 'POST', '/signup', { body })
    expect(response.status).toBe(status)
    expect(response.body).toEqual({ code, message })
    expect(response.headers.get('x-sb-error-code')).toBe(code)
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  })

  it('refuses a short password as weak_password 422 with its reasons', async () => {
    const { error } = await createTestClient(backend).auth.signUp({ email: uniqueEmail(), password: '12345' })
    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.', reasons: ['length'] })
    const raw = await authRequest(backend, 'POST', '/signup', { body: { email: uniqueEmail(), password: '123' } })
    expect(raw.body).toEqual({ code: 'weak_password', message: 'Password should be at least 6 characters.', weak_password: { reasons: ['length'] } })
  })

  it('answers a client without the API version header in GoTrue legacy error shape', async () => {
    const response = await authRequest(backend, 'POST', '/signup', { body: { email: 'bad', password: 'correct horse' }, headers: { 'x-supabase-api-version': '' } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' })
    expect(response.headers.get('x-supabase-api-version')).toBeNull()
  })

  it('answers malformed JSON and wrongly typed fields 400 bad_json', async () => {
    expect((await authRequest(backend, 'POST', '/signup', { body: '{"email":' })).body).toMatchObject({ code: 'bad_json' })
    expect((await authRequest(backend, 'POST', '/signup', { body: { email: 42, password: 'x' } })).body).toMatchObject({
      code: 'bad_json',
      message: expect.stringContaining('SignupParams.email of type string'),
    })
  })

  it('signs in with the password, and refuses a wrong password and an unknown address alike', async () => {
    const email = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    const client = createTestClient(backend)
    const signedIn = await client.auth.signInWithPassword({ email: email.toUpperCase(), password: 'correct horse' })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.email).toBe(email)
    expect(signedIn.data.session?.access_token).toBeTruthy()

    for (const attempt of [
      { email, password: 'wrong horse' },
      { email: uniqueEmail('nobody'), password: 'correct horse' },
    ]) {
      const { error, data } = await createTestClient(backend).auth.signInWithPassword(attempt)
      expect(data.session).toBeNull()
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
    }
  })

  it('stores the password as a scrypt hash that records its cost', async () => {
    const email = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    const { rows } = await backend.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where email = $1', [email])
    expect(rows[0]?.encrypted_password).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/)
  })

  it('gets the user and merges updateUser data into user_metadata (null removes a key)', async () => {
    const client = createTestClient(backend)
    const email = uniqueEmail()
    await client.auth.signUp({ email, password: 'correct horse', options: { data: { display_name: 'Ana', theme: 'dark' } } })
    const { data: got } = await client.auth.getUser()
    expect(got.user?.email).toBe(email)
    const { data, error } = await client.auth.updateUser({ data: { theme: null, timezone: 'Europe/Madrid' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Ana', timezone: 'Europe/Madrid' })
    expect(data.user?.user_metadata).not.toHaveProperty('theme')
  })

  it('refuses updating to the same password (422 same_password) and to a taken address (422 email_exists)', async () => {
    const other = uniqueEmail()
    await createTestClient(backend).auth.signUp({ email: other, password: 'correct horse' })
    const client = createTestClient(backend)
    await client.auth.signUp({ email: uniqueEmail(), password: 'correct horse' })
    expect((await client.auth.updateUser({ password: 'correct horse' })).error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    })
    expect((await client.auth.updateUser({ email: other })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    expect((await client.auth.updateUser({ password: 'abc' })).error).toMatchObject({ status: 422, code: 'weak_password' })
  })

  it.each([
    ['no token', undefined, 401, 'no_authorization'],
    ['a malformed token', 'abc.def', 403, 'bad_jwt'],
    ['a token signed with another secret', 'forged', 403, 'bad_jwt'],
    ['the anon key (no sub)', 'anon', 403, 'bad_jwt'],
  ])('answers GET /user with %s as GoTrue does', async (_, token, status, code) => {
    const jwt =
      token === 'forged'
        ? `${'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'}.${Buffer.from(JSON.stringify({ sub: '6f1f6b0e-1f7c-4a4e-9c55-3f1c7a1f2e11', aud: 'authenticated' })).toString('base64url')}.c2lnbmF0dXJl`
        : token === 'anon'
          ? backend.keys.anonKey
          : token
    const response = await authRequest(backend, 'GET', '/user', jwt ? { jwt } : {})
    expect(response.status).toBe(status)
    expect(response.body.code).toBe(code)
  })

  it.each(['anon', 'authenticated'])('keeps the auth tables unreadable for %s', async (role) => {
    for (const table of ['sessions', 'refresh_tokens', 'flow_state', 'one_time_tokens', 'identities', 'local_mailbox']) {
      const attempt = backend.db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`)
        await tx.query(`select 1 from auth.${table} limit 1`)
      })
      await expect(attempt, table).rejects.toMatchObject({ code: '42501' })
    }
  })

  it('serves /health and /settings without an apikey', async () => {
    const healthResponse = await fetch(`${backend.url}/auth/v1/health`)
    expect(healthResponse.status).toBe(200)
    expect(await healthResponse.json()).toMatchObject({ name: 'GoTrue' })
    const settingsResponse = await fetch(`${backend.url}/auth/v1/settings`)
    expect(await settingsResponse.json()).toMatchObject({ external: { email: true, google: false, github: false }, mailer_autoconfirm: true })
    expect((await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200)
    expect((await fetch(`${backend.url}/auth/v1/user`)).status).toBe(401)
  })
})
