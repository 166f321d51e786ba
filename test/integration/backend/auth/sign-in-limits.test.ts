// Sign-in rate limits with the default settings: failures count per account, whatever address they
// come from, and per address across accounts, roomier, so a household or a proxy whose members
// mistype (or one member's brute force of other accounts) does not lock everyone else out.
// Client addresses differ by binding the client socket to another 127.x.y.z address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawHttp } from '../support/raw-http'
import { createTestClient, startTestBackend, type TestBackend } from '../support/test-backend'
import { uniqueEmail } from './support/auth-helpers'

describe('sign-in limits per account and per address on postgres', () => {
  let backend: TestBackend

  beforeAll(async () => {
    // The limiter's clock stands still, so buckets do not refill while a test makes its attempts.
    const startedAt = Date.now()
    backend = await startTestBackend('postgres', { auth: { passwordHashCost: 12, clock: () => startedAt } })
  }, 60_000)
  afterAll(() => backend?.stop())

  async function signIn(email: string, password: string, from: string) {
    const response = await rawHttp(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password }),
      localAddress: from,
    })
    return { status: response.status, body: JSON.parse(response.text) as Record<string, unknown> }
  }

  async function account() {
    const email = uniqueEmail('limits')
    const { error } = await createTestClient(backend).auth.signUp({ email, password: 'correct horse' })
    expect(error).toBeNull()
    return email
  }

  it('after 30 failures from one address against other accounts, the right password for another account still signs in', async () => {
    const email = await account()
    for (let i = 0; i < 30; i++) expect((await signIn(uniqueEmail('sprayed'), 'wrong horse', '127.0.0.21')).status).toBe(400)
    expect(await signIn(email, 'correct horse', '127.0.0.21')).toMatchObject({ status: 200 })
  })

  it('limits repeated failures against one account from any number of addresses, right password included', async () => {
    const email = await account()
    for (let i = 0; i < 10; i++) expect(await signIn(email, `guess ${i}`, `127.0.1.${i + 1}`)).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } })
    expect(await signIn(email, 'guess 11', '127.0.1.50')).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' } })
    expect(await signIn(email, 'correct horse', '127.0.1.51')).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } })
    // Another account is not affected.
    expect(await signIn(await account(), 'correct horse', '127.0.1.50')).toMatchObject({ status: 200 })
  })

  it('limits one address’s failures across accounts (password spraying) past 100', async () => {
    for (let i = 0; i < 100; i++) expect((await signIn(uniqueEmail('spray'), 'wrong horse', '127.0.2.1')).status).toBe(400)
    expect(await signIn(uniqueEmail('spray'), 'wrong horse', '127.0.2.1')).toMatchObject({ status: 429, body: { code: 'over_request_rate_limit' } })
    expect(await signIn(await account(), 'correct horse', '127.0.2.2')).toMatchObject({ status: 200 })
  }, 60_000)
})
