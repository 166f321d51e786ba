import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { parseImport } from '../../../../src/domain/imports'
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

/**
 * An exchange's CSV export read by the journal's own importer (src/domain/imports), its fills and
 * ledger entries with the dedupe keys a device's import gives them; the times in the file are UTC.
 */
export function importedFromCsv(text: string) {
  const result = parseImport(text, { timeZone: 'UTC' })
  if (!result.ok) throw new Error(`CSV refused: ${JSON.stringify(result.error)}`)
  expect(result.summary.issues.filter((issue) => issue.severity === 'error')).toEqual([])
  return { fills: result.fills, ledger: result.ledgerEntries }
}

/** Rows of a device's CSV import as its replication stores them on the server, under `accountId`. */
export async function storeAsDeviceImport(backend: TestBackend, userId: string, accountId: string, rows: { fills: readonly object[]; ledger: readonly object[] }): Promise<void> {
  const importId = randomUUID()
  const now = new Date().toISOString()
  for (const [table, docs] of [
    ['fills', rows.fills],
    ['ledger_entries', rows.ledger],
  ] as const) {
    for (const [index, doc] of docs.entries()) {
      await backend.db.query(`insert into public.${table} (id, user_id, doc) values ($1, $2, $3::jsonb)`, [
        randomUUID(),
        userId,
        JSON.stringify({ ...doc, accountId, importId, rowNumber: index + 1, createdAt: now, updatedAt: now }),
      ])
    }
  }
}
