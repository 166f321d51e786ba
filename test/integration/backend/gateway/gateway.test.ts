import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from '../../../../sync/local-backend/jwt'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'

describe.each(TEST_DATABASES)('gateway on %s', (database) => {
  let backend: TestBackend
  beforeAll(async () => {
    backend = await startTestBackend(database)
  }, 60_000)
  afterAll(() => backend?.stop())

  it('answers a browser preflight with the headers supabase-js sends and reads', async () => {
    const response = await fetch(`${backend.url}/rest/v1/trades`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, x-retry-count' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    for (const header of ['apikey', 'authorization', 'x-client-info', 'content-type', 'accept-profile', 'content-profile', 'prefer', 'x-supabase-api-version', 'x-retry-count']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header)
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it.each([
    ['no apikey', {}, 'No API key found in request'],
    ['a wrong apikey', { apikey: 'not-a-key' }, 'Invalid API key'],
    ['a key signed with another secret', { apikey: signJwt({ role: 'anon' }, 'another-secret-of-at-least-32-characters') }, 'Invalid API key'],
  ])('refuses %s with 401 as the gateway does', async (_, headers, message) => {
    const response = await fetch(`${backend.url}/rest/v1/trades`, { headers: { ...headers, origin: 'http://127.0.0.1:4173' } })
    expect(response.status).toBe(401)
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version')
    expect(((await response.json()) as { message: string }).message).toBe(message)
  })

  it('answers 404 outside the four services', async () => {
    const response = await fetch(`${backend.url}/graphql/v1`, { headers: { apikey: backend.keys.anonKey } })
    expect(response.status).toBe(404)
  })

  it('hands out anon and service-role keys that verify with its secret and carry their role', () => {
    for (const [key, role] of [
      [backend.keys.anonKey, 'anon'],
      [backend.keys.serviceRoleKey, 'service_role'],
    ] as const) {
      const verified = verifyJwt(key, backend.keys.jwtSecret)
      expect(verified.ok && verified.claims.role).toBe(role)
    }
  })
})

describe('jwt', () => {
  const secret = 'a-test-secret-that-is-at-least-32-chars'
  it.each([
    ['a valid token', signJwt({ sub: 'u', exp: 2000 }, secret), 1000, { ok: true }],
    ['an expired token', signJwt({ sub: 'u', exp: 1000 }, secret), 1000, { ok: false, reason: 'expired' }],
    ['another secret', signJwt({ sub: 'u' }, `${secret}!`), 1000, { ok: false, reason: 'bad_signature' }],
    ['no exp', signJwt({ sub: 'u', role: 'service_role' }, secret), 1000, { ok: false, reason: 'missing_exp' }],
    ['alg none', `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u"}').toString('base64url')}.`, 1000, { ok: false, reason: 'malformed' }],
    ['two parts', 'abc.def', 1000, { ok: false, reason: 'malformed' }],
    ['non-JSON parts', 'abc.def.ghi', 1000, { ok: false, reason: 'malformed' }],
  ])('%s', (_, token, now, expected) => {
    expect(verifyJwt(token, secret, now)).toMatchObject(expected)
  })
})
