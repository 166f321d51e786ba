// Who a REST request runs as (the JWT, or the apikey alone), how bad tokens are refused (PostgREST
// 14's PGRST301 / PGRST303 and Postgres's role errors), what the transaction sees, the service's
// settings, and 5xx for transient database failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../../../sync/local-backend/jwt'
import { createRestServiceWith, type RestOptions } from '../../../../sync/local-backend/rest'
import { BodyTooLargeError, type BackendRequest, type BackendResponse } from '../../../../sync/local-backend/http/types'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { createUser, errorBody, rest, type TestUser } from './support'

const now = () => Math.floor(Date.now() / 1000)
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe.each(TEST_DATABASES)('REST callers on %s', (database) => {
  let backend: TestBackend
  let user: TestUser
  const withToken = (token: string, path = '/trades?select=id') => rest(backend, 'GET', path, { token })
  // Every token here expires (one without `exp` is refused: auth/secrets.test.ts) unless a case sets its own.
  const signed = (claims: Record<string, unknown>) => signJwt({ exp: now() + 3600, ...claims }, backend.keys.jwtSecret)

  /** The service on its own, with other settings, fed a request as the gateway would. */
  async function direct(options: RestOptions, method: string, path: string, headers: Record<string, string>, body = ''): Promise<BackendResponse> {
    const service = await createRestServiceWith(options)({
      db: backend.db,
      keys: backend.keys,
      dataDir: backend.dataDir,
      publicUrl: () => backend.url,
      siteUrl: '',
      authShortcuts: false,
      log: () => undefined,
    })
    const bytes = Buffer.from(body)
    const request: BackendRequest = {
      method,
      url: new URL(`http://localhost/rest/v1${path}`),
      path: path.split('?')[0] as string,
      headers: { apikey: backend.keys.anonKey, ...headers },
      ip: '127.0.0.1',
      readBody: (limit) => (bytes.length > limit ? Promise.reject(new BodyTooLargeError(limit)) : Promise.resolve(bytes)),
    }
    return service.handle(request)
  }

  beforeAll(async () => {
    backend = await startTestBackend(database)
    user = await createUser(backend)
    await backend.db.exec(`
      create function public.rest_whoami() returns jsonb language sql stable as $$
        select jsonb_build_object(
          'uid', auth.uid(), 'role', current_user, 'claims_role', auth.jwt() ->> 'role', 'email', auth.email(),
          'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
          'header', nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-trace',
          'read_only', current_setting('transaction_read_only'))
      $$;
      create function public.rest_fail_with(code text) returns void language plpgsql as $$
        begin raise exception 'simulated failure' using errcode = code; end $$;
      create table public.rest_open (id int primary key);
      insert into public.rest_open values (1), (2), (3);
      grant select on public.rest_open to anon, authenticated;`)
  }, 60_000)
  afterAll(() => backend?.stop())

  it('runs as the JWT’s user: role, claims and the request settings reach the transaction', async () => {
    const get = await rest(backend, 'GET', '/rpc/rest_whoami', { token: user.token, headers: { 'x-trace': 't-1' } })
    expect(get.json()).toEqual({
      uid: user.id,
      role: 'authenticated',
      claims_role: 'authenticated',
      email: user.email,
      method: 'GET',
      path: '/rpc/rest_whoami',
      header: 't-1',
      read_only: 'on',
    })
    const post = await rest(backend, 'POST', '/rpc/rest_whoami', { token: user.token, body: {} })
    expect(post.json()).toMatchObject({ method: 'POST', read_only: 'off' })
  })

  it('runs as the apikey’s role without a bearer token (anon, or service_role bypassing RLS)', async () => {
    const anon = await rest(backend, 'GET', '/rpc/rest_whoami', { token: null })
    expect(anon.json()).toMatchObject({ uid: null, role: 'anon', claims_role: 'anon' })
    const basic = await rest(backend, 'GET', '/rest_open?select=id&order=id', { token: null, headers: { authorization: 'Basic dXNlcjpwYXNz' } })
    expect([basic.status, basic.json()]).toEqual([200, [{ id: 1 }, { id: 2 }, { id: 3 }]])
    const service = await rest(backend, 'GET', '/rpc/rest_whoami', { token: null, apikey: backend.keys.serviceRoleKey })
    expect(service.json()).toMatchObject({ role: 'service_role' })
    const noRole = await withToken(signed({ sub: user.id, exp: now() + 60 }))
    expect([noRole.status, errorBody(noRole).message]).toEqual([401, 'permission denied for table trades'])
  })

  it.each<[string, () => string, string, string | null]>([
    [
      'a token signed with another secret',
      () => signJwt({ role: 'authenticated' }, 'another-secret-that-is-at-least-32-chars'),
      'No suitable key or wrong key type',
      'None of the keys was able to decode the JWT',
    ],
    ['two parts', () => 'eyJhbGciOiJIUzI1NiJ9.e30', 'Expected 3 parts in JWT; got 2', null],
    ['random characters', () => 'quifquirndsjagnrgniur.fonvoienqhhdj.iuqvnvhojah', 'JWT cryptographic operation failed', null],
    [
      'alg none',
      () => `${part({ alg: 'none', typ: 'JWT' })}.${part({ role: 'service_role' })}.`,
      'Wrong or unsupported encoding algorithm',
      "JWT is unsecured but expected 'alg' was not 'none'",
    ],
    ['an empty bearer', () => '', 'Empty JWT is sent in Authorization header', null],
  ])('refuses %s with 401 PGRST301', async (_, token, message, details) => {
    const response = await withToken(token())
    expect(response.status).toBe(401)
    expect(errorBody(response)).toEqual({ code: 'PGRST301', details, hint: null, message })
    expect(response.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", error_description="${message}"`)
  })

  it.each<[string, () => Record<string, unknown>, string]>([
    ['an expired token', () => ({ role: 'authenticated', exp: now() - 3600 }), 'JWT expired'],
    ['a token not valid yet', () => ({ role: 'authenticated', nbf: now() + 3600 }), 'JWT not yet valid'],
    ['a token issued in the future', () => ({ role: 'authenticated', iat: now() + 3600 }), 'JWT issued at future'],
    ['a non-numeric exp', () => ({ role: 'authenticated', exp: 'soon' }), "The JWT 'exp' claim must be a number"],
    ['an aud that is no string', () => ({ role: 'authenticated', aud: 42 }), "The JWT 'aud' claim must be a string or an array of strings"],
  ])('refuses %s with 401 PGRST303', async (_, claims, message) => {
    const response = await withToken(signed(claims()))
    expect(response.status).toBe(401)
    expect(errorBody(response)).toEqual({ code: 'PGRST303', details: null, hint: null, message })
    expect(response.headers.get('www-authenticate')).toBe(`Bearer error="invalid_token", error_description="${message}"`)
  })

  it('allows PostgREST’s 30 s of clock skew on exp', async () => {
    const response = await withToken(signed({ role: 'authenticated', sub: user.id, exp: now() - 5 }))
    expect(response.status).toBe(200)
  })

  it('accepts any audience, as Supabase (PostgREST without PGRST_JWT_AUD) does; with an audience set, refuses others', async () => {
    const other = signed({ sub: user.id, role: 'authenticated', aud: 'somebody-else', exp: now() + 60 })
    expect((await withToken(other)).status).toBe(200)
    const configured = { jwtAudience: 'authenticated' }
    const refused = await direct(configured, 'GET', '/trades', { authorization: `Bearer ${other}` })
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([401, 'JWT not in audience'])
    const accepted = await direct(configured, 'GET', '/trades', { authorization: `Bearer ${user.token}` })
    expect(accepted.status).toBe(200)
    const listed = await direct(configured, 'GET', '/trades', { authorization: `Bearer ${signed({ role: 'authenticated', aud: ['x', 'authenticated'] })}` })
    expect(listed.status).toBe(200)
  })

  it('refuses a role claim that is no database role (401) or one the API may not switch to (403)', async () => {
    const missing = await withToken(signed({ role: 'superhero' }))
    expect([missing.status, errorBody(missing), missing.headers.get('www-authenticate')]).toEqual([
      401,
      { code: '22023', details: null, hint: null, message: 'role "superhero" does not exist' },
      'Bearer',
    ])
    const owner = await withToken(signed({ role: 'postgres' }))
    expect([owner.status, errorBody(owner).code, errorBody(owner).message]).toEqual([403, '42501', 'permission denied to set role "postgres"'])
  })

  it('takes its limits from options: max rows and body size', async () => {
    const capped = await direct({ maxRows: 2 }, 'GET', '/rest_open?select=id&order=id', {})
    expect([capped.status, capped.body, capped.headers?.['content-range']]).toEqual([200, '[{"id":1}, \n {"id":2}]', '0-1/*'])
    const small = await direct({ maxBodyBytes: 10 }, 'POST', '/rpc/rest_whoami', { authorization: `Bearer ${user.token}` }, '{"padding": true}')
    expect([small.status, (small.body as { code: string }).code]).toEqual([413, '413'])
  })

  it.each([
    ['08006', 503],
    ['53300', 503],
    ['57P01', 503],
    ['40001', 500],
    ['23514', 400],
  ])('maps a %s failure to %i (transient failures are 5xx, never 4xx)', async (code, status) => {
    const response = await rest(backend, 'POST', '/rpc/rest_fail_with', { token: user.token, body: { code } })
    expect([response.status, errorBody(response).code]).toEqual([status, code])
  })
})
