import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeExchange, type FakeExchange } from '../../../support/fake-exchange.mjs'
import { clientAs, createUser, type TestUser } from '../rest/support'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { callExchangeSync, controlFake } from './exchange-sync-calls'

// The exchange sync (sync/exchange-sync) through the local backend's /functions/v1/exchange-sync,
// on real PostgreSQL and on PGlite (`npm start`'s database), against the fake exchange (test/support/fake-exchange.mjs), with ccxt itself.
describe.each(TEST_DATABASES)('exchange sync on %s', (database) => {
  let backend: TestBackend
  let fake: FakeExchange
  let trader: TestUser
  let other: TestUser
  const accountId = randomUUID()
  const HOUR = 3600_000
  const start = Date.now() - 48 * HOUR

  const control = (path: string, body: unknown) => controlFake(fake, path, body)
  const call = (user: TestUser, body: unknown) => callExchangeSync(backend, user.token, body)
  const connect = (user: TestUser, apiKey: string, secret: string) => call(user, { action: 'connect', exchange: 'binance', apiKey, secret, accountId })
  const spotFills = (symbol: string, count: number, from: number) =>
    Array.from({ length: count }, (_, at) => ({ symbol, side: at % 2 ? 'sell' : 'buy', price: `${100 + (at % 7)}.5`, qty: '0.25', commission: '0.01', time: from + at * 1000 }))
  const count = async (table: string, userId: string) =>
    Number((await backend.db.query<{ n: string }>(`select count(*)::text as n from public.${table} where user_id = $1 and not deleted`, [userId])).rows[0]!.n)

  beforeAll(async () => {
    fake = await startFakeExchange()
    backend = await startTestBackend(database, { functions: { exchangeApiUrls: JSON.stringify({ binance: fake.url }) } })
    trader = await createUser(backend)
    other = await createUser(backend)
    await control('keys', { exchange: 'binance', apiKey: 'read-only-key-AB12', secret: 'the-right-secret', permissions: ['read'] })
    await control('keys', { exchange: 'binance', apiKey: 'trading-key-CD34', secret: 'trading-secret', permissions: ['read', 'trade'] })
    await control('keys', { exchange: 'binance', apiKey: 'withdraw-key-EF56', secret: 'withdraw-secret', permissions: ['read', 'withdraw'] })
    await control('fills', { exchange: 'binance', market: 'spot', fills: spotFills('BTCUSDT', 3, start) })
    await control('fills', {
      exchange: 'binance',
      market: 'linear',
      fills: [
        { symbol: 'ETHUSDT', side: 'buy', price: '3000.1', qty: '2', commission: '1.2', time: start },
        { symbol: 'ETHUSDT', side: 'sell', price: '3100.1', qty: '2', commission: '1.24', realizedPnl: '200', time: start + HOUR },
      ],
    })
    await control('funding', { exchange: 'binance', entries: [{ symbol: 'ETHUSDT', asset: 'USDT', amount: '-0.75', time: start + HOUR / 2 }] })
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
    await fake?.stop()
  })

  describe('connections and runs', () => {
    let connectionId: string

    it('refuses a key the exchange refuses (a wrong secret) and stores nothing', async () => {
      const answer = await connect(trader, 'read-only-key-AB12', 'a-wrong-secret')
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ error: { code: 'key_refused' } })
      expect((await connect(trader, 'unknown-key', 'whatever')).body).toEqual({ error: { code: 'key_refused' } })
      expect((await backend.db.query('select 1 from public.exchange_connections where user_id = $1', [trader.id])).rowCount).toBe(0)
    })

    it('refuses a key that can trade or withdraw', async () => {
      expect((await connect(trader, 'trading-key-CD34', 'trading-secret')).body).toEqual({ error: { code: 'key_can_trade' } })
      expect((await connect(trader, 'withdraw-key-EF56', 'withdraw-secret')).body).toEqual({ error: { code: 'key_can_trade' } })
    })

    it('refuses a request that is not one of its actions, and a caller without a session', async () => {
      expect((await call(trader, { action: 'connect', exchange: 'binance', apiKey: 'k' })).body).toEqual({ error: { code: 'invalid_request' } })
      expect((await call(trader, { action: 'connect', exchange: 'kraken', apiKey: 'k', secret: 's', accountId })).body).toEqual({ error: { code: 'not_supported' } })
      const anonymous = await fetch(`${backend.url}/functions/v1/exchange-sync`, { method: 'POST', headers: { apikey: backend.keys.anonKey }, body: '{}' })
      expect(anonymous.status).toBe(401)
    })

    it('connects a read-only key; the answer shows its last 4 characters and never the key or the secret', async () => {
      const answer = await connect(trader, 'read-only-key-AB12', 'the-right-secret')
      expect(answer.status).toBe(200)
      const connection = answer.body.connection
      connectionId = connection.id
      expect(connection).toMatchObject({ exchange: 'binance', key_last4: 'AB12', account_id: accountId, last_sync_at: null, last_error_code: null })
      expect(answer.text).not.toContain('the-right-secret')
      expect(answer.text).not.toContain('read-only-key')
    })

    it('keeps the secret sealed where no client role can read it, and the trader sees only their own connection', async () => {
      const sealed = (await backend.db.query<{ sealed: string }>('select sealed from exchange_sync.connection_secrets where connection_id = $1', [connectionId])).rows[0]!.sealed
      expect(sealed).not.toContain('the-right-secret')
      expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('the-right-secret')
      for (const role of ['authenticated', 'anon']) {
        await expect(
          backend.db.transaction(async (tx) => {
            await tx.query(`set local role ${role}`)
            return tx.query('select sealed from exchange_sync.connection_secrets')
          }),
        ).rejects.toMatchObject({ code: '42501' })
      }
      const own = await clientAs(backend, trader.token).from('exchange_connections').select('*')
      expect(own.data?.map((row) => row.id)).toEqual([connectionId])
      expect(JSON.stringify(own.data)).not.toContain('sealed')
      expect((await clientAs(backend, other.token).from('exchange_connections').select('*')).data).toEqual([])
      // Writes go through the function only: a client cannot forge a status or move a connection.
      const forged = await clientAs(backend, trader.token).from('exchange_connections').update({ last_error_code: null, key_last4: 'XXXX' }).eq('id', connectionId).select()
      expect(forged.error?.code).toBe('42501')
      expect((await call(other, { action: 'sync', connectionId })).body).toEqual({ error: { code: 'not_found' } })
    })

    it('first sync: every fill and funding payment lands in the journal tables as one completed import batch', async () => {
      const answer = await call(trader, { action: 'sync', connectionId })
      expect(answer.status).toBe(200)
      expect(answer.body.added).toEqual({ fills: 5, funding: 1 })
      expect(answer.body.connection).toMatchObject({ last_fills_added: 5, last_funding_added: 1, last_error_code: null })
      expect(answer.body.connection.last_sync_at).not.toBeNull()
      const fills = (
        await backend.db.query<{ doc: Record<string, unknown> }>(`select doc from public.fills where user_id = $1 order by doc ->> 'executedAt', doc ->> 'exchangeTradeId'`, [
          trader.id,
        ])
      ).rows.map((row) => row.doc)
      expect(fills).toHaveLength(5)
      const perp = fills.find((fill) => fill.realizedPnl === '200')
      expect(perp).toMatchObject({
        accountId,
        exchange: 'binance',
        symbol: 'ETHUSDT',
        marketType: 'linear',
        side: 'sell',
        price: '3100.1',
        quantity: '2',
        fee: '1.24',
        feeAsset: 'USDT',
      })
      expect(fills.find((fill) => fill.marketType === 'spot')).toMatchObject({
        symbol: 'BTCUSDT',
        baseAsset: 'BTC',
        quoteAsset: 'USDT',
        side: 'buy',
        price: '100.5',
        quantity: '0.25',
      })
      const batches = (await backend.db.query<{ id: string; doc: Record<string, unknown> }>('select id, doc from public.import_batches where user_id = $1', [trader.id])).rows
      expect(batches).toHaveLength(1)
      expect(batches[0]!.doc).toMatchObject({ status: 'completed', exchange: 'binance', accountId, fillCount: 5, ledgerEntryCount: 1 })
      expect(batches[0]!.doc.finishedAt).toBeUndefined()
      expect(new Set(fills.map((fill) => fill.importId))).toEqual(new Set([batches[0]!.id]))
      const funding = (await backend.db.query<{ doc: Record<string, unknown> }>('select doc from public.ledger_entries where user_id = $1', [trader.id])).rows[0]!.doc
      expect(funding).toMatchObject({ kind: 'funding', asset: 'USDT', amount: '-0.75', symbol: 'ETHUSDT', importId: batches[0]!.id })
    })

    it('incremental sync: nothing new adds nothing and no batch; a new fill adds exactly it', async () => {
      const again = await call(trader, { action: 'sync', connectionId })
      expect(again.body.added).toEqual({ fills: 0, funding: 0 })
      expect(await count('import_batches', trader.id)).toBe(1)
      await control('fills', { exchange: 'binance', market: 'spot', fills: spotFills('BTCUSDT', 1, start + 10 * HOUR) })
      expect((await call(trader, { action: 'sync', connectionId })).body.added).toEqual({ fills: 1, funding: 0 })
      expect(await count('fills', trader.id)).toBe(6)
      expect(await count('import_batches', trader.id)).toBe(2)
    })

    it('COIN-M futures: fills in contracts of the coin-margined market, fees and funding in the coin', async () => {
      await control('fills', {
        exchange: 'binance',
        market: 'inverse',
        fills: [
          { symbol: 'BTCUSD_PERP', side: 'buy', price: '50000', qty: '10', commission: '0.0001', time: start + 2 * HOUR },
          { symbol: 'BTCUSD_PERP', side: 'sell', price: '55000', qty: '10', commission: '0.0001', realizedPnl: '0.0018181', time: start + 3 * HOUR },
        ],
      })
      await control('funding', { exchange: 'binance', entries: [{ symbol: 'BTCUSD_PERP', asset: 'BTC', amount: '-0.00002', time: start + 2.5 * HOUR }] })
      const answer = await call(trader, { action: 'sync', connectionId })
      expect(answer.body.added).toEqual({ fills: 2, funding: 1 })
      expect(answer.body.connection.markets).toEqual(['spot', 'linear', 'inverse', 'funding'])
      const sell = (
        await backend.db.query<{ doc: Record<string, unknown> }>(
          `select doc from public.fills where user_id = $1 and doc ->> 'marketType' = 'inverse' and doc ->> 'side' = 'sell'`,
          [trader.id],
        )
      ).rows[0]!.doc
      expect(sell).toMatchObject({
        symbol: 'BTCUSD_PERP',
        baseAsset: 'BTC',
        quoteAsset: 'USD',
        price: '55000',
        quantity: '10',
        contractSize: '100',
        fee: '0.0001',
        feeAsset: 'BTC',
        realizedPnl: '0.0018181',
      })
      const funding = (
        await backend.db.query<{ doc: Record<string, unknown> }>(`select doc from public.ledger_entries where user_id = $1 and doc ->> 'symbol' = 'BTCUSD_PERP'`, [trader.id])
      ).rows.map((row) => row.doc)
      expect(funding).toEqual([expect.objectContaining({ kind: 'funding', asset: 'BTC', amount: '-0.00002' })])
      expect(await count('fills', trader.id)).toBe(8)
    })

    it('pages through more than 5,000 fills of one market', async () => {
      await control('fills', { exchange: 'binance', market: 'spot', fills: spotFills('SOLUSDT', 5_200, start + 11 * HOUR) })
      const answer = await call(trader, { action: 'sync', connectionId })
      expect(answer.body.added).toEqual({ fills: 5_200, funding: 0 })
      expect(await count('fills', trader.id)).toBe(5_208)
    }, 120_000)

    it('a rate limit stops the run with its code on the card; the next run resumes where it stopped', async () => {
      await control('fills', { exchange: 'binance', market: 'spot', fills: spotFills('ETHUSDT', 2_500, start + 20 * HOUR) })
      const before = await count('fills', trader.id)
      // The two income pages (USDⓈ-M, COIN-M), the ETHUSDT and BTCUSD_PERP futures fills, the
      // balance, the BTCUSDT fills and the first ETHUSDT spot page pass; then Binance answers 429.
      await control('rate-limit', { after: 7, count: 1_000 })
      const limited = await call(trader, { action: 'sync', connectionId })
      expect(limited.status).toBe(429)
      expect(limited.body).toEqual({ error: { code: 'rate_limited' } })
      const partial = (await count('fills', trader.id)) - before
      expect(partial).toBeGreaterThan(0)
      expect(partial).toBeLessThan(2_500)
      const card = (await clientAs(backend, trader.token).from('exchange_connections').select('last_error_code').eq('id', connectionId).single()).data
      expect(card).toEqual({ last_error_code: 'rate_limited' })
      await control('rate-limit', { after: 0, count: 0 })
      const resumed = await call(trader, { action: 'sync', connectionId })
      expect(resumed.body.added.fills).toBe(2_500 - partial)
      expect(resumed.body.connection.last_error_code).toBeNull()
      expect(await count('fills', trader.id)).toBe(before + 2_500)
    }, 120_000)

    it('fills of futures Binance no longer lists are counted as skipped, never guessed; the run goes on and counts each once', async () => {
      const before = await count('fills', trader.id)
      // LUNAUSDT, SRMUSDT and XRPUSD_PERP are in none of the fake's market lists; Binance no longer knows SRMUSDT at all.
      await control('fills', {
        exchange: 'binance',
        market: 'linear',
        fills: [
          { symbol: 'LUNAUSDT', side: 'buy', price: '80', qty: '5', commission: '0.2', time: start + 30 * HOUR },
          { symbol: 'LUNAUSDT', side: 'sell', price: '0.1', qty: '5', commission: '0.01', time: start + 31 * HOUR },
          { symbol: 'SRMUSDT', side: 'buy', price: '1', qty: '10', commission: '0.01', time: start + 30 * HOUR },
          { symbol: 'ETHUSDT', side: 'buy', price: '3200', qty: '1', commission: '0.5', time: start + 32 * HOUR },
        ],
      })
      await control('fills', {
        exchange: 'binance',
        market: 'inverse',
        fills: [{ symbol: 'XRPUSD_PERP', side: 'buy', price: '0.5', qty: '3', commission: '0.5', time: start + 30 * HOUR }],
      })
      await control('forget-symbol', { exchange: 'binance', symbol: 'SRMUSDT' })
      const answer = await call(trader, { action: 'sync', connectionId })
      expect(answer.status).toBe(200)
      expect(answer.body.added).toEqual({ fills: 1, funding: 0 })
      expect(answer.body.skipped).toEqual({ fills: 3 })
      expect(answer.body.connection).toMatchObject({ fills_skipped: 3, last_error_code: null })
      expect(await count('fills', trader.id)).toBe(before + 1)
      const unlisted = await backend.db.query(`select 1 from public.fills where user_id = $1 and doc ->> 'symbol' in ('LUNAUSDT', 'SRMUSDT', 'XRPUSD_PERP')`, [trader.id])
      expect(unlisted.rowCount).toBe(0)
      const again = await call(trader, { action: 'sync', connectionId })
      expect(again.body).toMatchObject({ added: { fills: 0, funding: 0 }, skipped: { fills: 0 }, connection: { fills_skipped: 3 } })
    })

    it('never logs the key or the secret', () => {
      const log = backend.logLines.join('\n')
      expect(log).not.toContain('the-right-secret')
      expect(log).not.toContain('read-only-key')
    })

    it('removing the connection removes its secret and keeps the journal rows', async () => {
      const fills = await count('fills', trader.id)
      expect((await call(other, { action: 'remove', connectionId })).body).toEqual({ error: { code: 'not_found' } })
      expect((await call(trader, { action: 'remove', connectionId })).body).toEqual({ removed: true })
      expect((await backend.db.query('select 1 from exchange_sync.connection_secrets where connection_id = $1', [connectionId])).rowCount).toBe(0)
      expect((await backend.db.query('select 1 from public.exchange_connections where id = $1', [connectionId])).rowCount).toBe(0)
      expect(await count('fills', trader.id)).toBe(fills)
    })
  })
})
