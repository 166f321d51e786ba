import { describe, expect, it } from 'vitest'
import type { Fill } from '../../../src/domain/fill'
import type { ImportBatch } from '../../../src/domain/import-batch'
import type { LedgerEntry } from '../../../src/domain/ledger-entry'
import { buildWallet, type CostMethod, holdingsByCoin, realisedByQuote, walletInput, type WalletHolding } from '../../../src/domain/wallet'

let row = 0
const at = (day: number) => new Date(Date.UTC(2025, 0, day, 12)).toISOString()

function fill(day: number, side: 'buy' | 'sell', quantity: string, price: string, extra: Partial<Fill> = {}): Fill {
  row += 1
  return {
    id: `f${row}`,
    createdAt: at(1),
    updatedAt: at(1),
    accountId: 'main',
    importId: 'spot-import',
    exchange: 'binance',
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'spot',
    side,
    price,
    quantity,
    executedAt: at(day),
    dedupeKey: `k${row}`,
    rowNumber: row,
    ...extra,
  }
}

function flow(day: number, kind: LedgerEntry['kind'], asset: string, amount: string, extra: Partial<LedgerEntry> = {}): LedgerEntry {
  row += 1
  return {
    id: `l${row}`,
    createdAt: at(1),
    updatedAt: at(1),
    accountId: 'main',
    importId: 'ledger-import',
    exchange: 'binance',
    kind,
    asset,
    amount,
    occurredAt: at(day),
    dedupeKey: `k${row}`,
    rowNumber: row,
    ...extra,
  }
}

const wallet = (fills: Fill[], ledger: LedgerEntry[] = [], method: CostMethod = 'fifo') => buildWallet({ fills, ledger, method }).holdings
const coin = (holdings: readonly WalletHolding[], asset: string, exchange = 'binance') => {
  const found = holdings.find((holding) => holding.asset === asset && (holding.exchange === exchange || holding.exchange === null))
  if (!found) throw new Error(`no ${asset}`)
  return found
}
const book = (holding: WalletHolding, quote: string) => holding.books.find((candidate) => candidate.quote === quote)

describe('cost basis and realised P&L by method', () => {
  // Buy 1 BTC at 100, 1 at 200, sell 1 at 300.
  const fills = [fill(1, 'buy', '1', '100'), fill(2, 'buy', '1', '200'), fill(3, 'sell', '1', '300')]
  it.each([
    // method, realised, cost basis of the coin left, average cost
    ['fifo' as const, '200', '200', '200'],
    ['average' as const, '150', '150', '150'],
  ])('%s', (method, realised, costBasis, averageCost) => {
    const btc = coin(wallet(fills, [], method), 'BTC')
    expect(btc.quantity).toBe('1')
    expect(book(btc, 'USDT')).toMatchObject({
      quantity: '1',
      costBasis,
      averageCost,
      realisedPnl: realised,
    })
  })

  it('the quote coin is a balance: spent on buys, received from sales, with no cost of its own', () => {
    const usdt = coin(wallet(fills), 'USDT')
    expect(usdt).toMatchObject({
      cash: true,
      quantity: '0',
      books: [],
      shortfall: '300',
    })
  })
})

describe('fees', () => {
  it.each([
    // fee, fee coin, BTC held, cost basis, realised after selling everything at 200 (fee-free sale)
    ['1', 'USDT', '1', '101', '99'],
    ['0.01', 'BTC', '0.99', '100', '98'],
  ])('a buy fee of %s %s', (fee, feeAsset, held, costBasis, realised) => {
    const bought = wallet([fill(1, 'buy', '1', '100', { fee, feeAsset })])
    expect(coin(bought, 'BTC').quantity).toBe(held)
    expect(book(coin(bought, 'BTC'), 'USDT')?.costBasis).toBe(costBasis)
    const sold = wallet([fill(1, 'buy', '1', '100', { fee, feeAsset }), fill(2, 'sell', held, '200')])
    expect(book(coin(sold, 'BTC'), 'USDT')?.realisedPnl).toBe(realised)
    expect(coin(sold, 'BTC').flows.fees).toBe(feeAsset === 'BTC' ? fee : '0')
  })

  it('a sale fee in the quote comes off the proceeds; a fee in BNB comes off the BNB balance', () => {
    const holdings = wallet([
      fill(1, 'buy', '1', '100'),
      fill(2, 'sell', '1', '150', { fee: '1.5', feeAsset: 'USDT' }),
      fill(3, 'buy', '1', '100', { fee: '0.01', feeAsset: 'BNB' }),
    ])
    expect(book(coin(holdings, 'BTC'), 'USDT')?.realisedPnl).toBe('48.5')
    expect(coin(holdings, 'BNB')).toMatchObject({
      quantity: '-0.01',
      shortfall: '0.01',
      flows: expect.objectContaining({ fees: '0.01' }),
    })
  })
})

describe('quote currencies are never added together', () => {
  const holdings = wallet([
    fill(1, 'buy', '1', '100'),
    fill(2, 'buy', '1', '90', { symbol: 'BTCUSD', quoteAsset: 'USD' }),
    fill(3, 'sell', '1', '120', { symbol: 'BTCUSD', quoteAsset: 'USD' }),
  ])
  it('keeps one book per quote currency', () => {
    const btc = coin(holdings, 'BTC')
    // FIFO takes the oldest coin, bought with USDT: sold for USD, its P&L cannot be stated in either.
    expect(btc.books.map((b) => [b.quote, b.quantity, b.costBasis, b.realisedPnl])).toEqual([['USD', '1', '90', '0']])
    expect(btc.soldWithoutCost).toBe('1')
    expect(realisedByQuote(holdings)).toEqual([{ quote: 'USD', amount: '0' }])
  })
})

