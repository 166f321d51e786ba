import { describe, expect, it } from 'vitest'
import { type AggregationFill, type AggregationLedgerEntry, deriveTrades, toTrade } from '../../../src/domain/imports'
import { storedTradeIssues } from '../../../src/domain/trades'
import type { Trade } from '../../../src/domain/trade'
import { expectValid, figuresOf, summary } from './support'

let row = 1
/** A linear BTCUSDT fill at a given hour of 2024-05-01; override anything. */
function fill(side: 'buy' | 'sell', quantity: string, price: string, hour: number, fields: Partial<AggregationFill> = {}): AggregationFill {
  row++
  return {
    exchange: 'test',
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side,
    price,
    quantity,
    executedAt: `2024-05-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
    dedupeKey: `k${row}`,
    rowNumber: row,
    importId: 'i1',
    ...fields,
  }
}

function funding(amount: string, hour: number, fields: Partial<AggregationLedgerEntry> = {}): AggregationLedgerEntry {
  row++
  return {
    exchange: 'test',
    kind: 'funding',
    asset: 'USDT',
    amount,
    symbol: 'BTCUSDT',
    occurredAt: `2024-05-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
    dedupeKey: `f${row}`,
    ...fields,
  }
}

describe('cutting fills into trades', () => {
  it('gives the same trades whatever order the fills come in', () => {
    const fills = [fill('buy', '1', '100', 1), fill('buy', '1', '110', 2), fill('sell', '3', '120', 3), fill('buy', '1', '115', 4)]
    const forward = deriveTrades(fills).trades
    const backward = deriveTrades([...fills].reverse()).trades
    expect(backward).toEqual(forward)
    expect(forward.map((trade) => [trade.trade.side, trade.trade.quantity, trade.trade.closedAt !== undefined])).toEqual([
      ['long', '2', true],
      ['short', '1', true],
    ])
  })

  it('orders fills of one second by the file, read in its time direction', () => {
    // Same second: buy then sell (flat), then a buy. Ascending file: rows 2, 3, 4.
    const ascending = [
      fill('buy', '1', '100', 5, { rowNumber: 2, dedupeKey: 'a' }),
      fill('sell', '1', '101', 5, { rowNumber: 3, dedupeKey: 'b' }),
      fill('buy', '1', '102', 6, { rowNumber: 4, dedupeKey: 'c' }),
    ]
    // The same export newest first: rows 2 (the later buy), 3 (sell), 4 (first buy).
    const descending = [
      fill('buy', '1', '102', 6, { rowNumber: 2, dedupeKey: 'c' }),
      fill('sell', '1', '101', 5, { rowNumber: 3, dedupeKey: 'b' }),
      fill('buy', '1', '100', 5, { rowNumber: 4, dedupeKey: 'a' }),
    ]
    const shape = (fills: AggregationFill[]) => deriveTrades(fills).trades.map((trade) => [trade.sourceKey, trade.trade.exitPrice])
    expect(shape(ascending)).toEqual([
      ['a', '101'],
      ['c', undefined],
    ])
    expect(shape(descending)).toEqual(shape(ascending))
  })

  it('keeps hedge-mode books apart and attaches shared funding to the earlier one', () => {
    const fills = [
      fill('buy', '1', '100', 1, { positionSide: 'long' }),
      fill('sell', '2', '101', 2, { positionSide: 'short' }),
      fill('sell', '1', '103', 4, { positionSide: 'long' }),
      fill('buy', '2', '99', 5, { positionSide: 'short' }),
    ]
    const result = deriveTrades(fills, [funding('-0.5', 3)])
    expect(result.trades.map((trade) => [trade.trade.side, trade.trade.quantity, trade.trade.exitPrice, trade.trade.fundingFee])).toEqual([
      ['long', '1', '103', '-0.5'],
      ['short', '2', '99', undefined],
    ])
  })

  it('does not invent trades from closes whose opening predates the export', () => {
    const result = deriveTrades([
      fill('sell', '1', '100', 1, { realizedPnl: '12' }),
      fill('sell', '1', '100', 2, { positionSide: 'long' }),
      fill('buy', '1', '100', 3, { positionSide: 'long' }),
      fill('sell', '2', '90', 4, { positionSide: 'long' }),
    ])
    expect(result.issues.map((issue) => issue.code)).toEqual(['CLOSE_WITHOUT_OPEN', 'CLOSE_WITHOUT_OPEN', 'OVERCLOSE'])
    expect(result.trades.map((trade) => [trade.trade.side, trade.trade.quantity, trade.trade.exitPrice])).toEqual([['long', '1', '90']])
  })

  it('spot: a sell beyond the holdings is reported, and lot-size dust closes the trade', () => {
    const spot = { marketType: 'spot' as const }
    const orphan = deriveTrades([fill('sell', '1', '100', 1, spot)])
    expect(orphan.trades).toEqual([])
    expect(orphan.issues.map((issue) => issue.code)).toEqual(['SPOT_SELL_WITHOUT_HOLDINGS'])
    const dusty = deriveTrades([fill('buy', '0.0123456', '100', 1, spot), fill('sell', '0.01234', '110', 2, spot)])
    expect(dusty.trades[0]?.trade.closedAt).toBe('2024-05-01T02:00:00.000Z')
    expect(dusty.trades[0]?.dust).toBe('0.0000056')
    const held = deriveTrades([fill('buy', '1', '100', 1, spot), fill('sell', '0.9', '110', 2, spot)])
    expect(held.trades[0]?.trade.closedAt).toBeUndefined()
    expect(held.trades[0]?.trade.overrides).toEqual({ realizedPnl: '9' })
  })

  it('inverse: harmonic averages, the same round trip P&L by every method', () => {
    const inverse = { symbol: 'BTCUSD', quoteAsset: 'USD', marketType: 'inverse' as const, contractSize: '1' }
    const fills = [fill('buy', '100', '50000', 1, inverse), fill('buy', '100', '40000', 2, inverse), fill('sell', '200', '45000', 3, inverse)]
    for (const method of ['fifo', 'lifo', 'average'] as const) {
      const [trade] = deriveTrades(fills, [], { method }).trades
      // 100/50000 + 100/40000 = 0.0045 BTC for 200 USD; sold at 45000: 1/18000 BTC.
      expect(trade?.realizedPnl, method).toBe('0.000055555555555556')
      expect(trade?.trade.entryPrice).toBe('44444.444444444444444444')
      expect(figuresOf(trade!).grossPnl?.value).toBe('0.000055555555555556')
    }
  })

  it('contracts of a linear instrument are counted in the base coin', () => {
    const [trade] = deriveTrades([fill('buy', '5', '60000', 1, { contractSize: '0.01' }), fill('sell', '5', '61000', 2, { contractSize: '0.01' })]).trades
    expect(summary(trade!)).toMatchObject({ quantity: '0.05' })
    expect(trade?.trade.contractSize).toBe('0.01')
    expect(figuresOf(trade!).grossPnl?.value).toBe('50')
  })
})

