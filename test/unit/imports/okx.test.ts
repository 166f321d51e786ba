import { describe, expect, it } from 'vitest'
import { deriveTrades, parseImport } from '../../../src/domain/imports'
import { expectValid, figuresOf, fixture, parsed, parsedFixture, summary } from './support'

/**
 * OKX trading history written in UTC+8 (stated in the metadata line): a BTC-USDT-SWAP long in
 * long/short mode (5 contracts of 0.01 BTC) with funding in the same file, a BTC-USD-SWAP
 * coin-margined short in net mode (2 contracts of 100 USD), and a spot round trip whose buy fee is in
 * BTC, each spot trade written as OKX writes it: one row per coin under the trade's id.
 */
describe('OKX trading history', () => {
  const { fills, ledgerEntries, summary: file } = parsedFixture('okx/trading-history.csv')

  it('takes the zone from the metadata line and skips it and the BOM', () => {
    expect(file).toMatchObject({ layoutId: 'okx-trading-history', headerRow: 2, timeZone: 'Etc/GMT-8', timeZoneSource: 'metadata', fillCount: 6, ledgerEntryCount: 1 })
    // 2024-07-01 16:00:00 at UTC+8.
    expect(fills.at(-1)).toMatchObject({ executedAt: '2024-07-01T08:00:00.000Z', sourceTimeZone: 'Etc/GMT-8', rowNumber: 11, dedupeKey: 'okx:trade:1001' })
  })

  it('joins the two coin rows of each spot trade into one fill with the quote amount and the fee', () => {
    expect(file).toMatchObject({ rowCount: 9, errorRowCount: 0, skippedRowCount: 2 })
    expect(fills.filter((fill) => fill.marketType === 'spot')).toEqual([
      expect.objectContaining({
        side: 'sell',
        quantity: '0.00999',
        quoteQuantity: '619.38',
        price: '62000',
        fee: '0.6194',
        feeAsset: 'USDT',
        rowNumber: 4,
        dedupeKey: 'okx:trade:1009',
      }),
      expect.objectContaining({ side: 'buy', quantity: '0.01', quoteQuantity: '600', price: '60000', fee: '0.00001', feeAsset: 'BTC', rowNumber: 6, dedupeKey: 'okx:trade:1008' }),
    ])
    expect(file.issues.filter((issue) => issue.code === 'JOINED_LEG')).toEqual([
      { severity: 'skipped', code: 'JOINED_LEG', row: 3, value: '4' },
      { severity: 'skipped', code: 'JOINED_LEG', row: 5, value: '6' },
    ])
  })

  it('reads contract sizes, hedge books, negative fees and funding words', () => {
    expect(fills.map((fill) => [fill.symbol, fill.marketType, fill.side, fill.positionSide, fill.quantity, fill.contractSize, fill.fee, fill.feeAsset])).toEqual([
      ['BTC-USDT', 'spot', 'sell', undefined, '0.00999', undefined, '0.6194', 'USDT'],
      ['BTC-USDT', 'spot', 'buy', undefined, '0.01', undefined, '0.00001', 'BTC'],
      ['BTC-USD-SWAP', 'inverse', 'buy', undefined, '2', '100', '0.0000025', 'BTC'],
      ['BTC-USD-SWAP', 'inverse', 'sell', undefined, '2', '100', '0.000002', 'BTC'],
      ['BTC-USDT-SWAP', 'linear', 'sell', 'long', '5', '0.01', '0.1525', 'USDT'],
      ['BTC-USDT-SWAP', 'linear', 'buy', 'long', '5', '0.01', '0.15', 'USDT'],
    ])
    expect(ledgerEntries).toEqual([
      expect.objectContaining({ kind: 'funding', amount: '-0.03', asset: 'USDT', symbol: 'BTC-USDT-SWAP', occurredAt: '2024-07-01T16:00:00.000Z', dedupeKey: 'okx:bill:1002' }),
    ])
  })

  it('derives the three trades, computed by hand', () => {
    const result = deriveTrades(fills, ledgerEntries)
    const [linear, inverse, spot] = result.trades
    expect(summary(linear!)).toEqual({
      symbol: 'BTC-USDT-SWAP',
      side: 'long',
      marketType: 'linear',
      // 5 contracts x 0.01 BTC
      quantity: '0.05',
      entryPrice: '60000',
      exitPrice: '61000',
      openedAt: '2024-07-01T08:00:00.000Z',
      closedAt: '2024-07-02T02:00:00.000Z',
      tradingFee: '0.3025',
      feeAsset: 'USDT',
      fundingFee: '-0.03',
    })
    expect(figuresOf(linear!).netPnl?.value).toBe('49.6675')
    expect(summary(inverse!)).toMatchObject({
      side: 'short',
      marketType: 'inverse',
      quantity: '2',
      entryPrice: '50000',
      exitPrice: '40000',
      tradingFee: '0.0000045',
      feeAsset: 'BTC',
    })
    // 200 USD x (1/40000 - 1/50000) = 0.001 BTC, as OKX reports.
    expect(figuresOf(inverse!).grossPnl?.value).toBe('0.001')
    expect(figuresOf(inverse!).netPnl?.value).toBe('0.0009955')
    // Holds 0.01 - 0.00001 BTC fee; paid 600, received 619.38 - 0.6194.
    expect(summary(spot!)).toMatchObject({ side: 'buy', quantity: '0.00999', entryPrice: '60000', exitPrice: '62000', tradingFee: '1.2194' })
    expect(figuresOf(spot!).netPnl?.value).toBe('18.7606')
    expect(result.issues).toEqual([])
    expectValid(result.trades)
  })

  it('also reads a file whose BOM comes first', () => {
    const bytes = fixture('okx/trading-history.csv')
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes.filter((_, index) => index < 59 || index > 61)])
    const result = parsed(withBom)
    expect(result.summary).toMatchObject({ encoding: 'utf-8', timeZoneSource: 'metadata', fillCount: 6 })
    expect(result.fills.map((fill) => fill.dedupeKey)).toEqual(fills.map((fill) => fill.dedupeKey))
  })

  it('refuses contracts of unknown value unless the trader gives it', () => {
    const text = [
      'id,Order id,Time,Trade Type,Symbol,Action,Amount,Trading Unit,Filled Price,PnL,Fee,Fee Unit',
      '1,1,2024-07-01 16:00:00,Perpetual,PEPE-USDT-SWAP,Buy,3,cont,0.00001,0,-0.01,USDT',
    ].join('\n')
    const refused = parseImport(text, { timeZone: 'UTC' })
    expect(refused.ok && refused.summary.issues).toEqual([{ severity: 'error', code: 'CONTRACT_SIZE_UNKNOWN', row: 2, column: 'Trading Unit', value: 'cont' }])
    const given = parsed(text, { timeZone: 'UTC', contractSizes: { 'pepe-usdt-swap': '10000000' } })
    expect(given.fills[0]).toMatchObject({ quantity: '3', contractSize: '10000000', marketType: 'linear' })
  })
})
