import { expect } from 'vitest'
import type { FakeExchange } from '../../../support/fake-exchange.mjs'
import type { TestBackend } from '../support/test-backend'

/** A control request to the fake exchange (test/support/fake-exchange.mjs, its header lists them); it must succeed. */
export async function controlFake(fake: FakeExchange, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) })
  expect(response.status).toBe(200)
  return response.json()
}

/** One request to the local backend's /functions/v1/exchange-sync as the user holding `token`: its status, raw text and JSON. */
export async function callExchangeSync(backend: TestBackend, token: string, body: unknown) {
  const response = await fetch(`${backend.url}/functions/v1/exchange-sync`, {
    method: 'POST',
    headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  // The function's JSON answers, read field by field as each assertion needs.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, text, body: JSON.parse(text) as Record<string, any> }
}
