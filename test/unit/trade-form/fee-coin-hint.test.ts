import { describe, expect, it } from 'vitest'
import { feeCoinHint } from '../../../src/features/trade-form/fee-coin-hint'
import { emptyTradeFormValues, type TradeFormValues } from '../../../src/features/trade-form/trade-form-values'

const typed = (changes: Partial<TradeFormValues>): TradeFormValues => ({ ...emptyTradeFormValues(), symbol: 'BTCUSDT', side: 'long', ...changes })
const PRICES = { BNB: '600' }

describe('the note under a fee paid in another coin', () => {
  it.each([
    ['BNB on a USDT pair, priced', { tradingFee: '0.0035', feeAsset: 'bnb' }, PRICES, { kind: 'priced', coin: 'BNB', fee: '0.0035', price: '600', inQuote: '2.1', quote: 'USDT' }],
    ['a decimal comma', { tradingFee: '0,0035', feeAsset: 'BNB' }, PRICES, { kind: 'priced', coin: 'BNB', fee: '0.0035', price: '600', inQuote: '2.1', quote: 'USDT' }],
    [
      'rounded to 8 decimals',
      { tradingFee: '0.000000123', feeAsset: 'BNB' },
      { BNB: '612.37' },
      { kind: 'priced', coin: 'BNB', fee: '0.000000123', price: '612.37', inQuote: '0.00007532', quote: 'USDT' },
    ],
    ['BNB with no price set', { tradingFee: '0.0035', feeAsset: 'BNB' }, {}, { kind: 'unpriced', coin: 'BNB', quote: 'USDT' }],
    ['BNB with no fee typed yet, no price', { feeAsset: 'BNB' }, {}, { kind: 'unpriced', coin: 'BNB', quote: 'USDT' }],
    ['BNB with no fee typed yet, priced: nothing to convert', { feeAsset: 'BNB' }, PRICES, undefined],
    ['a fee the field refuses', { tradingFee: 'abc', feeAsset: 'BNB' }, PRICES, undefined],
    ['the quote coin', { tradingFee: '1.2', feeAsset: 'USDT' }, PRICES, undefined],
    ['the base coin', { tradingFee: '0.0001', feeAsset: 'BTC' }, PRICES, undefined],
    ['no fee coin (the quote coin)', { tradingFee: '1.2' }, PRICES, undefined],
    ['a BTC pair: a dollar price says nothing there', { symbol: 'ETHBTC', tradingFee: '0.0035', feeAsset: 'BNB' }, PRICES, undefined],
    ['no symbol yet', { symbol: '', tradingFee: '0.0035', feeAsset: 'BNB' }, PRICES, undefined],
  ])('%s', (_name, changes, prices, expected) => {
    expect(feeCoinHint(typed(changes), prices)).toEqual(expected)
  })
})
