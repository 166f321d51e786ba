import ccxt from 'ccxt'
import { describe, expect, it } from 'vitest'
import { afterPage, checkKeyAnswer, fundingOfLogRow, journalMarket, listOf, storedWindow, timeInWindow, windowEnd } from '../../../../sync/exchange-sync/bybit'
import type { CcxtExchange, CcxtMarket, CcxtTrade } from '../../../../sync/exchange-sync/client'
import { ExchangeSyncError } from '../../../../sync/exchange-sync/errors'
import { fillFromTrade, ledgerFromFunding, type RowContext } from '../../../../sync/exchange-sync/rows'

// Bybit's answers into journal rows, with ccxt's own bybit parser (no network: parseTrade is pure).
const bybit = new ccxt.bybit() as unknown as CcxtExchange & { parseTrade(row: Record<string, unknown>, market: CcxtMarket): CcxtTrade }
const DAY = 86_400_000
const context: RowContext = {
  exchange: 'bybit',
  accountId: '11111111-1111-4111-8111-111111111111',
  importId: '22222222-2222-4222-8222-222222222222',
  now: '2026-11-28T00:00:00.000Z',
}
const codeOf = (work: () => unknown) => {
  try {
    work()
  } catch (error) {
    return error instanceof ExchangeSyncError ? error.code : 'other'
  }
  return 'accepted'
}

// ccxt's inverse market for Bybit's BTCUSD, with the contract size ccxt derives (the minimum order
// quantity, here 10 to show that the journal does not take it).
const inverseMarket = {
  id: 'BTCUSD',
  symbol: 'BTC/USD:BTC',
  base: 'BTC',
  quote: 'USD',
  settle: 'BTC',
  type: 'swap',
  spot: false,
  linear: false,
  inverse: true,
  contract: true,
  contractSize: 10,
} as CcxtMarket
const execution = {
  symbol: 'BTCUSD',
  orderType: 'Market',
  side: 'Sell',
  orderId: '9e0c5c1a-3b43-4c1e-9b8d-1f1e6f0c2a11',
  execTime: String(Date.UTC(2026, 10, 2, 8)),
  feeCurrency: '',
  isMaker: false,
  execFee: '0.00000011',
  feeRate: '0.00055',
  execId: 'e0cbe81d-0f18-5866-9415-cf319b5dab3b',
  execPrice: '55000',
  execValue: '0.01818182',
  execType: 'Trade',
  execQty: '1000',
  closedSize: '1000',
  createType: 'CreateByUser',
}

describe('Bybit answers into journal rows', () => {
  it('an inverse execution: quantity in 1 USD contracts, fee in the coin, no quote value taken from the coin cost', () => {
    const market = journalMarket(inverseMarket)
    expect(market.contractSize).toBe(1)
    const fill = fillFromTrade(bybit, market, bybit.parseTrade(execution, market), context, 3)
    expect(fill).toEqual({
      accountId: context.accountId,
      importId: context.importId,
      exchange: 'bybit',
      symbol: 'BTCUSD',
      baseAsset: 'BTC',
      quoteAsset: 'USD',
      marketType: 'inverse',
      side: 'sell',
      price: '55000',
      quantity: '1000',
      fee: '0.00000011',
      feeAsset: 'BTC',
      executedAt: '2026-11-02T08:00:00.000Z',
      exchangeTradeId: 'e0cbe81d-0f18-5866-9415-cf319b5dab3b',
      orderId: '9e0c5c1a-3b43-4c1e-9b8d-1f1e6f0c2a11',
      dedupeKey: 'bybit:deriv:e0cbe81d-0f18-5866-9415-cf319b5dab3b',
      rowNumber: 3,
      createdAt: context.now,
      updatedAt: context.now,
    })
  })

  it('leaves spot and linear markets as ccxt reads them', () => {
    const linear = { id: 'ETHUSDT', symbol: 'ETH/USDT:USDT', base: 'ETH', quote: 'USDT', spot: false, linear: true, inverse: false, contractSize: 1 } as CcxtMarket
    expect(journalMarket(linear)).toBe(linear)
  })

  it('a SETTLEMENT row with funding becomes a funding payment (Bybit: + received, - paid); one without funding is none', () => {
    const row = { id: '592324_XRPUSDT_161440249321', symbol: 'XRPUSDT', type: 'SETTLEMENT', currency: 'USDT', funding: '-0.003676', transactionTime: String(Date.UTC(2026, 10, 1)) }
    const payment = fundingOfLogRow(row)!
    expect(ledgerFromFunding(bybit, payment, context, 1)).toMatchObject({
      kind: 'funding',
      asset: 'USDT',
      amount: '-0.003676',
      symbol: 'XRPUSDT',
      dedupeKey: 'bybit:api:funding:592324_XRPUSDT_161440249321',
    })
    expect(fundingOfLogRow({ ...row, funding: '' })).toBeUndefined()
    expect(fundingOfLogRow({ ...row, funding: '0' })).toBeUndefined()
    expect(codeOf(() => fundingOfLogRow({ ...row, type: 'TRADE' }))).toBe('bad_answer')
  })
})

