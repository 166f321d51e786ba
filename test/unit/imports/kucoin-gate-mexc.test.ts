import { describe, expect, it } from 'vitest'
import { deriveTrades, positionToDerivedTrade } from '../../../src/domain/imports'
import { expectValid, figuresOf, parsedFixture, summary } from './support'

describe('KuCoin', () => {
  it('spot fills: zone from the header, partial fills of one order in one trade', () => {
    const { fills, summary: file } = parsedFixture('kucoin/spot-order-splitting.csv')
    expect(file).toMatchObject({ layoutId: 'kucoin-spot', timeZone: 'Etc/GMT-8', timeZoneSource: 'header', fillCount: 3 })
    const [trade] = deriveTrades(fills).trades
    expect(summary(trade!)).toMatchObject({
      symbol: 'BTC-USDT',
      quantity: '0.02',
      entryPrice: '68005',
      exitPrice: '69000',
      openedAt: '2024-03-10T10:00:00.000Z',
      closedAt: '2024-03-12T12:00:00.000Z',
      tradingFee: '2.7401',
    })
    expect(figuresOf(trade!).netPnl?.value).toBe('17.1599')
  })

  it('older spot export: fees all in KCS stay in KCS until a rate is known', () => {
    const { fills, summary: file } = parsedFixture('kucoin/spot-trades-legacy.csv', { timeZone: 'UTC' })
    expect(file).toMatchObject({ layoutId: 'kucoin-spot-legacy', timeZoneSource: 'chosen' })
    const result = deriveTrades(fills)
    const [trade] = result.trades
    expect(summary(trade!)).toMatchObject({ tradingFee: '0.0395', feeAsset: 'KCS' })
    expect(trade?.unconvertedFees).toEqual([])
    expect(result.issues).toEqual([])
    expect(figuresOf(trade!).feeConversion).toBe('unknown')
    expect(figuresOf(trade!).netPnl).toBeUndefined()
    // 0.5 x (4000 - 3900) - 0.0395 KCS x 10
    expect(figuresOf(trade!, { KCS: '10' }).netPnl?.value).toBe('49.605')
    expectValid([trade!])
  })

  it('futures realised P&L rows become closed trades with their fees and funding', () => {
    const { positions, summary: file } = parsedFixture('kucoin/futures-realized-pnl.csv', { timeZone: 'UTC' })
    expect(file).toMatchObject({ layoutId: 'kucoin-futures-pnl', positionCount: 2 })
    const [inverse, linear] = positions.map((position) => positionToDerivedTrade(position))
    expect(summary(inverse!)).toMatchObject({
      symbol: 'XBTUSDM',
      side: 'short',
      marketType: 'inverse',
      quantity: '1000',
      tradingFee: '0.0001',
      feeAsset: 'BTC',
      // -0.00002 BTC at the exit price, in USD
      fundingFee: '-0.8',
      openedAt: '2024-05-03T10:00:00.000Z',
    })
    expect(figuresOf(inverse!).funding).toBe('-0.00002')
    expect(figuresOf(inverse!).netPnl).toEqual({ value: '0.00488', overridden: true })
    expect(summary(linear!)).toMatchObject({ symbol: 'XBTUSDTM', side: 'long', marketType: 'linear', tradingFee: '1', fundingFee: '-0.5' })
    expect(linear?.trade).toMatchObject({ baseAsset: 'BTC', quoteAsset: 'USDT', overrides: { netPnl: '98.5' } })
    expectValid([inverse!, linear!])
  })
})

describe('Gate.io', () => {
  it('spot trade history with coins inside amounts, in the zone the trader chose', () => {
    const { fills, summary: file } = parsedFixture('gate/spot-trade-history.csv', { timeZone: 'UTC+8' })
    expect(file).toMatchObject({ layoutId: 'gate-spot', timeZone: 'Etc/GMT-8', timeZoneSource: 'chosen' })
    expect(fills.map((fill) => [fill.quantity, fill.fee, fill.feeAsset, fill.executedAt])).toEqual([
      ['998', '0.23952', 'USDT', '2024-08-02T02:00:00.000Z'],
      ['1000', '2', 'ALPACA', '2024-08-01T02:00:00.000Z'],
    ])
    const [trade] = deriveTrades(fills).trades
    expect(summary(trade!)).toMatchObject({ quantity: '998', entryPrice: '0.1', exitPrice: '0.12', tradingFee: '0.43952' })
    expect(figuresOf(trade!).netPnl?.value).toBe('19.52048')
  })

  it('account ledger: cash flows kept, order legs left to the trade history', () => {
    const { ledgerEntries, summary: file } = parsedFixture('gate/account-ledger.csv', { timeZone: 'UTC' })
    expect(file).toMatchObject({ layoutId: 'gate-ledger', rowCount: 5, ledgerEntryCount: 4, skippedRowCount: 1 })
    expect(ledgerEntries.map((entry) => [entry.kind, entry.asset, entry.amount])).toEqual([
      ['withdrawal', 'USDT', '-100'],
      ['rebate', 'USDT', '0.05'],
      ['fee', 'ALPACA', '-2'],
      ['deposit', 'USDT', '500'],
    ])
  })
})

describe('MEXC', () => {
  it('spot: the fee is in the coin received', () => {
    const { fills } = parsedFixture('mexc/spot-trade-history.csv', { timeZone: 'UTC' })
    expect(fills.map((fill) => [fill.symbol, fill.side, fill.feeAsset])).toEqual([
      ['BTC_USDT', 'sell', 'USDT'],
      ['BTC_USDT', 'buy', 'BTC'],
    ])
    const [trade] = deriveTrades(fills).trades
    expect(summary(trade!)).toMatchObject({ quantity: '0.00999', entryPrice: '58000', exitPrice: '59000', tradingFee: '1.16941' })
    expect(figuresOf(trade!).netPnl?.value).toBe('8.82059')
  })

  it('futures: hedge-mode words, cancelled orders skipped, zone from the header', () => {
    const { fills, summary: file } = parsedFixture('mexc/futures-order-history.csv')
    expect(file).toMatchObject({ layoutId: 'mexc-futures', timeZone: 'Etc/GMT-8', rowCount: 3, fillCount: 2, skippedRowCount: 1 })
    expect(file.issues).toEqual([{ severity: 'skipped', code: 'NOT_FILLED', row: 3 }])
    expect(fills.map((fill) => [fill.side, fill.positionSide, fill.realizedPnl])).toEqual([
      ['sell', 'long', '10'],
      ['buy', 'long', '0'],
    ])
    const [trade] = deriveTrades(fills).trades
    expect(summary(trade!)).toMatchObject({ side: 'long', openedAt: '2024-09-03T02:00:00.000Z', closedAt: '2024-09-03T04:00:00.000Z', tradingFee: '0.358' })
    expect(figuresOf(trade!).netPnl?.value).toBe('9.642')
  })
})
