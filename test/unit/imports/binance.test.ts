import { describe, expect, it } from 'vitest'
import { deriveTrades } from '../../../src/domain/imports'
import { asStored, derive, expectValid, figuresOf, parsedFixture, summary } from './support'

/**
 * Binance USD-M (newest first, as exported): BTCUSDT opened by two fills in one second (60000 and
 * 60010, 0.01 each), scaled in (0.02 at 59000), partly closed (0.02 at 61000), flipped by one sell of
 * 0.05 at 62000 (closes 0.02, opens a 0.03 short), short closed at 61500. ETHUSDT: two identical
 * fills in one second. SOLUSDT: still open after a partial close. Funding from the transaction history.
 */
describe('Binance USD-M trade history with its transaction history', () => {
  const trades = parsedFixture('binance/usdm-trade-history.csv')
  const transactions = parsedFixture('binance/usdm-transaction-history.csv')
  const fills = asStored(trades.fills, 'import-trades')
  const ledger = asStored(transactions.ledgerEntries, 'import-funding')

  it('detects the layouts and reads every row', () => {
    expect(trades.summary).toMatchObject({
      layoutId: 'binance-usdm-trades',
      exchange: 'binance',
      timeZone: 'UTC',
      timeZoneSource: 'header',
      rowCount: 12,
      fillCount: 12,
      errorRowCount: 0,
    })
    expect(transactions.summary).toMatchObject({ layoutId: 'binance-usdm-transactions', rowCount: 9, ledgerEntryCount: 9 })
    expect(fills[11]).toMatchObject({
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'buy',
      price: '60000',
      quantity: '0.01',
      quoteQuantity: '600',
      fee: '0.24',
      feeAsset: 'USDT',
      realizedPnl: '0',
      executedAt: '2024-03-01T08:00:00.000Z',
      sourceTimeZone: 'UTC',
      rowNumber: 13,
    })
    expect(ledger.map((entry) => entry.kind)).toEqual(['funding', 'funding', 'funding', 'funding', 'realizedPnl', 'fee', 'funding', 'funding', 'transfer'])
  })

  it('keeps both identical ETH fills, with different keys', () => {
    const eth = fills.filter((fill) => fill.symbol === 'ETHUSDT' && fill.side === 'buy')
    expect(eth).toHaveLength(2)
    expect(eth[0]?.dedupeKey).not.toBe(eth[1]?.dedupeKey)
    expect(eth.map((fill) => fill.dedupeKey.slice(-2))).toEqual([':1', ':2'])
  })

  it('derives four trades, computed by hand', () => {
    const derived = derive(fills, ledger)
    expect(derived.map(summary)).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'long',
        marketType: 'linear',
        quantity: '0.04',
        // (600 + 600.1 + 1180) / 0.04
        entryPrice: '59502.5',
        // (0.02 x 61000 + 0.02 x 62000) / 0.04
        exitPrice: '61500',
        openedAt: '2024-03-01T08:00:00.000Z',
        closedAt: '2024-03-02T16:00:00.000Z',
        // 0.24 + 0.24004 + 0.472 + 0.488 + 1.24 x 0.02 / 0.05
        tradingFee: '1.93604',
        feeAsset: 'USDT',
        // -0.12 - 0.15 - 0.1 (at the flip's instant the closing trade takes it)
        fundingFee: '-0.37',
      },
      {
        symbol: 'BTCUSDT',
        side: 'short',
        marketType: 'linear',
        quantity: '0.03',
        entryPrice: '62000',
        exitPrice: '61500',
        openedAt: '2024-03-02T16:00:00.000Z',
        closedAt: '2024-03-03T10:00:00.000Z',
        // 1.24 x 0.03 / 0.05 + 0.738
        tradingFee: '1.482',
        feeAsset: 'USDT',
        fundingFee: '0.2',
      },
      {
        symbol: 'ETHUSDT',
        side: 'long',
        marketType: 'linear',
        quantity: '1',
        entryPrice: '3500',
        exitPrice: '3520',
        openedAt: '2024-03-04T10:00:00.000Z',
        closedAt: '2024-03-04T11:00:00.000Z',
        tradingFee: '2.808',
        feeAsset: 'USDT',
        fundingFee: undefined,
      },
      {
        symbol: 'SOLUSDT',
        side: 'long',
        marketType: 'linear',
        quantity: '20',
        entryPrice: '105',
        exitPrice: undefined,
        openedAt: '2024-03-05T10:00:00.000Z',
        closedAt: undefined,
        tradingFee: '1.32',
        feeAsset: 'USDT',
        fundingFee: '-0.3',
      },
    ])
    expectValid(derived)
  })

  it('shows the net P&L the anchors define', () => {
    const [btcLong, btcShort, eth] = derive(fills, ledger)
    // gross 79.9 (= Binance's 29.95 + 49.95) - fees 1.93604 - funding paid 0.37
    expect(figuresOf(btcLong!).netPnl?.value).toBe('77.59396')
    expect(figuresOf(btcLong!).grossPnl?.value).toBe('79.9')
    // 0.03 x (62000 - 61500) - 1.482 + 0.2
    expect(figuresOf(btcShort!).netPnl?.value).toBe('13.718')
    expect(figuresOf(eth!).netPnl?.value).toBe('17.192')
  })

  it.each([
    // method, BTC long legs, SOL realised while open
    ['fifo', ['19.9', '60'], '200'],
    ['lifo', ['40', '39.9'], '100'],
    ['average', ['29.95', '49.95'], '150'],
  ] as const)('realises partial closes by %s and re-derives from the same fills', (method, legs, sol) => {
    const derived = derive(fills, ledger, { method })
    const [btcLong, , , solTrade] = derived
    expect(btcLong?.legs.map((leg) => leg.realizedPnl)).toEqual(legs)
    // A round trip realises the same total whatever the method.
    expect(btcLong?.realizedPnl).toBe('79.9')
    expect(solTrade?.trade.overrides).toEqual({ realizedPnl: sol })
    expect(figuresOf(solTrade!).grossPnl?.value).toBe(sol)
    // Keys stay: notes and tags follow the trade across methods.
    expect(derived.map((trade) => trade.sourceKey)).toEqual(derive(fills, ledger).map((trade) => trade.sourceKey))
  })

  it('keys each trade on its first fill, reports funding with no position', () => {
    const result = deriveTrades(fills, ledger)
    const firstBtcFill = fills.find((fill) => fill.rowNumber === 13)
    expect(result.trades[0]?.sourceKey).toBe(firstBtcFill?.dedupeKey)
    expect(result.trades[0]?.fillKeys).toHaveLength(5)
    const lonely = ledger.find((entry) => entry.exchangeTransactionId === '9004')
    expect(result.unattachedFunding).toEqual([lonely?.dedupeKey])
    expect(result.issues).toEqual([{ code: 'FUNDING_UNATTACHED', dedupeKey: lonely?.dedupeKey }])
  })
})

