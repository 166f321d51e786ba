import { describe, expect, it } from 'vitest'
import { parseExchangeBaseUrls, type CcxtExchange, type CcxtMarket, type CcxtTrade } from '../../../../sync/exchange-sync/client'
import { ExchangeSyncError } from '../../../../sync/exchange-sync/errors'
import { fillFromTrade, ledgerFromFunding, rowIdFor, type RowContext } from '../../../../sync/exchange-sync/rows'
import { importSealKey, openCredentials, randomSealKey, sealCredentials } from '../../../../sync/exchange-sync/seal'

// ccxt's own number rendering is not what is tested here: plain String() stands in for it.
const client = { numberToString: (value: number) => String(value) } as unknown as CcxtExchange
const market: CcxtMarket = { id: 'ETHUSDT', symbol: 'ETH/USDT:USDT', base: 'ETH', quote: 'USDT', spot: false, linear: true, contractSize: 1 }
const context: RowContext = {
  exchange: 'binance',
  accountId: '11111111-1111-4111-8111-111111111111',
  importId: '22222222-2222-4222-8222-222222222222',
  now: '2026-11-28T00:00:00.000Z',
}
const trade: CcxtTrade = {
  id: '100001',
  order: '555',
  timestamp: Date.UTC(2026, 10, 1, 12),
  symbol: 'ETH/USDT:USDT',
  side: 'sell',
  price: 3100.1,
  amount: 2,
  cost: 6200.2,
  fee: { cost: 1.24, currency: 'USDT' },
  info: { realizedPnl: '200.00' },
}
const refusedWith = (work: () => unknown) => {
  try {
    work()
  } catch (error) {
    return error instanceof ExchangeSyncError ? error.code : 'other'
  }
  return 'accepted'
}

describe('exchange answers into journal rows', () => {
  it('turns a ccxt trade into the fill a CSV import would store, keyed by the exchange id', () => {
    expect(fillFromTrade(client, market, trade, context, 7)).toEqual({
      accountId: context.accountId,
      importId: context.importId,
      exchange: 'binance',
      symbol: 'ETHUSDT',
      baseAsset: 'ETH',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'sell',
      price: '3100.1',
      quantity: '2',
      quoteQuantity: '6200.2',
      fee: '1.24',
      feeAsset: 'USDT',
      realizedPnl: '200',
      executedAt: '2026-11-01T12:00:00.000Z',
      exchangeTradeId: '100001',
      orderId: '555',
      dedupeKey: 'binance:api:linear:ETHUSDT:100001',
      rowNumber: 7,
      createdAt: context.now,
      updatedAt: context.now,
    })
  })

  it.each<[string, Partial<CcxtTrade>]>([
    ['a zero price', { price: 0 }],
    ['a negative amount', { amount: -1 }],
    ['a price that is not a number', { price: Number.NaN }],
    ['a side that is neither buy nor sell', { side: 'long' }],
    ['a time before 2009', { timestamp: 0 }],
    ['a time in the future', { timestamp: Date.now() + 7 * 86_400_000 }],
    ['a fill of another market', { symbol: 'BTC/USDT:USDT' }],
    ['an id that is not an id', { id: '../../etc' }],
    ['a fee coin that is not a coin', { fee: { cost: 1, currency: '<script>' } }],
  ])('refuses %s, so nothing of it is stored', (_, change) => {
    expect(refusedWith(() => fillFromTrade(client, market, { ...trade, ...change }, context, 1))).toBe('bad_answer')
  })

  it('turns a funding payment into a funding ledger entry and refuses a broken one', () => {
    const payment = { id: 8123, symbol: 'ETHUSDT', asset: 'USDT', amount: '-0.75', time: Date.UTC(2026, 10, 1) }
    expect(ledgerFromFunding(client, payment, context, 2)).toMatchObject({
      kind: 'funding',
      amount: '-0.75',
      asset: 'USDT',
      dedupeKey: 'binance:api:funding:8123',
      occurredAt: '2026-11-01T00:00:00.000Z',
    })
    expect(refusedWith(() => ledgerFromFunding(client, { ...payment, amount: '1e5x' }, context, 2))).toBe('bad_answer')
  })

  it('gives a fill the same row id every time, different per user', () => {
    const id = rowIdFor('u1', context.accountId, 'binance:api:linear:ETHUSDT:100001')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(rowIdFor('u1', context.accountId, 'binance:api:linear:ETHUSDT:100001')).toBe(id)
    expect(rowIdFor('u2', context.accountId, 'binance:api:linear:ETHUSDT:100001')).not.toBe(id)
  })
})

describe('sealed secrets', () => {
  it('opens only with its key and only for its connection', async () => {
    const key = await importSealKey(randomSealKey())
    const sealed = await sealCredentials(key, { apiKey: 'k', secret: 'the-secret' }, 'connection-1')
    expect(sealed).not.toContain('the-secret')
    expect(await openCredentials(key, sealed, 'connection-1')).toEqual({ apiKey: 'k', secret: 'the-secret' })
    await expect(openCredentials(key, sealed, 'connection-2')).rejects.toThrow()
    await expect(openCredentials(await importSealKey(randomSealKey()), sealed, 'connection-1')).rejects.toThrow()
  })

  it('refuses a key that is not 32 bytes', async () => {
    await expect(importSealKey('c2hvcnQ')).rejects.toThrow('32 bytes')
  })
})

describe('EXCHANGE_API_URLS', () => {
  it('takes an origin per known exchange and refuses anything else', () => {
    expect(parseExchangeBaseUrls(undefined)).toEqual({})
    expect(parseExchangeBaseUrls('{"binance":"http://127.0.0.1:4010/"}')).toEqual({ binance: 'http://127.0.0.1:4010' })
    expect(() => parseExchangeBaseUrls('{"kraken":"http://127.0.0.1:4010"}')).toThrow('does not know')
    expect(() => parseExchangeBaseUrls('{"binance":"file:///etc/passwd"}')).toThrow('http(s) origin')
    expect(() => parseExchangeBaseUrls('{"binance":"http://host/path"}')).toThrow('http(s) origin')
  })
})
