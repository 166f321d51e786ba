import { describe, expect, it } from 'vitest'
import { parseDecimal, toDecimalString } from '../../../src/domain/decimal'
import { parseImport } from '../../../src/domain/imports'
import { convertFillFee, parseRates, thirdFeeCoinOf } from '../../../src/domain/imports/aggregate/fill-math'
import type { AggregationFill } from '../../../src/domain/imports/aggregate/types'

const fill = (overrides: Partial<AggregationFill>): AggregationFill => ({
  exchange: 'binance',
  symbol: 'BTCUSDT',
  baseAsset: 'BTC',
  quoteAsset: 'USDT',
  marketType: 'linear',
  side: 'buy',
  price: '60000',
  quantity: '0.1',
  fee: '0.01',
  feeAsset: 'BNB',
  executedAt: '2024-03-02T10:00:00.000Z',
  dedupeKey: 'k',
  rowNumber: 1,
  ...overrides,
})

const shown = (converted: ReturnType<typeof convertFillFee>) =>
  'settlement' in converted ? { settlement: toDecimalString(converted.settlement) } : { asset: converted.asset, amount: toDecimalString(converted.amount) }

describe('a fee in a third coin', () => {
  // The trader's fee coin prices are in US dollars: they hold on dollar pairs only.
  it.each([
    ['BNB on a USDT pair, priced', {}, { BNB: '600' }, { settlement: '6' }],
    ['BNB on a USDC pair, priced', { symbol: 'BTCUSDC', quoteAsset: 'USDC' }, { BNB: '600' }, { settlement: '6' }],
    ['BNB on a USDT pair, no price', {}, {}, { asset: 'BNB', amount: '0.01' }],
    [
      'BNB on a BTC pair: a dollar price says nothing in BTC',
      { symbol: 'ETHBTC', baseAsset: 'ETH', quoteAsset: 'BTC', marketType: 'spot' as const, price: '0.05' },
      { BNB: '600' },
      { asset: 'BNB', amount: '0.01' },
    ],
    ['BNB on a EUR pair', { symbol: 'BTCEUR', quoteAsset: 'EUR', marketType: 'spot' as const }, { BNB: '600' }, { asset: 'BNB', amount: '0.01' }],
    // Inverse settles in the base coin: 6 USD at 60,000 USD per BTC.
    [
      'BNB on a coin-margined USD contract',
      { symbol: 'BTCUSD_PERP', quoteAsset: 'USD', marketType: 'inverse' as const, contractSize: '100' },
      { BNB: '600' },
      { settlement: '0.0001' },
    ],
    ['the quote coin needs no price', { feeAsset: 'USDT' }, {}, { settlement: '0.01' }],
    ['the base coin converts at the fill price', { feeAsset: 'BTC', fee: '0.0001' }, {}, { settlement: '6' }],
  ])('%s', (_name, overrides, prices, expected) => {
    const subject = fill(overrides)
    expect(shown(convertFillFee(subject, parseDecimal(subject.fee!), parseRates(prices)))).toEqual(expected)
  })

  it.each([
    ['BNB on BTCUSDT', {}, 'BNB'],
    ['lower-case fee coin', { feeAsset: 'bnb' }, 'BNB'],
    ['the quote coin', { feeAsset: 'USDT' }, undefined],
    ['the base coin', { feeAsset: 'BTC' }, undefined],
    ['no fee coin (the settlement coin)', { feeAsset: undefined }, undefined],
    ['no fee', { fee: undefined }, undefined],
  ])('thirdFeeCoinOf: %s', (_name, overrides, expected) => {
    expect(thirdFeeCoinOf(fill(overrides))).toBe(expected)
  })
})

describe('the file notice for fee coins without a price', () => {
  const header = 'Date(UTC),Symbol,Side,Price,Quantity,Amount,Fee,Fee Coin,Realized Profit'
  const noticesOf = (rows: string[]) => {
    const parsed = parseImport([header, ...rows].join('\n'))
    if (!parsed.ok) throw new Error('refused')
    return parsed.summary.notices
  }

  it.each([
    ['every fee in USDT', ['2024-03-02 10:00:00,BTCUSDT,BUY,61000,0.04,2440,0.97,USDT,0'], []],
    [
      'one coin, named once however many rows',
      ['2024-03-02 10:00:00,BTCUSDT,BUY,61000,0.04,2440,0.0017,BNB,0', '2024-03-02 11:00:00,BTCUSDT,SELL,62000,0.04,2480,0.0017,BNB,40'],
      [{ code: 'FEE_COIN_PRICE', detail: 'BNB' }],
    ],
    [
      'a BTC pair: said apart, as no dollar price converts it',
      ['2024-03-02 10:00:00,ETHBTC,BUY,0.05,1,0.05,0.0017,BNB,0', '2024-03-02 11:00:00,BTCUSDT,BUY,61000,0.04,2440,0.0017,BNB,0'],
      [
        { code: 'FEE_COIN_PRICE', detail: 'BNB' },
        { code: 'FEE_COIN_NOT_CONVERTED', detail: 'BNB' },
      ],
    ],
    [
      'two coins, in order',
      ['2024-03-02 10:00:00,BTCUSDT,BUY,61000,0.04,2440,0.0017,BNB,0', '2024-03-02 11:00:00,BTCUSDT,SELL,62000,0.04,2480,0.1,GT,40'],
      [
        { code: 'FEE_COIN_PRICE', detail: 'BNB' },
        { code: 'FEE_COIN_PRICE', detail: 'GT' },
      ],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(noticesOf(rows)).toEqual(expected)
  })
})
