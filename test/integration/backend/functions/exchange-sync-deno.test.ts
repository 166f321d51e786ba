import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalBackend, type LocalBackend } from '../../../../sync/local-backend/backend'
import { randomSealKey } from '../../../../sync/exchange-sync/seal'
import { startPostgres, type ThrowawayPostgres } from '../../../support-scripts/postgres.mjs'
import { startFakeExchange, type FakeExchange } from '../../../support/fake-exchange.mjs'
import { createTestClient } from '../support/test-backend'

// The Edge Function entry (sync/supabase/functions/exchange-sync/index.ts) under real Deno (the
// `deno` npm package's binary), with ccxt and pg resolved from this checkout's node_modules: the
// hosted path runs the same handler, not only in theory. Its database is the backend's PostgreSQL
// (SUPABASE_DB_URL) and its callers are checked by the backend's /auth/v1 (SUPABASE_URL).
const ROOT = resolve(import.meta.dirname, '../../../..')
// The package's postinstall links its platform package's binary; where install scripts did not run,
// the platform package itself holds it.
const DENO = [join(ROOT, 'node_modules/deno/deno'), join(ROOT, `node_modules/@deno/${process.platform}-${process.arch}-glibc/deno`)].find((path) => existsSync(path)) ?? 'deno'

let postgres: ThrowawayPostgres
let backend: LocalBackend
let fake: FakeExchange
let deno: ChildProcess
let functionUrl: string
let denoDir: string
const output: string[] = []

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })

beforeAll(async () => {
  postgres = await startPostgres()
  fake = await startFakeExchange()
  backend = await startLocalBackend({ port: 0, databaseUrl: postgres.connectionString, log: () => undefined })
  const port = await freePort()
  denoDir = mkdtempSync(join(tmpdir(), 'tj-deno-'))
  deno = spawn(DENO, ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', 'sync/supabase/functions/exchange-sync/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DENO_DIR: denoDir,
      DENO_NO_UPDATE_CHECK: '1',
      PORT: String(port),
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.keys.anonKey,
      SUPABASE_DB_URL: postgres.connectionString,
      EXCHANGE_SECRETS_KEY: randomSealKey(),
      EXCHANGE_API_URLS: JSON.stringify({ binance: fake.url, okx: fake.url }),
    },
  })
  deno.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  deno.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  functionUrl = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    if (deno.exitCode !== null) throw new Error(`deno exited: ${output.join('')}`)
    const up = await fetch(functionUrl, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    )
    if (up) break
    if (attempt > 600) throw new Error(`deno did not start: ${output.join('')}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}, 120_000)
afterAll(async () => {
  deno?.kill()
  await backend?.stop()
  await postgres?.stop()
  await fake?.stop()
  if (denoDir) rmSync(denoDir, { recursive: true, force: true })
})

describe('the exchange-sync Edge Function under Deno', () => {
  it('connects a read-only key, refuses a trading one and syncs fills, with a signed-in user only', async () => {
    const post = (path: string, body: unknown) => fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) })
    await post('keys', { exchange: 'binance', apiKey: 'deno-key-WXYZ', secret: 'deno-secret', permissions: ['read'] })
    await post('keys', { exchange: 'binance', apiKey: 'deno-trading-key', secret: 'deno-trading', permissions: ['read', 'trade'] })
    await post('fills', { exchange: 'binance', market: 'spot', fills: [{ symbol: 'BTCUSDT', side: 'buy', price: '42000', qty: '0.01', time: Date.now() - 3_600_000 }] })
    const supabase = createTestClient(backend)
    const { data, error } = await supabase.auth.signUp({ email: `deno-${randomUUID()}@example.test`, password: 'a long enough password 1' })
    expect(error).toBeNull()
    const token = data.session!.access_token
    const userId = data.user!.id
    const call = (body: unknown, bearer = token) =>
      fetch(functionUrl, { method: 'POST', headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
        // The function's JSON answers, read field by field as each assertion needs.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        async (response) => ({ status: response.status, body: (await response.json()) as Record<string, any> }),
      )
    const accountId = randomUUID()
    expect((await call({ action: 'connect', exchange: 'binance', apiKey: 'deno-key-WXYZ', secret: 'x' }, backend.keys.anonKey)).status).toBe(401)
    expect((await call({ action: 'connect', exchange: 'binance', apiKey: 'deno-trading-key', secret: 'deno-trading', accountId })).body).toEqual({
      error: { code: 'key_can_trade' },
    })
    const connected = await call({ action: 'connect', exchange: 'binance', apiKey: 'deno-key-WXYZ', secret: 'deno-secret', accountId })
    expect(connected.body.connection).toMatchObject({ exchange: 'binance', key_last4: 'WXYZ' })
    const synced = await call({ action: 'sync', connectionId: connected.body.connection.id })
    expect(synced.body.added).toEqual({ fills: 1, funding: 0 })
    const stored = await backend.db.query<{ doc: { price: string } }>('select doc from public.fills where user_id = $1', [userId])
    expect(stored.rows.map((row) => row.doc.price)).toEqual(['42000'])
    expect(output.join('')).not.toContain('deno-secret')
  }, 120_000)

  it('connects an OKX key with its passphrase and syncs its swap fill and funding fee', async () => {
    const post = (path: string, body: unknown) => fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) })
    await post('keys', { exchange: 'okx', apiKey: 'deno-okx-KLMN', secret: 'deno-okx-secret', passphrase: 'deno-okx-pass', permissions: ['read'] })
    await post('fills', { exchange: 'okx', market: 'swap', fills: [{ symbol: 'BTC-USDT-SWAP', side: 'buy', price: '61000', qty: '2', time: Date.now() - 3_600_000 }] })
    await post('funding', { exchange: 'okx', entries: [{ symbol: 'BTC-USDT-SWAP', asset: 'USDT', amount: '-0.3', time: Date.now() - 1_800_000 }] })
    const supabase = createTestClient(backend)
    const { data } = await supabase.auth.signUp({ email: `deno-okx-${randomUUID()}@example.test`, password: 'a long enough password 1' })
    const call = (body: unknown) =>
      fetch(functionUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${data.session!.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        // The function's JSON answers, read field by field as each assertion needs.
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        async (response) => (await response.json()) as Record<string, any>,
      )
    const connect = { action: 'connect', exchange: 'okx', apiKey: 'deno-okx-KLMN', secret: 'deno-okx-secret', accountId: randomUUID() }
    expect(await call({ ...connect, password: 'not-the-pass' })).toEqual({ error: { code: 'key_refused' } })
    const connected = await call({ ...connect, password: 'deno-okx-pass' })
    expect(connected.connection).toMatchObject({ exchange: 'okx', key_last4: 'KLMN' })
    expect((await call({ action: 'sync', connectionId: connected.connection.id })).added).toEqual({ fills: 1, funding: 1 })
    const stored = await backend.db.query<{ doc: { quantity: string; contractSize: string } }>('select doc from public.fills where user_id = $1', [data.user!.id])
    expect(stored.rows.map((row) => [row.doc.quantity, row.doc.contractSize])).toEqual([['2', '0.01']])
    expect(output.join('')).not.toMatch(/deno-okx-secret|deno-okx-pass/)
  }, 120_000)
})
