import { describe, expect, it } from 'vitest'
import { deriveTrades } from '../../../src/domain/imports'
import { expectValid, figuresOf, parsedFixture, summary } from './support'

describe('Coinbase transaction report', () => {
  const { fills, ledgerEntries, summary: file } = parsedFixture('coinbase/transactions.csv')

  it('finds the header after the preamble and reads symbols in amounts', () => {
    expect(file).toMatchObject({ layoutId: 'coinbase-transactions', headerRow: 5, timeZoneSource: 'exchange', rowCount: 6, fillCount: 3, ledgerEntryCount: 2, skippedRowCount: 1 })
    expect(file.issues).toEqual([{ severity: 'skipped', code: 'NOT_A_TRADE', row: 7 }])
    expect(fills.map((fill) => [fill.symbol, fill.side, fill.quantity, fill.price, fill.quoteQuantity, fill.fee, fill.feeAsset, fill.executedAt])).toEqual([
      ['SOL-USD', 'buy', '2', '100.5', '201', '0.6', 'USD', '2024-01-24T13:00:00.000Z'],
      ['BTC-USD', 'sell', '0.01', '45000', '450', '6.74', 'USD', '2024-01-20T09:15:00.000Z'],
      ['BTC-USD', 'buy', '0.01', '40000', '400', '5.99', 'USD', '2024-01-05T14:03:11.000Z'],
    ])
    expect(fills[2]?.dedupeKey).toBe('coinbase:tx:65a1b2c3d4e5f6a7b8c9d0e1')
    expect(ledgerEntries.map((entry) => [entry.kind, entry.asset, entry.amount, entry.note])).toEqual([
      ['other', 'ETH', '0.001', 'Rewards Income'],
      ['withdrawal', 'BTC', '-0.005', undefined],
    ])
  })

  it('derives a closed BTC trade and an open SOL one', () => {
    const [btc, sol] = deriveTrades(fills).trades
    expect(summary(btc!)).toMatchObject({ side: 'buy', quantity: '0.01', entryPrice: '40000', exitPrice: '45000', tradingFee: '12.73', feeAsset: 'USD' })
    // 50 - (5.99 + 6.74)
    expect(figuresOf(btc!).netPnl?.value).toBe('37.27')
    expect(summary(sol!)).toMatchObject({ quantity: '2', entryPrice: '100.5', closedAt: undefined, tradingFee: '0.6' })
    expectValid([btc!, sol!])
  })
})

describe('Kraken trades and ledgers', () => {
  const trades = parsedFixture('kraken/trades.csv')
  const ledgers = parsedFixture('kraken/ledgers.csv')

  it('reads legacy pair names, varying decimals in times and margin trades', () => {
    expect(trades.summary).toMatchObject({ layoutId: 'kraken-trades', timeZone: 'UTC', timeZoneSource: 'exchange', fillCount: 4 })
    expect(trades.fills.map((fill) => [fill.symbol, fill.baseAsset, fill.quoteAsset, fill.marketType, fill.side, fill.executedAt])).toEqual([
      ['XXBTZEUR', 'BTC', 'EUR', 'spot', 'buy', '2024-02-01T10:00:00.123Z'],
      ['XXBTZEUR', 'BTC', 'EUR', 'spot', 'sell', '2024-02-02T11:30:00.500Z'],
      ['XETHZUSD', 'ETH', 'USD', 'linear', 'sell', '2024-02-03T08:00:00.000Z'],
      ['XETHZUSD', 'ETH', 'USD', 'linear', 'buy', '2024-02-04T08:00:00.000Z'],
    ])
    expect(trades.fills[0]?.dedupeKey).toBe('kraken:trade:TQ1AAA-BBBBB-CCCCC1')
  })

  it('turns rollover into funding, margin into realised P&L, and leaves trade legs out', () => {
    expect(ledgers.summary).toMatchObject({ layoutId: 'kraken-ledgers', ledgerEntryCount: 3, skippedRowCount: 1 })
    expect(ledgers.ledgerEntries.map((entry) => [entry.kind, entry.asset, entry.amount])).toEqual([
      ['deposit', 'EUR', '5000'],
      ['funding', 'USD', '-0.5'],
      ['realizedPnl', 'USD', '96.16'],
    ])
  })

  it('attaches rollover to the margin short through its coin', () => {
    const result = deriveTrades(trades.fills, ledgers.ledgerEntries)
    const [btc, eth] = result.trades
    // 0.1 x (42000.5 - 40000) - (10.4 + 10.92013)
    expect(figuresOf(btc!).netPnl?.value).toBe('178.72987')
    expect(summary(eth!)).toMatchObject({ side: 'short', marketType: 'linear', entryPrice: '2500', exitPrice: '2400', tradingFee: '10.34', fundingFee: '-0.5' })
    expect(figuresOf(eth!).netPnl?.value).toBe('89.16')
    expect(result.unattachedFunding).toEqual([])
    expectValid(result.trades)
  })
})
