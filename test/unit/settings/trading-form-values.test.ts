import { describe, expect, it } from 'vitest'
import { TRADING_DEFAULTS } from '../../../src/domain'
import { OTHER_EXCHANGE } from '../../../src/features/accounts/account-form-values'
import { readTradingForm, timeZoneChoices, tradingFormValues, type TradingFormValues } from '../../../src/features/settings/trading-form-values'

const accounts = [{ id: 'acc-1' }]
const values = (fields: Partial<TradingFormValues> = {}): TradingFormValues => ({ ...tradingFormValues(TRADING_DEFAULTS, { timeZone: null }), ...fields })

describe('tradingFormValues', () => {
  it('shows the defaults, the device zone as blank', () => {
    expect(values()).toEqual({ breakevenBand: '0', timeZone: '', defaultExchange: '', otherExchange: '', defaultAccountId: '', initialCapital: '0' })
  })

  it('shows an exchange outside the partner list as Other', () => {
    const shown = tradingFormValues({ ...TRADING_DEFAULTS, defaultExchange: 'Hyperliquid' }, { timeZone: 'Europe/Madrid' })
    expect(shown).toMatchObject({ defaultExchange: OTHER_EXCHANGE, otherExchange: 'Hyperliquid', timeZone: 'Europe/Madrid' })
  })
})

describe('readTradingForm', () => {
  it.each([
    ['the defaults', values(), { defaults: { breakevenBand: '0', defaultExchange: null, defaultAccountId: null, initialCapital: '0' }, timeZone: null }],
    [
      'everything set',
      values({ breakevenBand: '0,5', timeZone: 'America/New_York', defaultExchange: 'Bybit', defaultAccountId: 'acc-1', initialCapital: '10000' }),
      { defaults: { breakevenBand: '0.5', defaultExchange: 'Bybit', defaultAccountId: 'acc-1', initialCapital: '10000' }, timeZone: 'America/New_York' },
    ],
    [
      'another exchange',
      values({ defaultExchange: OTHER_EXCHANGE, otherExchange: ' Hyperliquid ' }),
      { defaults: { breakevenBand: '0', defaultExchange: 'Hyperliquid', defaultAccountId: null, initialCapital: '0' }, timeZone: null },
    ],
  ])('accepts %s', (_case, input, expected) => {
    expect(readTradingForm(input, accounts)).toEqual({ ok: true, value: expected })
  })

  it.each([
    ['a negative band', values({ breakevenBand: '-1' }), { breakevenBand: 'MUST_NOT_BE_NEGATIVE' }],
    ['a blank band', values({ breakevenBand: '' }), { breakevenBand: 'REQUIRED' }],
    ['text as capital', values({ initialCapital: 'ten' }), { initialCapital: 'NOT_A_NUMBER' }],
    ['negative capital', values({ initialCapital: '-100' }), { initialCapital: 'MUST_NOT_BE_NEGATIVE' }],
    ['an unknown zone', values({ timeZone: 'Mars/Olympus' }), { timeZone: 'INVALID_TIME_ZONE' }],
    ['a blank other exchange', values({ defaultExchange: OTHER_EXCHANGE }), { otherExchange: 'REQUIRED' }],
    ['a deleted account', values({ defaultAccountId: 'gone' }), { defaultAccountId: 'UNKNOWN_ACCOUNT' }],
  ])('refuses %s', (_case, input, errors) => {
    expect(readTradingForm(input, accounts)).toEqual({ ok: false, errors })
  })
})

describe('timeZoneChoices', () => {
  it('lists the browser zones with UTC, and keeps a stored zone the browser lacks', () => {
    const supported = () => ['Europe/Madrid', 'Asia/Tokyo']
    expect(timeZoneChoices('', supported)).toEqual(['UTC', 'Europe/Madrid', 'Asia/Tokyo'])
    expect(timeZoneChoices('Asia/Tokyo', supported)).toEqual(['UTC', 'Europe/Madrid', 'Asia/Tokyo'])
    expect(timeZoneChoices('Etc/GMT+5', supported)).toEqual(['Etc/GMT+5', 'UTC', 'Europe/Madrid', 'Asia/Tokyo'])
    expect(
      timeZoneChoices('', () => {
        throw new Error('old browser')
      }),
    ).toEqual(['UTC'])
  })
})
