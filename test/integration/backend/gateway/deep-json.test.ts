// JSON nested far deeper than any real body (~15,000 levels) is a client's mistake or an attack on
// the parser: every service answers it with its own 4xx error body, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, rest, type TestUser } from '../rest/support'
import { startTestBackend, type TestBackend } from '../support/test-backend'

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`

describe('deeply nested JSON on postgres', () => {
  let backend: TestBackend
  let user: TestUser
  beforeAll(async () => {
    backend = await startTestBackend('postgres')
    user = await createUser(backend)
  }, 60_000)
  afterAll(() => backend?.stop())

  it('answers REST writes and rpc calls 400 with PostgREST’s error body', async () => {
    for (const body of [deep(15_000), `[{"id":"00000000-0000-4000-8000-000000000001","doc":${deepObject(15_000)}}]`, `{"doc":${deepObject(15_000)}}`]) {
      const insert = await rest(backend, 'POST', '/trades', { token: user.token, body })
      expect(insert.status, insert.text).toBeGreaterThanOrEqual(400)
      expect(insert.status, insert.text).toBeLessThan(500)
      expect(insert.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    }
    const rpc = await rest(backend, 'POST', '/rpc/sync_push', { token: user.token, body: `{"p_table":"trades","p_rows":${deep(15_000)}}` })
    expect(rpc.status, rpc.text).toBeGreaterThanOrEqual(400)
    expect(rpc.status, rpc.text).toBeLessThan(500)
  })

  it('answers auth 400 bad_json', async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: `{"email":"deep@example.com","password":"correct horse","data":{"a":${deep(15_000)}}}`,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'bad_json' })
  })
})
