import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { feeCoinPricesDraft, readFeeCoinPrices, samePrices } from '../../../src/features/imports/fee-coin-prices-form'
import { noticeMessage } from '../../../src/features/imports/import-messages'
import { feeCoinsOf } from '../../../src/features/imports/import-summary'

i18n.loadAndActivate({ locale: 'en', messages: {} })

describe('the fee coin prices form', () => {
  it('lists the stored coins and the suggested ones, each once, alphabetically', () => {
    expect(feeCoinPricesDraft({ KCS: '9.5' }, ['BNB', 'KCS'])).toEqual({ prices: { BNB: '', KCS: '9.5' }, newCoin: '', newPrice: '' })
  })

  it.each([
    ['a price for a listed coin', { prices: { BNB: '612.40' } }, { ok: true, prices: { BNB: '612.4' } }],
    ['a decimal comma', { prices: { BNB: '612,4' } }, { ok: true, prices: { BNB: '612.4' } }],
    ['an emptied price removes the coin', { prices: { BNB: '', KCS: '9' } }, { ok: true, prices: { KCS: '9' } }],
    ['a new coin, typed in lower case', { newCoin: ' gt ', newPrice: '0.45' }, { ok: true, prices: { GT: '0.45' } }],
    ['zero', { prices: { BNB: '0' } }, { ok: false, errors: { BNB: 'ZERO' } }],
    ['negative', { prices: { BNB: '-600' } }, { ok: false, errors: { BNB: 'MUST_NOT_BE_NEGATIVE' } }],
    ['not a number', { prices: { BNB: 'six hundred' } }, { ok: false, errors: { BNB: 'NOT_A_NUMBER' } }],
    ['a thousands separator', { prices: { BNB: '1,000.5' } }, { ok: false, errors: { BNB: 'THOUSANDS_SEPARATOR' } }],
    ['a new coin without a price', { newCoin: 'GT' }, { ok: false, errors: { newPrice: 'REQUIRED' } }],
    ['a price without a coin', { newPrice: '3' }, { ok: false, errors: { newCoin: 'COIN_FORMAT' } }],
    ['a ticker that is not one', { newCoin: 'B N B', newPrice: '3' }, { ok: false, errors: { newCoin: 'COIN_FORMAT' } }],
    ['a coin already listed', { prices: { BNB: '600' }, newCoin: 'bnb', newPrice: '3' }, { ok: false, errors: { newCoin: 'COIN_LISTED' } }],
    ['every problem at once', { prices: { BNB: '0' }, newCoin: '?', newPrice: 'x' }, { ok: false, errors: { BNB: 'ZERO', newCoin: 'COIN_FORMAT', newPrice: 'NOT_A_NUMBER' } }],
  ])('%s', (_name, typed, expected) => {
    expect(readFeeCoinPrices({ prices: {}, newCoin: '', newPrice: '', ...typed })).toEqual(expected)
  })

  it.each([
    [{ BNB: '600' }, { BNB: '600' }, true],
    [{ BNB: '600' }, { BNB: '601' }, false],
    [{ BNB: '600' }, { BNB: '600', KCS: '9' }, false],
    [{}, {}, true],
  ])('samePrices(%j, %j) is %s', (a, b, expected) => {
    expect(samePrices(a, b)).toBe(expected)
  })
})

describe('fee coins of the chosen files', () => {
  it('gathers each coin once from the files read so far', () => {
    const notices = (...coins: string[]) => ({ summary: { notices: coins.map((detail) => ({ code: 'FEE_COIN_PRICE' as const, detail })) } })
    expect(feeCoinsOf([notices('KCS', 'BNB'), {}, notices('BNB'), { summary: { notices: [{ code: 'TIME_ZONE_ASSUMED' as const }] } }])).toEqual(['BNB', 'KCS'])
  })

  it.each([
    [{}, 'left out of the net P&L until you give BNB a price in US dollars under Fee coin prices below'],
    [{ BNB: '612.4' }, 'they count at 1 BNB = 612.4 US dollars, your price under Fee coin prices'],
  ])('the notice with prices %j', (prices, text) => {
    expect(noticeMessage('usdm.csv', { code: 'FEE_COIN_PRICE', detail: 'BNB' }, prices)).toContain(text)
  })

  it('the notice for such fees on pairs not quoted in dollars', () => {
    expect(noticeMessage('spot.csv', { code: 'FEE_COIN_NOT_CONVERTED', detail: 'BNB' }, { BNB: '600' })).toBe(
      'spot.csv has fees paid in BNB on pairs not quoted in US dollars, where a fee coin price does not apply: those fees are not counted in the net P&L.',
    )
  })
})
