import { describe, expect, it } from 'vitest'
import { summariseAccounts } from '../../../src/features/accounts/account-summary'
import { buildTrade } from '../domain/builders'

const options = { timeZone: 'UTC' }

describe('summariseAccounts', () => {
  it('counts live trades and sums closed net P&L per account and coin', () => {
    const trades = [
      // +20 USDT gross, 2 fee: +18
      buildTrade({ id: 't1', accountId: 'a', tradingFee: '2' }),
      // short from 110 to 100, 2 units: +20
      buildTrade({ id: 't2', accountId: 'a', side: 'short', entryPrice: '110', exitPrice: '100' }),
      // open: counted, no P&L
      buildTrade({ id: 't3', accountId: 'a', exitPrice: undefined, closedAt: undefined }),
      // trashed: ignored
      buildTrade({ id: 't4', accountId: 'a', isDeleted: true }),
      // loss on another account: -20
      buildTrade({ id: 't5', accountId: 'b', exitPrice: '90' }),
      // no account: ignored
      buildTrade({ id: 't6' }),
      // inverse BTCUSD, settles in BTC: 100 contracts of 1 USD, 100 -> 110: 100/100 - 100/110
      buildTrade({ id: 't7', accountId: 'b', symbol: 'BTCUSD', baseAsset: 'BTC', quoteAsset: 'USD', marketType: 'inverse', quantity: '100', contractSize: '1' }),
    ]
    const summaries = summariseAccounts(trades, options)
    expect(summaries.get('a')).toEqual({ trades: 3, netPnl: [{ asset: 'USDT', amount: '38' }] })
    const b = summaries.get('b')
    expect(b?.trades).toBe(2)
    expect(b?.netPnl.map((entry) => entry.asset)).toEqual(['BTC', 'USDT'])
    expect(b?.netPnl.find((entry) => entry.asset === 'USDT')?.amount).toBe('-20')
    expect(Number(b?.netPnl.find((entry) => entry.asset === 'BTC')?.amount)).toBeCloseTo(100 / 100 - 100 / 110, 8)
    expect(summaries.has('c')).toBe(false)
  })

  it('uses a P&L the exchange stated', () => {
    const summaries = summariseAccounts([buildTrade({ accountId: 'a', overrides: { netPnl: '12.5' } })], options)
    expect(summaries.get('a')?.netPnl).toEqual([{ asset: 'USDT', amount: '12.5' }])
  })
})