describe('cash flows', () => {
  it('a deposit has no known cost: selling it realises nothing, and the proceeds are a balance', () => {
    const holdings = wallet([fill(2, 'sell', '1', '300')], [flow(1, 'deposit', 'BTC', '1')])
    const btc = coin(holdings, 'BTC')
    expect(btc).toMatchObject({
      quantity: '0',
      shortfall: '0',
      soldWithoutCost: '1',
      books: [],
      flows: expect.objectContaining({ deposited: '1' }),
    })
    expect(coin(holdings, 'USDT').quantity).toBe('300')
  })

  it.each([
    ['fifo' as const, '200'],
    ['average' as const, '150'],
  ])('a withdrawal takes coins by %s and leaves cost basis %s', (method, costBasis) => {
    const holdings = wallet([fill(1, 'buy', '1', '100'), fill(2, 'buy', '1', '200')], [flow(3, 'withdrawal', 'BTC', '-1')], method)
    expect(book(coin(holdings, 'BTC'), 'USDT')).toMatchObject({
      quantity: '1',
      costBasis,
      realisedPnl: '0',
    })
    expect(coin(holdings, 'BTC').flows.withdrawn).toBe('1')
  })

  it('more out than in is a shortfall, shown rather than hidden', () => {
    const btc = coin(wallet([fill(1, 'buy', '1', '100'), fill(2, 'sell', '1.5', '200')]), 'BTC')
    expect(btc).toMatchObject({
      quantity: '-0.5',
      shortfall: '0.5',
      soldWithoutCost: '0.5',
    })
    expect(book(btc, 'USDT')?.realisedPnl).toBe('100')
  })
})

describe('value at the last journal price', () => {
  it('uses the newest fill of the pair, with its date, for the whole quantity and the unrealised P&L', () => {
    const holdings = wallet([fill(1, 'buy', '2', '100'), fill(2, 'sell', '1', '130'), fill(3, 'buy', '1', '110', { accountId: 'other' })])
    const btc = holdings.find((holding) => holding.asset === 'BTC' && holding.accountId === 'main')!
    expect(btc.valuations).toEqual([{ quote: 'USDT', price: '110', at: at(3), value: '110' }])
    expect(book(btc, 'USDT')).toMatchObject({
      lastPrice: { price: '110', at: at(3) },
      unrealisedPnl: '10',
    })
  })

  it('has no value where the coin never traded in that currency', () => {
    const holdings = wallet([], [flow(1, 'deposit', 'ETH', '2')])
    expect(coin(holdings, 'ETH').valuations).toEqual([])
  })
})

describe('by coin', () => {
  it('adds quantities across accounts and cost basis within a quote currency', () => {
    const holdings = wallet([fill(1, 'buy', '1', '100'), fill(2, 'buy', '1', '200', { accountId: 'other', exchange: 'kraken' })])
    const btc = coin(holdingsByCoin(holdings), 'BTC')
    expect(btc).toMatchObject({ accountId: null, quantity: '2' })
    expect(book(btc, 'USDT')).toMatchObject({
      quantity: '2',
      costBasis: '300',
      averageCost: '150',
      unrealisedPnl: '100',
    })
  })
})

describe('what the wallet counts', () => {
  const batch = (id: string, status: ImportBatch['status'], exportType: string): ImportBatch => ({
    id,
    createdAt: at(1),
    updatedAt: at(1),
    accountId: 'main',
    fileName: `${id}.csv`,
    fileSize: 1,
    fileHash: id,
    exchange: 'binance',
    exportType,
    status,
    rowCount: 1,
    fillCount: 1,
    ledgerEntryCount: 1,
    tradeCount: 0,
    duplicateCount: 0,
    errorCount: 0,
    startedAt: at(1),
  })
  const batches = [
    batch('spot-import', 'completed', 'binance-spot'),
    batch('ledger-import', 'completed', 'kraken-ledgers'),
    batch('futures', 'completed', 'binance-usdm-transactions'),
    batch('gone', 'undone', 'binance-spot'),
  ]
  const spot = fill(1, 'buy', '1', '100')
  const perp = fill(1, 'buy', '1', '100', { marketType: 'linear' })
  const undone = fill(1, 'buy', '1', '100', { importId: 'gone' })
  const deposit = flow(1, 'deposit', 'USDT', '100')
  const funding = flow(1, 'funding', 'USDT', '-1')
  const futuresTransfer = flow(1, 'transfer', 'USDT', '100', {
    importId: 'futures',
  })
  it('spot fills and spot cash flows of completed imports only', () => {
    const input = walletInput(batches, [spot, perp, undone], [deposit, funding, futuresTransfer], 'fifo')
    expect(input.fills).toEqual([spot])
    expect(input.ledger).toEqual([deposit])
  })
  it('splits a pair without stated coins from its symbol, and counts fills it cannot split', () => {
    const result = buildWallet({
      fills: [
        fill(1, 'buy', '1', '10', {
          symbol: 'ETH/BTC',
          baseAsset: undefined,
          quoteAsset: undefined,
        }),
        fill(1, 'buy', '1', '1', {
          symbol: '???',
          baseAsset: undefined,
          quoteAsset: undefined,
        }),
      ],
      ledger: [],
      method: 'fifo',
    })
    expect(result.skippedFills).toBe(1)
    expect(book(coin(result.holdings, 'ETH'), 'BTC')?.costBasis).toBe('10')
  })
})
