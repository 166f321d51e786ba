import { describe, expect, it } from 'vitest'
import { deriveTrades } from '../../../src/domain/imports'
import { expectValid, figuresOf, parsedFixture, summary } from './support'

describe('Bitfinex', () => {
  it('trades: signed amounts, negative fees in the coin received, day-first two-digit years', () => {
    const { fills, summary: file } = parsedFixture('bitfinex/trades.csv')
    expect(file).toMatchObject({ layoutId: 'bitfinex-trades', timeZoneSource: 'assumed', fillCount: 3 })
    expect(file.notices).toEqual([{ code: 'TIME_ZONE_ASSUMED' }])
    expect(fills.map((fill) => [fill.side, fill.quantity, fill.fee, fill.feeAsset, fill.executedAt, fill.dedupeKey])).toEqual([
      ['sell', '0.499', '44.91', 'USD', '2024-03-15T14:00:00.000Z', 'bitfinex:trade:1003'],
      ['buy', '0.3', '0.0006', 'BTC', '2024-03-14T12:00:00.000Z', 'bitfinex:trade:1002'],
      ['buy', '0.2', '0.0004', 'BTC', '2024-03-13T10:00:00.000Z', 'bitfinex:trade:1001'],
    ])
    const [trade] = deriveTrades(fills).trades
    // Holdings 0.1996 + 0.2994; entry (0.1996 x 42000 + 0.2994 x 43000) / 0.499.
    expect(summary(trade!)).toMatchObject({ symbol: 'BTC/USD', quantity: '0.499', entryPrice: '42600', exitPrice: '45000', tradingFee: '87.51' })
    // Paid 8400 + 12900, received 22455 - 44.91.
    expect(figuresOf(trade!).netPnl?.value).toBe('1110.09')
    expectValid([trade!])
  })

  it('ledger: descriptions classified, the market read from the text', () => {
    const { ledgerEntries, summary: file } = parsedFixture('bitfinex/ledger.csv', { timeZone: 'UTC' })
    expect(file).toMatchObject({ layoutId: 'bitfinex-ledger', ledgerEntryCount: 3, skippedRowCount: 1 })
    expect(ledgerEntries.map((entry) => [entry.kind, entry.asset, entry.amount, entry.symbol])).toEqual([
      ['funding', 'USDT', '-0.25', 'BTCF0:USTF0'],
      ['fee', 'USD', '-44.91', 'BTCUSD'],
      ['deposit', 'BTC', '0.5', undefined],
    ])
  })
})

describe('Bitstamp', () => {
  it('current export: currency columns, ISO times, ids', () => {
    const { fills, ledgerEntries, summary: file } = parsedFixture('bitstamp/transactions.csv')
    expect(file).toMatchObject({ layoutId: 'bitstamp-transactions', fillCount: 2, ledgerEntryCount: 2 })
    expect(fills.map((fill) => [fill.symbol, fill.side, fill.price, fill.quantity, fill.fee, fill.feeAsset, fill.dedupeKey])).toEqual([
      ['BTC/EUR', 'buy', '40000', '0.05', '4', 'EUR', 'bitstamp:tx:102'],
      ['BTC/EUR', 'sell', '42000', '0.05', '4.2', 'EUR', 'bitstamp:tx:103'],
    ])
    expect(ledgerEntries.map((entry) => [entry.kind, entry.amount, entry.asset])).toEqual([
      ['deposit', '1000', 'EUR'],
      ['withdrawal', '-500', 'EUR'],
    ])
    const [trade] = deriveTrades(fills).trades
    expect(figuresOf(trade!).netPnl?.value).toBe('91.8')
  })

  it('older export: currencies inside values, month-name dates', () => {
    const { fills, summary: file } = parsedFixture('bitstamp/transactions-legacy.csv')
    expect(file).toMatchObject({ layoutId: 'bitstamp-transactions-legacy', fillCount: 2, ledgerEntryCount: 1 })
    expect(fills.map((fill) => [fill.symbol, fill.side, fill.price, fill.quantity, fill.quoteQuantity, fill.feeAsset, fill.executedAt])).toEqual([
      ['BTC/EUR', 'buy', '40000', '0.05', '2000', 'EUR', '2024-01-02T10:00:00.000Z'],
      ['BTC/EUR', 'sell', '42000', '0.05', '2100', 'EUR', '2024-01-03T23:00:00.000Z'],
    ])
    const [trade] = deriveTrades(fills).trades
    expect(figuresOf(trade!).netPnl?.value).toBe('91.8')
  })
})
