import { describe, expect, it } from 'vitest'
import type { Account } from '../../../src/domain'
import { accountFormValues, OTHER_EXCHANGE, readAccountForm, type AccountFormValues } from '../../../src/features/accounts/account-form-values'

const account = (fields: Partial<Account> = {}): Account => ({
  id: 'a1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  isDeleted: false,
  name: 'Bybit main',
  kind: 'exchange',
  exchange: 'Bybit',
  baseCurrency: 'USDT',
  initialCapital: '2500',
  archived: false,
  ...fields,
})

const existing = [account(), account({ id: 'a2', name: 'Old', isDeleted: true })]
const values = (fields: Partial<AccountFormValues> = {}): AccountFormValues => ({ ...accountFormValues(), name: 'Prop eval', initialCapital: '50000', ...fields })

describe('accountFormValues', () => {
  it('starts a new account as an exchange sub-account in USDT', () => {
    expect(accountFormValues()).toEqual({ name: '', kind: 'exchange', exchange: '', otherExchange: '', baseCurrency: 'USDT', initialCapital: '' })
  })

  it.each([
    ['a partner exchange', 'Bybit', { exchange: 'Bybit', otherExchange: '' }],
    ['another exchange', 'Hyperliquid', { exchange: OTHER_EXCHANGE, otherExchange: 'Hyperliquid' }],
    ['no exchange', undefined, { exchange: '', otherExchange: '' }],
  ])('shows %s', (_case, exchange, expected) => {
    expect(accountFormValues(account({ exchange }))).toMatchObject(expected)
  })
})

describe('readAccountForm', () => {
  it.each([
    ['a new account', values(), { name: 'Prop eval', kind: 'exchange', exchange: undefined, baseCurrency: 'USDT', initialCapital: '50000' }],
    ['a partner exchange', values({ exchange: 'OKX', kind: 'propChallenge' }), { exchange: 'OKX', kind: 'propChallenge' }],
    ['another exchange, trimmed', values({ exchange: OTHER_EXCHANGE, otherExchange: ' Hyperliquid ' }), { exchange: 'Hyperliquid' }],
    ['the name trimmed and folded', values({ name: '  Paper   BTC ' }), { name: 'Paper BTC' }],
    ['a decimal comma', values({ initialCapital: '1000,5' }), { initialCapital: '1000.5' }],
    ['zero capital', values({ initialCapital: '0', kind: 'paper' }), { initialCapital: '0', kind: 'paper' }],
    ['the name of a deleted account', values({ name: 'old' }), { name: 'old' }],
  ])('accepts %s', (_case, input, expected) => {
    const result = readAccountForm(input, existing)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.fields).toMatchObject(expected)
  })

  it.each([
    ['a blank name', values({ name: '  ' }), { name: 'REQUIRED' }],
    ['a long name', values({ name: 'x'.repeat(61) }), { name: 'TOO_LONG' }],
    ['a taken name in another case', values({ name: 'BYBIT MAIN' }), { name: 'DUPLICATE' }],
    ['an unknown kind', values({ kind: 'casino' }), { kind: 'INVALID_KIND' }],
    ['other exchange left blank', values({ exchange: OTHER_EXCHANGE, otherExchange: ' ' }), { otherExchange: 'REQUIRED' }],
    ['other exchange too long', values({ exchange: OTHER_EXCHANGE, otherExchange: 'x'.repeat(41) }), { otherExchange: 'TOO_LONG' }],
    ['a bad currency', values({ baseCurrency: 'us dollars' }), { baseCurrency: 'INVALID_CURRENCY' }],
    ['no capital', values({ initialCapital: '' }), { initialCapital: 'REQUIRED' }],
    ['negative capital', values({ initialCapital: '-1' }), { initialCapital: 'MUST_NOT_BE_NEGATIVE' }],
    ['text as capital', values({ initialCapital: 'lots' }), { initialCapital: 'NOT_A_NUMBER' }],
    ['several problems at once', values({ name: '', initialCapital: '-3' }), { name: 'REQUIRED', initialCapital: 'MUST_NOT_BE_NEGATIVE' }],
  ])('refuses %s', (_case, input, errors) => {
    expect(readAccountForm(input, existing)).toEqual({ ok: false, errors })
  })

  it('lets an account keep its own name when edited', () => {
    expect(readAccountForm(accountFormValues(account()), existing, 'a1').ok).toBe(true)
  })
})