describe('Binance spot, both header generations', () => {
  const current = parsedFixture('binance/spot-trade-history.csv')
  const legacy = parsedFixture('binance/spot-trade-history-legacy.csv')

  it('reads the assets written inside the values', () => {
    expect(current.summary.layoutId).toBe('binance-spot')
    expect(legacy.summary.layoutId).toBe('binance-spot-legacy')
    expect(current.fills.map((fill) => [fill.side, fill.quantity, fill.quoteQuantity, fill.fee, fill.feeAsset])).toEqual([
      ['sell', '0.002', '144', '0.144', 'USDT'],
      ['buy', '0.001', '71', '0.0001', 'BNB'],
      ['buy', '0.001001', '70.07', '0.000001', 'BTC'],
    ])
  })

  it('keys the same fills alike in both generations', () => {
    expect(legacy.fills.map((fill) => fill.dedupeKey)).toEqual(current.fills.map((fill) => fill.dedupeKey))
  })

  it('nets a base-coin fee out of the holdings and keeps a BNB fee apart', () => {
    const result = deriveTrades(current.fills)
    const [trade] = result.trades
    expect(result.trades).toHaveLength(1)
    expect(summary(trade!)).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      marketType: 'spot',
      // 0.001001 - 0.000001 BTC fee + 0.001
      quantity: '0.002',
      entryPrice: '70500',
      exitPrice: '72000',
      openedAt: '2024-04-01T09:00:00.000Z',
      closedAt: '2024-04-02T10:00:00.000Z',
      // 0.000001 BTC x 70000 + 0.144 USDT
      tradingFee: '0.214',
      feeAsset: 'USDT',
      fundingFee: undefined,
    })
    expect(trade?.unconvertedFees).toEqual([{ asset: 'BNB', amount: '0.0001' }])
    expect(result.issues.map((issue) => issue.code)).toEqual(['FEE_NOT_CONVERTED'])
    // Paid 70.07 + 71, received 144 - 0.144: 2.786 before the BNB fee.
    expect(figuresOf(trade!).netPnl?.value).toBe('2.786')
  })

  it('converts the third-coin fee when its price is given', () => {
    const [trade] = deriveTrades(current.fills, [], { feeRates: { BNB: '600' } }).trades
    expect(trade?.trade.tradingFee).toBe('0.274')
    expect(trade?.unconvertedFees).toEqual([])
    expect(figuresOf(trade!).netPnl?.value).toBe('2.726')
  })
})
