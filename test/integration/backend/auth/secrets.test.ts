// The backend's secret is its own: made at random per install (kept in its data folder), never the
// secret once committed to this repository. Tokens minted with another secret, and tokens without
// `exp` even with the right secret, open nothing, in every service.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JWT_SECRET_FILE, jwtSecretFor, keysFor } from '../../../../sync/local-backend/config'
import { signJwt } from '../../../../sync/local-backend/jwt'
import { rawHttp } from '../support/raw-http'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { createUser, rest } from '../rest/support'

// The secret every local backend used until each install got its own.
const OLD_COMMITTED_SECRET = 'local-trading-journal-jwt-secret-for-127.0.0.1-only'
const now = () => Math.floor(Date.now() / 1000)

describe('backend secrets on postgres', () => {
  const parent = mkdtempSync(join(tmpdir(), 'tj-secrets-'))
  let backend: TestBackend

  beforeAll(async () => {
    backend = await startTestBackend('postgres', { dataDir: join(parent, 'install-a') })
    const victim = await createUser(backend)
    await backend.db.query('insert into public.trades (id, user_id) values (gen_random_uuid(), $1::uuid)', [victim.id])
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
    rmSync(parent, { recursive: true, force: true })
  })

  it('keeps a random secret of its own in the data folder, readable by its owner only', () => {
    const file = join(parent, 'install-a', JWT_SECRET_FILE)
    expect(readFileSync(file, 'utf8').trim()).toBe(backend.keys.jwtSecret)
    expect(statSync(file).mode & 0o077).toBe(0)
    expect(backend.keys.jwtSecret).not.toBe(OLD_COMMITTED_SECRET)
    expect(backend.keys.anonKey).toBe(keysFor(backend.keys.jwtSecret).anonKey)
    // The same folder keeps it across restarts; another install gets another one.
    expect(jwtSecretFor(join(parent, 'install-a'), {})).toBe(backend.keys.jwtSecret)
    expect(jwtSecretFor(join(parent, 'install-a'), { JWT_SECRET: 'x'.repeat(40) })).toBe('x'.repeat(40))
    const other = mkdtempSync(join(parent, 'install-b-'))
    expect(jwtSecretFor(other, {})).not.toBe(backend.keys.jwtSecret)
    expect(() => jwtSecretFor(other, { JWT_SECRET: 'short' })).toThrow(/at least 32 characters/)
  })

  it('opens nothing to a service-role token minted with the old committed secret', async () => {
    const real = await rest(backend, 'GET', '/trades?select=id', { token: backend.keys.serviceRoleKey, apikey: backend.keys.serviceRoleKey })
    expect([real.status, real.json<unknown[]>().length]).toEqual([200, 1])
    const forged = signJwt({ role: 'service_role' }, OLD_COMMITTED_SECRET)
    const forgedWithExp = signJwt({ role: 'service_role', exp: now() + 3600 }, OLD_COMMITTED_SECRET)
    for (const token of [forged, forgedWithExp]) {
      const read = await rest(backend, 'GET', '/trades?select=id', { token })
      expect(read.status).toBe(401)
      expect(read.json()).toMatchObject({ code: 'PGRST301' })
      const asKey = await rest(backend, 'GET', '/trades?select=id', { token: null, apikey: token })
      expect([asKey.status, asKey.json()]).toEqual([401, expect.objectContaining({ message: 'Invalid API key' })])
    }
  })

  it('refuses a token without exp even when signed with the right secret, in REST, auth, storage and realtime', async () => {
    const user = await createUser(backend)
    const eternal = signJwt({ sub: user.id, role: 'service_role', aud: 'authenticated' }, backend.keys.jwtSecret)
    const read = await rest(backend, 'GET', '/trades?select=id', { token: eternal })
    expect([read.status, read.json()]).toEqual([401, { code: 'PGRST303', details: null, hint: null, message: "The JWT 'exp' claim is required" }])

    const headers = { apikey: backend.keys.anonKey, authorization: `Bearer ${eternal}`, 'x-supabase-api-version': '2024-01-01' }
    const authUser = await rawHttp(`${backend.url}/auth/v1/user`, { headers })
    expect([authUser.status, JSON.parse(authUser.text).code]).toEqual([403, 'bad_jwt'])

    const storage = await rawHttp(`${backend.url}/storage/v1/bucket`, { headers })
    expect(JSON.parse(storage.text)).toMatchObject({ statusCode: '403', code: 'AccessDenied', message: 'missing required "exp" claim' })

    const broadcast = await rawHttp(`${backend.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }] }),
    })
    expect(broadcast.status).toBeGreaterThanOrEqual(400)
  })

  it('refuses an expired token in auth as in REST', async () => {
    const user = await createUser(backend)
    const expired = signJwt({ sub: user.id, role: 'authenticated', exp: now() - 3600 }, backend.keys.jwtSecret)
    const authUser = await rawHttp(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${expired}`, 'x-supabase-api-version': '2024-01-01' },
    })
    expect([authUser.status, JSON.parse(authUser.text).code]).toEqual([403, 'bad_jwt'])
    expect((await rest(backend, 'GET', '/trades?select=id', { token: expired })).status).toBe(401)
  })
})
