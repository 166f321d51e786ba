import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeExchange, type FakeExchange } from '../../../support/fake-exchange.mjs'
import { createUser, type TestUser } from '../rest/support'
import { startTestBackend, type TestBackend } from '../support/test-backend'
import { callExchangeSync, controlFake, importedFromCsv, storeAsDeviceImport } from './exchange-sync-calls'

// OKX through the exchange sync (sync/exchange-sync/okx.ts) on real PostgreSQL, with ccxt against
// the fake exchange's OKX (test/support/fake-exchange/okx.mjs): keys with a passphrase, SPOT and
// SWAP fills walked newest first by billId, funding fees from the bills archive.
describe('OKX exchange sync on postgres', () => {
  let backend: TestBackend
  let fake: FakeExchange
  let trader: TestUser
  let connectionId: string
  const accountId = randomUUID()
  const HOUR = 3600_000
  const start = Date.now() - 48 * HOUR

  const control = (path: string, body: unknown) => controlFake(fake, path, body)
  const call = (body: unknown) => callExchangeSync(backend, trader.token, body)
  const connect = (apiKey: string, secret: string, password?: string) => call({ action: 'connect', exchange: 'okx', apiKey, secret, password, accountId })
  const sync = () => call({ action: 'sync', connectionId })
  const spotFills = (instId: string, count: number, from: number) =>
    Array.from({ length: count }, (_, at) => ({
      symbol: instId,
      side: at % 2 ? 'sell' : 'buy',
      price: `${20 + (at % 7)}.5`,
      qty: '1.5',
      commission: '0.01',
      time: from + at * 1000,
    }))
  const count = async (table: string) =>
    Number((await backend.db.query<{ n: string }>(`select count(*)::text as n from public.${table} where user_id = $1 and not deleted`, [trader.id])).rows[0]!.n)
  const docs = async (table: string) =>
    (await backend.db.query<{ doc: Record<string, unknown> }>(`select doc from public.${table} where user_id = $1 order by doc ->> 'dedupeKey'`, [trader.id])).rows.map(
      (row) => row.doc,
    )

  beforeAll(async () => {
    fake = await startFakeExchange()
    backend = await startTestBackend('postgres', { functions: { exchangeApiUrls: JSON.stringify({ okx: fake.url }) } })
    trader = await createUser(backend)
    await control('keys', { exchange: 'okx', apiKey: 'okx-read-key-QR78', secret: 'okx-secret', passphrase: 'okx-pass', permissions: ['read'] })
    await control('keys', { exchange: 'okx', apiKey: 'okx-trade-key', secret: 'trade-secret', passphrase: 'trade-pass', permissions: ['read', 'trade'] })
    await control('fills', {
      exchange: 'okx',
      market: 'swap',
      fills: [
        { symbol: 'BTC-USDT-SWAP', side: 'buy', price: '60000.5', qty: '3', commission: '0.9', commissionAsset: 'USDT', time: start },
        { symbol: 'BTC-USDT-SWAP', side: 'sell', price: '61000.5', qty: '3', commission: '0.91', commissionAsset: 'USDT', realizedPnl: '30', time: start + HOUR },
      ],
    })
    await control('fills', { exchange: 'okx', market: 'spot', fills: spotFills('SOL-USDT', 3, start) })
    await control('funding', { exchange: 'okx', entries: [{ symbol: 'BTC-USDT-SWAP', asset: 'USDT', amount: '-0.42', time: start + HOUR / 2 }] })
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
    await fake?.stop()
  })

  it('refuses a missing passphrase, a wrong secret, a wrong passphrase and a key that can trade, and stores nothing', async () => {
    expect(await connect('okx-read-key-QR78', 'okx-secret')).toMatchObject({ status: 400, body: { error: { code: 'passphrase_required' } } })
    expect(await connect('okx-read-key-QR78', 'okx-secret', '  ')).toMatchObject({ body: { error: { code: 'passphrase_required' } } })
    expect(await connect('okx-read-key-QR78', 'a-wrong-secret', 'okx-pass')).toMatchObject({ status: 422, body: { error: { code: 'key_refused' } } })
    expect(await connect('okx-read-key-QR78', 'okx-secret', 'a-wrong-pass')).toMatchObject({ status: 422, body: { error: { code: 'key_refused' } } })
    expect(await connect('okx-trade-key', 'trade-secret', 'trade-pass')).toMatchObject({ status: 422, body: { error: { code: 'key_can_trade' } } })
    expect((await backend.db.query('select 1 from public.exchange_connections where user_id = $1', [trader.id])).rowCount).toBe(0)
  })

  it('connects a read-only key with its passphrase; neither the secret nor the passphrase is ever answered', async () => {
    const answer = await connect('okx-read-key-QR78', 'okx-secret', 'okx-pass')
    expect(answer.status).toBe(200)
    expect(answer.body.connection).toMatchObject({ exchange: 'okx', key_last4: 'QR78', markets: ['spot', 'swap', 'funding'] })
    expect(answer.text).not.toMatch(/okx-secret|okx-pass/)
    connectionId = answer.body.connection.id
  })

  it('first sync: spot and swap fills (swap quantity in contracts with its contract size) and funding fees', async () => {
    const answer = await sync()
    expect(answer.status).toBe(200)
    expect(answer.body.added).toEqual({ fills: 5, funding: 1 })
    const fills = await docs('fills')
    expect(fills).toHaveLength(5)
    expect(fills.find((fill) => fill.realizedPnl === '30')).toMatchObject({
      exchange: 'okx',
      symbol: 'BTC-USDT-SWAP',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'sell',
      price: '61000.5',
      quantity: '3',
      contractSize: '0.01',
      fee: '0.91',
      feeAsset: 'USDT',
    })
    expect(fills.find((fill) => fill.marketType === 'spot')).toMatchObject({ symbol: 'SOL-USDT', baseAsset: 'SOL', quantity: '1.5', price: '20.5' })
    expect(fills.find((fill) => fill.marketType === 'spot')).not.toHaveProperty('contractSize')
    expect(await docs('ledger_entries')).toEqual([expect.objectContaining({ kind: 'funding', exchange: 'okx', asset: 'USDT', amount: '-0.42', symbol: 'BTC-USDT-SWAP' })])
  })

  it('incremental sync: nothing new adds nothing; a new fill and a new funding fee add exactly them', async () => {
    expect((await sync()).body.added).toEqual({ fills: 0, funding: 0 })
    expect(await count('import_batches')).toBe(1)
    await control('fills', { exchange: 'okx', market: 'spot', fills: spotFills('SOL-USDT', 1, start + 5 * HOUR) })
    await control('funding', { exchange: 'okx', entries: [{ symbol: 'BTC-USDT-SWAP', asset: 'USDT', amount: '0.1', time: start + 8 * HOUR }] })
    expect((await sync()).body.added).toEqual({ fills: 1, funding: 1 })
    expect(await count('fills')).toBe(6)
  })

  it('pages back through several pages of 100 fills', async () => {
    await control('fills', { exchange: 'okx', market: 'swap', fills: spotFills('ETH-USDT-SWAP', 350, start + 10 * HOUR) })
    expect((await sync()).body.added).toEqual({ fills: 350, funding: 0 })
    expect(await count('fills')).toBe(356)
  }, 60_000)

  it('a rate limit (429, 50011) stops the run with its code; the next run resumes below the last stored page', async () => {
    await control('fills', { exchange: 'okx', market: 'spot', fills: spotFills('ETH-USDT', 250, start + 20 * HOUR) })
    const before = await count('fills')
    // The SWAP page and the first two SPOT pages pass; then OKX answers 429.
    await control('rate-limit', { after: 3, count: 1_000 })
    const limited = await sync()
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } })
    expect((await count('fills')) - before).toBe(200)
    await control('rate-limit', { after: 0, count: 0 })
    const resumed = await sync()
    expect(resumed.body.added).toEqual({ fills: 50, funding: 0 })
    expect(resumed.body.connection.last_error_code).toBeNull()
    expect((await sync()).body.added).toEqual({ fills: 0, funding: 0 })
  }, 60_000)

  it("a delisted spot pair's fill is journaled from its instId; a delisted swap's is skipped and counted (its contract value is not in the fill); the run goes on", async () => {
    const before = await count('fills')
    // Neither LUNA-USDT nor LUNA-USDT-SWAP is in the fake's instrument lists: OKX no longer lists them.
    await control('fills', {
      exchange: 'okx',
      market: 'spot',
      fills: [{ symbol: 'LUNA-USDT', side: 'buy', price: '0.5', qty: '100', commission: '0.1', commissionAsset: 'LUNA', time: start + 25 * HOUR }],
    })
    await control('fills', {
      exchange: 'okx',
      market: 'swap',
      fills: [{ symbol: 'LUNA-USDT-SWAP', side: 'sell', price: '0.5', qty: '7', commission: '0.01', commissionAsset: 'USDT', time: start + 25 * HOUR }],
    })
    const answer = await sync()
    expect(answer.status).toBe(200)
    expect(answer.body.added).toEqual({ fills: 1, funding: 0 })
    expect(answer.body.skipped).toEqual({ fills: 1 })
    expect(answer.body.connection).toMatchObject({ fills_skipped: 1, last_error_code: null })
    const stored = await docs('fills')
    expect(stored.find((fill) => fill.symbol === 'LUNA-USDT')).toMatchObject({
      marketType: 'spot',
      baseAsset: 'LUNA',
      quoteAsset: 'USDT',
      side: 'buy',
      price: '0.5',
      quantity: '100',
      fee: '0.1',
      feeAsset: 'LUNA',
    })
    expect(stored.some((fill) => fill.symbol === 'LUNA-USDT-SWAP')).toBe(false)
    expect(await count('fills')).toBe(before + 1)
    // The walk moved past both: the next run adds and counts nothing again.
    expect((await sync()).body).toMatchObject({ added: { fills: 0, funding: 0 }, skipped: { fills: 0 }, connection: { fills_skipped: 1 } })
  })

  it("a fill or funding fee from OKX's trading-history CSV and the same from the API are one, whichever came first", async () => {
    const seeded = async (kind: 'fills' | 'funding', body: Record<string, unknown>) => ((await control(kind, { exchange: 'okx', ...body })) as { ids: number[] }).ids[0]!
    // The export's times are in its stated zone (UTC+8); its `id` is the bill id, shared by a spot trade's two coin rows.
    const local = (time: number) => new Date(time + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ')
    const csv = (...rows: string[]) =>
      importedFromCsv(
        [
          'UID:123456789,Account Type:Unified account,Time Zone:UTC+8',
          '\uFEFFid,Order id,Time,Trade Type,Symbol,Action,Amount,Trading Unit,Filled Price,PnL,Fee,Fee Unit,Position Change,Position Balance,Balance Change,Balance,Balance Unit',
          ...rows,
        ].join('\n'),
      )
    const time = start + 26 * HOUR

    // CSV first: a spot trade, a swap fill and a funding fee reach the server from a device's import.
    const spot = await seeded('fills', { market: 'spot', fills: [{ symbol: 'ADA-USDT', side: 'buy', price: '0.5', qty: '100', commission: '0.1', commissionAsset: 'ADA', time }] })
    const swap = await seeded('fills', {
      market: 'swap',
      fills: [{ symbol: 'BTC-USDT-SWAP', side: 'buy', price: '60000', qty: '5', commission: '0.15', commissionAsset: 'USDT', time: time + 1000 }],
    })
    const fee = await seeded('funding', { entries: [{ symbol: 'BTC-USDT-SWAP', asset: 'USDT', amount: '-0.03', time: time + 2000 }] })
    const imported = csv(
      `${spot},7001,${local(time)},Spot,ADA-USDT,Buy,100,ADA,0.5,0,-0.1,ADA,0,0,99.9,99.9,ADA`,
      `${spot},7001,${local(time)},Spot,ADA-USDT,Buy,50,USDT,0.5,0,0,USDT,0,0,-50,950,USDT`,
      `${swap},7002,${local(time + 1000)},Perpetual,BTC-USDT-SWAP,Open long,5,cont,60000,0,-0.15,USDT,5,5,-0.15,949.85,USDT`,
      `${fee},,${local(time + 2000)},Perpetual,BTC-USDT-SWAP,Funding fee expense,,,,,0,USDT,0,5,-0.03,949.82,USDT`,
    )
    expect(imported.fills.map((fill) => fill.dedupeKey)).toEqual([`okx:trade:${spot}`, `okx:trade:${swap}`])
    expect(imported.ledger.map((entry) => entry.dedupeKey)).toEqual([`okx:bill:${fee}`])
    await storeAsDeviceImport(backend, trader.id, accountId, imported)
    const before = { fills: await count('fills'), funding: await count('ledger_entries') }
    expect((await sync()).body.added).toEqual({ fills: 0, funding: 0 })
    expect({ fills: await count('fills'), funding: await count('ledger_entries') }).toEqual(before)

    // API first: the synced rows carry the keys the export's import gives them, so a device
    // importing it afterwards finds them already in the account (src/db, by account and key).
    const later = await seeded('fills', {
      market: 'spot',
      fills: [{ symbol: 'ADA-USDT', side: 'sell', price: '0.6', qty: '100', commission: '0.06', commissionAsset: 'USDT', time: time + 3000 }],
    })
    expect((await sync()).body.added).toEqual({ fills: 1, funding: 0 })
    const synced = (await docs('fills')).find((fill) => fill.dedupeKey === `okx:trade:${later}`)
    expect(synced).toMatchObject({ symbol: 'ADA-USDT', side: 'sell', quantity: '100' })
    const afterwards = csv(
      `${later},7003,${local(time + 3000)},Spot,ADA-USDT,Sell,100,ADA,0.6,0,0,ADA,0,0,-100,0,ADA`,
      `${later},7003,${local(time + 3000)},Spot,ADA-USDT,Sell,60,USDT,0.6,0,-0.06,USDT,0,0,59.94,1009.76,USDT`,
    )
    expect(afterwards.fills.map((fill) => fill.dedupeKey)).toEqual([synced!.dedupeKey])
  })

  it('refuses a malformed fill: nothing from that answer is stored', async () => {
    const before = await count('fills')
    await control('fills', { exchange: 'okx', market: 'spot', fills: [{ symbol: 'BTC-USDT', side: 'hold', price: '60000', qty: '0.1', time: start + 30 * HOUR }] })
    expect(await sync()).toMatchObject({ status: 502, body: { error: { code: 'bad_answer' } } })
    expect(await count('fills')).toBe(before)
  })

  it('never logs the key, the secret or the passphrase', () => {
    expect(backend.logLines.join('\n')).not.toMatch(/okx-read-key|okx-secret|okx-pass/)
  })
})