describe('Bybit key information', () => {
  const key = (readOnly: unknown, wallet: string[] = ['AccountTransfer']) => ({
    retCode: 0,
    result: { readOnly, permissions: { ContractTrade: ['Order', 'Position'], Spot: ['SpotTrade'], Wallet: wallet } },
  })
  it('accepts a read-only key, whatever areas it may read', () => {
    expect(codeOf(() => checkKeyAnswer(key(1)))).toBe('accepted')
  })
  it('refuses a read-write key and any key that can withdraw', () => {
    expect(codeOf(() => checkKeyAnswer(key(0)))).toBe('key_can_trade')
    expect(codeOf(() => checkKeyAnswer(key(1, ['Withdraw'])))).toBe('key_can_trade')
  })
  it('refuses an answer that is not key information', () => {
    expect(codeOf(() => checkKeyAnswer({ retCode: 0, result: {} }))).toBe('bad_answer')
    expect(codeOf(() => checkKeyAnswer({ retCode: 0, result: { readOnly: '1', permissions: {} } }))).toBe('bad_answer')
    expect(codeOf(() => checkKeyAnswer({ retCode: 0, result: { readOnly: 1, permissions: { Wallet: 'Withdraw' } } }))).toBe('bad_answer')
  })
})

describe('Bybit lists and windows', () => {
  it('reads a v5 list page and refuses one of another category, without a list, or with a broken cursor', () => {
    expect(listOf({ retCode: 0, result: { category: 'spot', list: [{ execId: '1' }], nextPageCursor: 'a%3A1' } }, 'executions', 'spot')).toEqual({
      rows: [{ execId: '1' }],
      next: 'a%3A1',
    })
    expect(codeOf(() => listOf({ retCode: 0, result: { category: 'linear', list: [] } }, 'executions', 'spot'))).toBe('bad_answer')
    expect(codeOf(() => listOf({ retCode: 0, result: { category: 'spot' } }, 'executions', 'spot'))).toBe('bad_answer')
    expect(codeOf(() => listOf({ retCode: 0, result: { list: [], nextPageCursor: 7 } }, 'log'))).toBe('bad_answer')
    expect(codeOf(() => listOf({ retCode: 0, result: { list: ['row'] } }, 'log'))).toBe('bad_answer')
  })

  it('refuses a row outside the window it was asked for', () => {
    expect(timeInWindow('1700000000500', 1_700_000_000_000, 1_700_000_001_000, 'execution')).toBe(1_700_000_000_500)
    expect(codeOf(() => timeInWindow('1700000002000', 1_700_000_000_000, 1_700_000_001_000, 'execution'))).toBe('bad_answer')
    expect(codeOf(() => timeInWindow(1_700_000_000_500, 1_700_000_000_000, 1_700_000_001_000, 'execution'))).toBe('bad_answer')
  })

  it('walks 7-day windows: a page cursor stays in its window, a read window moves on, the present is read again a minute back', () => {
    const present = 100 * DAY
    const first = storedWindow(undefined, present - 90 * DAY)
    expect(first).toEqual({ since: 10 * DAY })
    const end = windowEnd(first, present)
    expect(end).toBe(17 * DAY - 1)
    expect(afterPage(first, end, 'p%3A1', present)).toEqual({ cursor: { since: 10 * DAY, end, page: 'p%3A1' }, done: false })
    expect(afterPage({ since: 10 * DAY, end, page: 'p%3A1' }, end, '', present)).toEqual({ cursor: { since: 17 * DAY }, done: false })
    const last = { since: 98 * DAY }
    expect(windowEnd(last, present)).toBe(present)
    expect(afterPage(last, present, '', present)).toEqual({ cursor: { since: present + 1 - 60_000, seen: present }, done: true })
    // The next run reads that minute again, knowing where the last one ended (its skipped fills were counted).
    expect(storedWindow({ since: present + 1 - 60_000, seen: present }, 0)).toEqual({ since: present + 1 - 60_000, seen: present })
    expect(afterPage({ since: present + 1 - 60_000, seen: present }, present + DAY, '', present + DAY)).toEqual({
      cursor: { since: present + DAY + 1 - 60_000, seen: present + DAY },
      done: true,
    })
    // A stored page resumes its window; a cursor that does not move is a broken answer.
    expect(storedWindow({ since: 10 * DAY, end, page: 'p%3A1' }, 0)).toEqual({ since: 10 * DAY, end, page: 'p%3A1' })
    expect(codeOf(() => afterPage({ since: 10 * DAY, end, page: 'p%3A1' }, end, 'p%3A1', present))).toBe('bad_answer')
    expect(storedWindow({ since: 'yesterday' }, 5)).toEqual({ since: 5 })
  })
})
