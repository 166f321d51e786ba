import { describe, expect, it } from 'vitest'
import { deriveTrades, positionToDerivedTrade } from '../../../src/domain/imports'
import { derive, expectValid, figuresOf, parsedFixture, summary } from './support'

describe('Bybit spot', () => {
  const { fills, summary: file } = parsedFixture('bybit/spot-trade-history.csv')

  it('reads time-first timestamps, 20-decimal numbers and the implied fee coin', () => {
    expect(file).toMatchObject({ layoutId: 'bybit-spot', timeZone: 'UTC', timeZoneSource: 'header', fillCount: 2 })
    expect(fills.map((fill) => [fill.executedAt, fill.side, fill.quantity, fill.price, fill.fee, fill.feeAsset, fill.dedupeKey])).toEqual([
      ['2024-11-17T14:35:00.000Z', 'sell', '9.99', '9.3234', '0.093140766', 'USDT', 'bybit:spot:2200000000355489633'],
      ['2024-11-16T22:37:00.000Z', 'buy', '10', '8.0203', '0.01', 'ICP', 'bybit:spot:2200000000351000001'],
    ])
  })

  it('closes the trade when the fee-reduced holdings are sold', () => {
    const [trade] = derive(fills)
    expect(summary(trade!)).toMatchObject({ side: 'buy', quantity: '9.99', entryPrice: '8.0203', exitPrice: '9.3234', tradingFee: '0.173343766' })
    // Paid 80.203 USDT; received 93.140766 - 0.093140766.
    expect(figuresOf(trade!).netPnl?.value).toBe('12.844625234')
    expectValid([trade!])
  })
})

describe('Bybit derivatives closed P&L', () => {
  const { positions, summary: file } = parsedFixture('bybit/derivatives-closed-pnl.csv')

  it('turns each row into a closed trade with the exchange P&L', () => {
    expect(file).toMatchObject({ layoutId: 'bybit-closed-pnl', timeZoneSource: 'header', positionCount: 2 })
    const trades = positions.map((position) => positionToDerivedTrade(position))
    expect(trades.map((trade) => [trade.trade.symbol, trade.trade.side, trade.trade.quantity, trade.trade.closedAt, trade.trade.overrides])).toEqual([
      ['ETHUSDT', 'short', '1', '2024-05-02T09:30:00.000Z', { netPnl: '98.2' }],
      ['BTCUSDT', 'long', '0.01', '2024-05-01T10:00:00.000Z', { netPnl: '9.5' }],
    ])
    expect(figuresOf(trades[0]!).netPnl).toEqual({ value: '98.2', overridden: true })
    expect(trades[0]?.sourceKey).toBe(positions[0]?.dedupeKey)
    expectValid(trades)
  })
})

describe('Bybit transaction log (trades, funding, liquidation, inverse)', () => {
  it('reads times as UTC when the file says nothing and no zone was chosen, and says so', () => {
    const { summary: file } = parsedFixture('bybit/transaction-log.csv')
    expect(file).toMatchObject({ layoutId: 'bybit-transactions', timeZone: 'UTC', timeZoneSource: 'assumed', fillCount: 5, ledgerEntryCount: 2 })
    expect(file.notices).toEqual([{ code: 'TIME_ZONE_ASSUMED' }])
  })

  it('reads times in the zone the trader chose', () => {
    const { fills, summary: file } = parsedFixture('bybit/transaction-log.csv', { timeZone: 'Asia/Singapore' })
    expect(file).toMatchObject({ timeZone: 'Asia/Singapore', timeZoneSource: 'chosen' })
    expect(file.notices).toEqual([])
    expect(fills.at(-1)?.executedAt).toBe('2024-06-01T02:00:00.000Z')
  })

  it('derives the linear trade with its funding and liquidation, and the inverse one in coin', () => {
    const { fills, ledgerEntries } = parsedFixture('bybit/transaction-log.csv')
    expect(ledgerEntries.map((entry) => [entry.kind, entry.amount, entry.asset])).toEqual([
      ['funding', '-0.13', 'USDT'],
      ['deposit', '1000', 'USDT'],
    ])
    const result = deriveTrades(fills, ledgerEntries)
    const [linear, inverse] = result.trades
    expect(summary(linear!)).toEqual({
      symbol: 'BTCUSDT',
      side: 'long',
      marketType: 'linear',
      quantity: '0.02',
      entryPrice: '65000',
      exitPrice: '65000',
      openedAt: '2024-06-01T10:00:00.000Z',
      closedAt: '2024-06-02T12:00:00.000Z',
      tradingFee: '1.43',
      feeAsset: 'USDT',
      fundingFee: '-0.13',
    })
    expect(linear?.legs.map((leg) => leg.realizedPnl)).toEqual(['10', '-10'])
    expect(figuresOf(linear!).netPnl?.value).toBe('-1.56')
    expect(summary(inverse!)).toMatchObject({ symbol: 'BTCUSD', side: 'short', marketType: 'inverse', quantity: '1000', tradingFee: '0.00001669', feeAsset: 'BTC' })
    expect(inverse?.trade.contractSize).toBe('1')
    // 1000 USD x (1/64000 - 1/68000) BTC
    expect(inverse?.realizedPnl).toBe('0.000919117647058824')
    expect(figuresOf(inverse!).grossPnl?.value).toBe('0.000919117647058824')
    expect(figuresOf(inverse!).netPnl?.value).toBe('0.000902427647058824')
    expect(result.issues).toEqual([])
    expectValid(result.trades)
  })
})
