import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveTrades } from '../../../../src/domain/imports/aggregate/derive-trades'
import type { AggregationFill, AggregationLedgerEntry } from '../../../../src/domain/imports/aggregate/types'
import { startFakeExchange, type FakeExchange } from '../../../support/fake-exchange.mjs'
import { createUser, type TestUser } from '../rest/support'
import { startTestBackend, TEST_DATABASES, type TestBackend } from '../support/test-backend'
import { callExchangeSync, controlFake, importedFromCsv, storeAsDeviceImport } from './exchange-sync-calls'

// Bybit (unified account) through the local backend's /functions/v1/exchange-sync, on real
// PostgreSQL and on PGlite, against the fake exchange's Bybit (test/support/fake-exchange/bybit.mjs),
// with ccxt itself: spot, linear and inverse fills, funding from the transaction log, 7-day windows
// and Bybit's page cursor.
describe.each(TEST_DATABASES)('Bybit exchange sync on %s', (database) => {
  let backend: TestBackend
  let fake: FakeExchange
  let trader: TestUser
  const accountId = randomUUID()
  const HOUR = 3600_000
  const DAY = 24 * HOUR
  const start = Date.now() - 3 * DAY

  const control = (path: string, body: unknown) => controlFake(fake, path, body)
  const call = (body: unknown) => callExchangeSync(backend, trader.token, body)
  const connect = (apiKey: string, secret: string) => call({ action: 'connect', exchange: 'bybit', apiKey, secret, accountId })
  const fills = (symbol: string, count: number, from: number, step = 1) =>
    Array.from({ length: count }, (_, at) => ({ symbol, side: at % 2 ? 'sell' : 'buy', price: `${100 + (at % 7)}.5`, qty: '0.25', commission: '0.01', time: from + at * step }))
  const count = async (table: string) =>
    Number((await backend.db.query<{ n: string }>(`select count(*)::text as n from public.${table} where user_id = $1 and not deleted`, [trader.id])).rows[0]!.n)
  const docs = async <T>(table: string) =>
    (
      await backend.db.query<{ doc: T }>(`select doc from public.${table} where user_id = $1 and not deleted order by doc ->> 'executedAt', doc ->> 'exchangeTradeId'`, [trader.id])
    ).rows.map((row) => row.doc)

  beforeAll(async () => {
    fake = await startFakeExchange()
    backend = await startTestBackend(database, { functions: { exchangeApiUrls: JSON.stringify({ bybit: fake.url }) } })
    trader = await createUser(backend)
    await control('keys', { exchange: 'bybit', apiKey: 'bybit-read-only-GH78', secret: 'bybit-right-secret', permissions: ['read'] })
    await control('keys', { exchange: 'bybit', apiKey: 'bybit-trading-IJ90', secret: 'trading-secret', permissions: ['read', 'trade'] })
    await control('keys', { exchange: 'bybit', apiKey: 'bybit-withdraw-KL12', secret: 'withdraw-secret', permissions: ['read', 'withdraw'] })
    // A spot round trip, a linear long closed with a profit, an inverse long of 1,000 USD contracts
    // closed 10% higher, and funding on both contracts (Bybit also lists it among the executions).
    await control('fills', {
      exchange: 'bybit',
      market: 'spot',
      fills: [
        { symbol: 'BTCUSDT', side: 'buy', price: '60000', qty: '0.01', commission: '0.00001', time: start },
        { symbol: 'BTCUSDT', side: 'sell', price: '61000', qty: '0.00999', commission: '0.6', time: start + HOUR },
      ],
    })
    await control('fills', {
      exchange: 'bybit',
      market: 'linear',
      fills: [
        { symbol: 'ETHUSDT', side: 'buy', price: '3000.1', qty: '2', commission: '3.3', time: start },
        { symbol: 'ETHUSDT', side: 'sell', price: '3100.1', qty: '2', commission: '3.41', time: start + HOUR },
      ],
    })
    await control('fills', {
      exchange: 'bybit',
      market: 'inverse',
      fills: [
        { symbol: 'BTCUSD', side: 'buy', price: '50000', qty: '1000', commission: '0.000011', time: start + 2 * HOUR },
        { symbol: 'BTCUSD', side: 'sell', price: '55000', qty: '1000', commission: '0.00001', time: start + 3 * HOUR },
      ],
    })
    await control('funding', {
      exchange: 'bybit',
      entries: [
        { symbol: 'ETHUSDT', asset: 'USDT', amount: '-0.75', time: start + HOUR / 2 },
        { symbol: 'BTCUSD', asset: 'BTC', amount: '0.0000021', time: start + 2.5 * HOUR },
      ],
    })
  }, 60_000)
  afterAll(async () => {
    await backend?.stop()
    await fake?.stop()
  })

  let connectionId: string

  it('refuses a wrong secret (Bybit retCode 10004) and an unknown key (10003), and stores nothing', async () => {
    const answer = await connect('bybit-read-only-GH78', 'a-wrong-secret')
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ error: { code: 'key_refused' } })
    expect((await connect('bybit-unknown-key', 'whatever')).body).toEqual({ error: { code: 'key_refused' } })
    expect((await backend.db.query('select 1 from public.exchange_connections where user_id = $1', [trader.id])).rowCount).toBe(0)
  })

  it('refuses a read-write key and a key that can withdraw', async () => {
    expect((await connect('bybit-trading-IJ90', 'trading-secret')).body).toEqual({ error: { code: 'key_can_trade' } })
    expect((await connect('bybit-withdraw-KL12', 'withdraw-secret')).body).toEqual({ error: { code: 'key_can_trade' } })
  })

  it('connects a read-only key for spot, linear, inverse and funding', async () => {
    const answer = await connect('bybit-read-only-GH78', 'bybit-right-secret')
    expect(answer.status).toBe(200)
    connectionId = answer.body.connection.id
    expect(answer.body.connection).toMatchObject({ exchange: 'bybit', key_last4: 'GH78', markets: ['spot', 'linear', 'inverse', 'funding'], last_error_code: null })
    expect(JSON.stringify(answer.body)).not.toContain('bybit-right-secret')
  })

  it('first sync: spot, linear and inverse fills and both funding payments, as one import batch', async () => {
    const answer = await call({ action: 'sync', connectionId })
    expect(answer.status).toBe(200)
    expect(answer.body.added).toEqual({ fills: 6, funding: 2 })
    const stored = await docs<Record<string, unknown>>('fills')
    expect(stored.map((fill) => `${fill.marketType}:${fill.symbol}:${fill.side}`).sort()).toEqual(
      ['inverse:BTCUSD:buy', 'inverse:BTCUSD:sell', 'linear:ETHUSDT:buy', 'linear:ETHUSDT:sell', 'spot:BTCUSDT:buy', 'spot:BTCUSDT:sell'].sort(),
    )
    // Inverse: the quantity in contracts of 1 USD, the fee in the coin, no quote value from ccxt's coin cost.
    const inverseBuy = stored.find((fill) => fill.marketType === 'inverse' && fill.side === 'buy')
    expect(inverseBuy).toMatchObject({ exchange: 'bybit', baseAsset: 'BTC', quoteAsset: 'USD', price: '50000', quantity: '1000', fee: '0.000011', feeAsset: 'BTC', accountId })
    expect(inverseBuy).not.toHaveProperty('quoteQuantity')
    // Keyed as Bybit's CSV import keys the transaction log's Trade ID: the same fill from either is one.
    expect(inverseBuy!.dedupeKey).toMatch(/^bybit:deriv:[0-9a-f-]{36}$/)
    // Spot: Bybit takes a buy's fee in the coin bought, a sell's in the quote coin.
    expect(stored.filter((fill) => fill.marketType === 'spot').map((fill) => [fill.side, fill.fee, fill.feeAsset, fill.quoteQuantity])).toEqual([
      ['buy', '0.00001', 'BTC', '600'],
      ['sell', '0.6', 'USDT', '609.39'],
    ])
    expect(stored.find((fill) => fill.marketType === 'linear' && fill.side === 'sell')).toMatchObject({ price: '3100.1', quantity: '2', fee: '3.41', feeAsset: 'USDT' })
    const funding = await docs<Record<string, unknown>>('ledger_entries')
    expect(funding.map((entry) => [entry.symbol, entry.asset, entry.amount]).sort()).toEqual([
      ['BTCUSD', 'BTC', '0.0000021'],
      ['ETHUSDT', 'USDT', '-0.75'],
    ])
    expect(await count('import_batches')).toBe(1)
  })

  it('the synced fills derive the trades a trader expects, the inverse one in coin', async () => {
    const result = deriveTrades(await docs<AggregationFill>('fills'), await docs<AggregationLedgerEntry>('ledger_entries'))
    const trades = result.trades.map((derived) => derived.trade)
    const inverse = trades.find((trade) => trade.marketType === 'inverse')
    // 1,000 USD contracts from 50,000 to 55,000: 1000 x (1/50000 - 1/55000) = 0.00181818... BTC gross.
    expect(inverse).toMatchObject({ symbol: 'BTCUSD', side: 'long', entryPrice: '50000', exitPrice: '55000', quantity: '1000', feeAsset: 'BTC', tradingFee: '0.000021' })
    expect(Number(result.trades.find((derived) => derived.trade.marketType === 'inverse')!.realizedPnl)).toBeCloseTo(0.0018181818, 9)
    // Funding received in BTC, shown in the quote coin at the exit price: 0.0000021 x 55,000 USD.
    expect(inverse!.fundingFee).toBe('0.1155')
    const linear = trades.find((trade) => trade.marketType === 'linear')
    expect(linear).toMatchObject({ symbol: 'ETHUSDT', side: 'long', entryPrice: '3000.1', exitPrice: '3100.1', quantity: '2', tradingFee: '6.71' })
    expect(trades.find((trade) => trade.marketType === 'spot')).toMatchObject({ symbol: 'BTCUSDT', entryPrice: '60000', exitPrice: '61000' })
  })

  it('incremental sync: nothing new adds nothing; a new inverse fill adds exactly it', async () => {
    expect((await call({ action: 'sync', connectionId })).body.added).toEqual({ fills: 0, funding: 0 })
    expect(await count('import_batches')).toBe(1)
    await control('fills', {
      exchange: 'bybit',
      market: 'inverse',
      fills: [{ symbol: 'ETHUSD', side: 'sell', price: '3000', qty: '50', commission: '0.00001', time: Date.now() - 1000 }],
    })
    expect((await call({ action: 'sync', connectionId })).body.added).toEqual({ fills: 1, funding: 0 })
    expect(await count('fills')).toBe(7)
  })

  it('pages with Bybit cursor through more than one page and more than one 7-day window', async () => {
    const before = await count('fills')
    // 1,050 spot fills over the last 10 days, read by the first sync of a second connection to the
    // same account: eleven pages of 100 in two windows; what the first connection brought is not added again.
    await control('fills', { exchange: 'bybit', market: 'spot', fills: fills('SOLUSDT', 1_050, Date.now() - 10 * DAY, Math.floor((10 * DAY - 60_000) / 1_050)) })
    const second = (await connect('bybit-read-only-GH78', 'bybit-right-secret')).body.connection.id as string
    const answer = await call({ action: 'sync', connectionId: second })
    expect(answer.body.added).toEqual({ fills: 1_050, funding: 0 })
    expect(await count('fills')).toBe(before + 1_050)
    const cursors = (await backend.db.query<{ cursors: Record<string, unknown> }>('select cursors from public.exchange_connections where id = $1', [second])).rows[0]!.cursors
    expect(Object.keys(cursors).sort()).toEqual(['funding', 'inverse', 'linear', 'spot'])
    expect(cursors.spot).toEqual({ since: expect.any(Number), seen: expect.any(Number) })
    expect((await call({ action: 'remove', connectionId: second })).body).toEqual({ removed: true })
  }, 120_000)

  it('a rate limit (retCode 10006) stops the run with its code; the next run resumes at the page it stopped on', async () => {
    const before = await count('fills')
    await control('fills', { exchange: 'bybit', market: 'linear', fills: fills('BTCUSDT', 600, Date.now() - 1000) })
    // The spot window and two linear pages pass; then Bybit answers 10006.
    await control('rate-limit', { after: 3, count: 1_000 })
    const limited = await call({ action: 'sync', connectionId })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error: { code: 'rate_limited' } })
    expect((await count('fills')) - before).toBe(200)
    const cursors = (await backend.db.query<{ cursors: Record<string, { page?: string }> }>('select cursors from public.exchange_connections where id = $1', [connectionId]))
      .rows[0]!.cursors
    expect(cursors.linear!.page).toMatch(/%3A/)
    await control('rate-limit', { after: 0, count: 0 })
    const resumed = await call({ action: 'sync', connectionId })
    expect(resumed.body.added).toEqual({ fills: 400, funding: 0 })
    expect(resumed.body.connection.last_error_code).toBeNull()
    expect(await count('fills')).toBe(before + 600)
  }, 120_000)

  it('an IP over the limit of Bybit (HTTP 403) is a rate limit too, and changes nothing', async () => {
    const before = await count('fills')
    await control('rate-limit', { after: 0, count: 1_000, ip: true })
    const limited = await call({ action: 'sync', connectionId })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ error: { code: 'rate_limited' } })
    await control('rate-limit', { after: 0, count: 0 })
    expect(await count('fills')).toBe(before)
  })

  it('a page cursor Bybit no longer accepts reads its window again from the start, adding nothing twice', async () => {
    const before = await count('fills')
    await control('fills', {
      exchange: 'bybit',
      market: 'inverse',
      fills: [{ symbol: 'BTCUSD', side: 'buy', price: '60000', qty: '10', commission: '0.0000001', time: Date.now() - 1000 }],
    })
    const stale = { since: Date.now() - DAY, end: Date.now(), page: 'expired-cursor' }
    await backend.db.query(`update public.exchange_connections set cursors = cursors || jsonb_build_object('inverse', $2::jsonb) where id = $1`, [
      connectionId,
      JSON.stringify(stale),
    ])
    const answer = await call({ action: 'sync', connectionId })
    expect(answer.status).toBe(200)
    expect(answer.body.added).toEqual({ fills: 1, funding: 0 })
    expect(await count('fills')).toBe(before + 1)
  })

  it("a delisted contract's fill is journaled from its own answer; a delisted spot pair's is skipped and counted; the next run counts nothing twice", async () => {
    const before = await count('fills')
    // Just now: the earlier tests' runs read every window up to their own present.
    const now = Date.now()
    // BTCUSDH25 (an expired inverse future) and LUNAUSDT (a delisted pair and perpetual) are in none of the fake's instrument lists.
    await control('fills', {
      exchange: 'bybit',
      market: 'inverse',
      fills: [{ symbol: 'BTCUSDH25', side: 'buy', price: '80000', qty: '500', commission: '0.0000031', time: now - 2 }],
    })
    await control('fills', { exchange: 'bybit', market: 'linear', fills: [{ symbol: 'LUNAUSDT', side: 'sell', price: '0.5', qty: '1000', commission: '0.3', time: now - 1 }] })
    await control('fills', { exchange: 'bybit', market: 'spot', fills: [{ symbol: 'LUNAUSDT', side: 'buy', price: '0.5', qty: '100', commission: '0.1', time: now }] })
    const answer = await call({ action: 'sync', connectionId })
    expect(answer.status).toBe(200)
    expect(answer.body.added).toEqual({ fills: 2, funding: 0 })
    expect(answer.body.skipped).toEqual({ fills: 1 })
    expect(answer.body.connection).toMatchObject({ fills_skipped: 1, last_error_code: null })
    const stored = await docs<Record<string, unknown>>('fills')
    // Bybit fixes both for its whole category: inverse contracts of 1 USD settled in the coin, linear quantities in the coin.
    expect(stored.find((fill) => fill.symbol === 'BTCUSDH25')).toMatchObject({
      marketType: 'inverse',
      baseAsset: 'BTC',
      quoteAsset: 'USD',
      side: 'buy',
      price: '80000',
      quantity: '500',
      fee: '0.0000031',
      feeAsset: 'BTC',
    })
    expect(stored.find((fill) => fill.symbol === 'LUNAUSDT')).toMatchObject({
      marketType: 'linear',
      baseAsset: 'LUNA',
      quoteAsset: 'USDT',
      side: 'sell',
      price: '0.5',
      quantity: '1000',
      fee: '0.3',
      feeAsset: 'USDT',
    })
    expect(stored.some((fill) => fill.marketType === 'spot' && fill.symbol === 'LUNAUSDT')).toBe(false)
    expect(await count('fills')).toBe(before + 2)
    // The next run reads the last minute again: the skipped fill there was counted already.
    expect((await call({ action: 'sync', connectionId })).body).toMatchObject({ added: { fills: 0, funding: 0 }, skipped: { fills: 0 }, connection: { fills_skipped: 1 } })
  })

  it("a fill from Bybit's CSV exports and the same fill from the API are one fill, whichever came first", async () => {
    const seed = async (market: string, fill: Record<string, unknown>) => ((await control('fills', { exchange: 'bybit', market, fills: [fill] })) as { ids: number[] }).ids[0]!
    // Bybit's execution ids, as the fake gives them: a number for spot, a UUID for contracts.
    const spotExecId = (id: number) => String(2_100_000_000_000_000_000n + BigInt(id))
    const contractExecId = (id: number) => `00000000-0000-5000-8000-${String(id).padStart(12, '0')}`
    const at = new Date()
    const minute = `${at.toISOString().slice(11, 16)} ${at.toISOString().slice(0, 10)}`
    const second = at.toISOString().slice(0, 19).replace('T', ' ')
    const LOG_HEADER = 'Time,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Fee Rate,Trade ID,Order ID'

    // CSV first: the spot export (Transaction ID) and the transaction log (Trade ID) reach the server from a device.
    const spot = await seed('spot', { symbol: 'ETHUSDT', side: 'buy', price: '3000', qty: '0.5', commission: '0.0005', time: at.getTime() - 2 })
    const linear = await seed('linear', { symbol: 'BTCUSDT', side: 'buy', price: '60000', qty: '0.01', commission: '0.33', time: at.getTime() - 1 })
    const csv = [
      importedFromCsv(
        [
          'Spot Pairs,Order Type,Direction,Filled Value,Filled Price,Filled Quantity,Fees,Transaction ID,Order No.,Timestamp (UTC)',
          `ETHUSDT,MARKET,BUY,1500,3000,0.5,0.0005,${spotExecId(spot)},53982001,${minute}`,
        ].join('\n'),
      ),
      importedFromCsv([LOG_HEADER, `${second},USDT,BTCUSDT,trade,Open Long,0.01,0.01,60000,0,0.33,0,-0.33,1000,0.00055,${contractExecId(linear)},or-1`].join('\n')),
    ]
    expect(csv.flatMap((file) => file.fills.map((fill) => fill.dedupeKey))).toEqual([`bybit:spot:${spotExecId(spot)}`, `bybit:deriv:${contractExecId(linear)}`])
    for (const file of csv) await storeAsDeviceImport(backend, trader.id, accountId, file)
    const before = await count('fills')
    expect((await call({ action: 'sync', connectionId })).body.added).toEqual({ fills: 0, funding: 0 })
    expect(await count('fills')).toBe(before)

    // API first: the synced fill carries the key the transaction log's import gives the same fill,
    // so a device importing that CSV afterwards finds it already in the account (src/db, by account and key).
    const inverse = await seed('inverse', { symbol: 'BTCUSD', side: 'sell', price: '61000', qty: '100', commission: '0.0000009', time: Date.now() })
    expect((await call({ action: 'sync', connectionId })).body.added).toEqual({ fills: 1, funding: 0 })
    const synced = (await docs<Record<string, unknown>>('fills')).find((fill) => fill.exchangeTradeId === contractExecId(inverse))
    const later = importedFromCsv(
      [LOG_HEADER, `${second},BTC,BTCUSD,trade,Open Short,100,-100,61000,0,0.0000009,0,-0.0000009,0.1,0.00055,${contractExecId(inverse)},or-2`].join('\n'),
    )
    expect(later.fills.map((fill) => fill.dedupeKey)).toEqual([synced!.dedupeKey])
  })

  it('never logs the key or the secret', () => {
    const log = backend.logLines.join('\n')
    expect(log).not.toContain('bybit-right-secret')
    expect(log).not.toContain('bybit-read-only')
  })
})