describe('funding and fees', () => {
  it('leaves funding unattached when no position, an ambiguous one, or a foreign coin', () => {
    const fills = [
      fill('buy', '1', '100', 1),
      fill('sell', '1', '101', 2),
      fill('buy', '1', '100', 3, { symbol: 'ETHUSD', baseAsset: 'ETH', quoteAsset: 'USD', exchange: 'k' }),
      fill('buy', '1', '100', 3, { symbol: 'SOLUSD', baseAsset: 'SOL', quoteAsset: 'USD', exchange: 'k' }),
    ]
    const result = deriveTrades(fills, [
      funding('-1', 5),
      funding('-1', 6, { exchange: 'k', symbol: undefined, asset: 'USD' }),
      funding('-1', 1, { asset: 'BNB' }),
      funding('-0.2', 7, { exchange: 'k', symbol: undefined, asset: 'SOL' }),
    ])
    expect(result.issues.map((issue) => issue.code)).toEqual(['FUNDING_UNATTACHED', 'FUNDING_UNATTACHED', 'FUNDING_ASSET_MISMATCH'])
    expect(result.unattachedFunding).toHaveLength(3)
    expect(result.trades.find((trade) => trade.trade.symbol === 'SOLUSD')?.trade.fundingFee).toBe('-20')
  })

  it('a rebate larger than the fees gives a negative trading fee that still validates', () => {
    const trades = deriveTrades([fill('buy', '1', '100', 1, { fee: '-0.02', feeAsset: 'USDT' }), fill('sell', '1', '101', 2, { fee: '0.01', feeAsset: 'USDT' })]).trades
    expect(trades[0]?.trade.tradingFee).toBe('-0.01')
    expect(figuresOf(trades[0]!).netPnl?.value).toBe('1.01')
    expectValid(trades)
  })
})

describe('toTrade', () => {
  const [derived] = deriveTrades([fill('buy', '1', '100', 1, { accountId: 'acc-1' }), fill('sell', '1', '110', 2, { accountId: 'acc-1' })]).trades

  it('builds a new import trade', () => {
    const trade = toTrade(derived!, { id: 'new-id', now: '2025-01-02T00:00:00.000Z' })
    expect(trade).toMatchObject({
      id: 'new-id',
      accountId: 'acc-1',
      source: 'import',
      importId: 'i1',
      sourceKey: derived?.sourceKey,
      notes: '',
      tagIds: [],
      isDeleted: false,
      createdAt: '2025-01-02T00:00:00.000Z',
    })
  })

  it("keeps the trader's notes, tags, setup, stop and screenshots on re-derivation", () => {
    const existing: Trade = {
      ...toTrade(derived!, { id: 'old-id', now: '2025-01-01T00:00:00.000Z' }),
      notes: 'Chased the breakout',
      tagIds: ['tag-fomo'],
      setupId: 'setup-breakout',
      stopLoss: '95',
      screenshots: [{ id: 's1', fileName: 'a.png', mimeType: 'image/png', size: 10, addedAt: '2025-01-01T00:00:00.000Z' }],
      overrides: { realizedPnl: '1' },
    }
    const again = toTrade(derived!, { id: 'ignored', now: '2025-02-01T00:00:00.000Z', existing })
    expect(again).toMatchObject({
      id: 'old-id',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-02-01T00:00:00.000Z',
      notes: 'Chased the breakout',
      tagIds: ['tag-fomo'],
      setupId: 'setup-breakout',
      stopLoss: '95',
    })
    expect(again.screenshots).toHaveLength(1)
    // Overrides belong to the import: the stale one goes.
    expect(again.overrides).toBeUndefined()
  })

  it("keeps a stop the trader set above a long's entry before the form refused that, and still validates", () => {
    const existing: Trade = { ...toTrade(derived!, { id: 'old-id', now: '2025-01-01T00:00:00.000Z' }), stopLoss: '105' }
    const again = toTrade(derived!, { id: 'ignored', now: '2025-02-01T00:00:00.000Z', existing })
    expect(again.stopLoss).toBe('105')
    expect(storedTradeIssues(again)).toEqual([])
  })
})
