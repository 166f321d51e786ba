import { describe, expect, it } from 'vitest'
import { defaultImportAccount, NEW_ACCOUNT } from '../../../src/features/imports/import-account'

const binance = { id: 'binance', exchange: 'binance' }
const bybit = { id: 'bybit', exchange: 'bybit' }
const prop = { id: 'prop' }

describe('defaultImportAccount', () => {
  it.each<[string, Array<{ id: string; exchange?: string }>, string | undefined, string | undefined, string]>([
    ['the default account, on the file exchange', [bybit, binance], 'binance', 'binance', 'binance'],
    ['another account on the file exchange, not the default on another', [binance, bybit], 'binance', 'bybit', 'bybit'],
    ['a new account rather than one of another exchange', [binance], 'binance', 'bybit', NEW_ACCOUNT],
    ['a new account rather than the first, of another exchange', [binance], undefined, 'bybit', NEW_ACCOUNT],
    ['the default account on no exchange (a prop challenge)', [binance, prop], 'prop', 'bybit', 'prop'],
    ['exchange names compared without case', [{ id: 'okx', exchange: 'OKX' }], undefined, 'okx', 'okx'],
    ['no exchange detected: the default account', [binance, bybit], 'bybit', undefined, 'bybit'],
    ['no exchange detected, no default: the first', [binance, bybit], undefined, undefined, 'binance'],
    ['no accounts at all', [], undefined, 'bybit', NEW_ACCOUNT],
  ])('%s', (_name, accounts, defaultAccountId, exchange, expected) => {
    expect(defaultImportAccount(accounts, defaultAccountId, exchange)).toBe(expected)
  })
})
