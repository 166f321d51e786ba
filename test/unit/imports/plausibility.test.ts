import { describe, expect, it } from 'vitest'
import type { FillDraft } from '../../../src/domain/imports'
import { implausibility } from '../../../src/domain/imports/session/plausibility'
import { parsed } from './support'

/** The gate before 'OK': a fill that contradicts its own row is refused with the reason. */

const fill: FillDraft = {
  exchange: 'okx',
  symbol: 'BTC-USDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marketType: 'spot',
  side: 'buy',
  price: '30200',
  quantity: '0.02378',
  executedAt: '2023-06-10T04:00:00.000Z',
  rowNumber: 2,
}

describe('plausibility gate', () => {
  it.each([
    { name: 'amount agrees', change: { quoteQuantity: '718.156' }, joined: false, problem: undefined },
    { name: 'amount within rounding and an included fee (2 %)', change: { quoteQuantity: '725' }, joined: false, problem: undefined },
    { name: 'the quote amount read as a quantity', change: { quantity: '718.40213', quoteQuantity: '718.40213' }, joined: false, problem: 'AMOUNT_MISMATCH' },
    { name: 'joined legs whose amounts differ', change: { quoteQuantity: '7181.56' }, joined: true, problem: 'LEGS_UNBALANCED' },
    {
      name: 'contracts times their value',
      change: { marketType: 'linear', quantity: '2', contractSize: '0.01', price: '30000', quoteQuantity: '600' },
      joined: false,
      problem: undefined,
    },
    { name: 'inverse sizes are not quote amounts', change: { marketType: 'inverse', quantity: '100', quoteQuantity: '0.0033' }, joined: false, problem: undefined },
    { name: 'fee in the base coin', change: { fee: '0.00002', feeAsset: 'BTC' }, joined: false, problem: undefined },
    { name: "fee in an exchange's fee token", change: { fee: '0.001', feeAsset: 'BNB' }, joined: false, problem: undefined },
    { name: 'fee in a coin of neither side', change: { fee: '0.5', feeAsset: 'EUR' }, joined: false, problem: 'FEE_COIN_MISMATCH' },
    { name: 'a zero fee in any coin', change: { fee: '0', feeAsset: 'EUR' }, joined: false, problem: undefined },
  ] as const)('$name', ({ change, joined, problem }) => {
    expect(implausibility({ ...fill, ...change }, joined)).toBe(problem)
  })

  it('refuses such rows in an import, names them, and keeps the others', () => {
    const text = [
      'Date(UTC),Symbol,Side,Price,Quantity,Amount,Fee,Realized Profit',
      '2024-03-05 12:00:00,SOLUSDT,SELL,120,10,1200,0.48,150',
      '2024-03-05 11:00:00,SOLUSDT,BUY,110,10,11,0.44,0',
      '2024-03-05 10:00:00,SOLUSDT,BUY,100,10,1000,0.4 EUR,0',
    ].join('\n')
    const result = parsed(text)
    expect(result.fills.map((f) => f.rowNumber)).toEqual([2])
    expect(result.summary).toMatchObject({ fillCount: 1, errorRowCount: 2 })
    expect(result.summary.issues).toEqual([
      { severity: 'error', code: 'AMOUNT_MISMATCH', row: 3 },
      { severity: 'error', code: 'FEE_COIN_MISMATCH', row: 4 },
    ])
  })
})
