import type { Account, AccountKind, Id } from '../../domain'
import { PARTNER_EXCHANGES } from '../../domain/partner-exchanges'
import { type AmountProblem, readAmount } from './amount-text'

/** The kinds the form offers (issue 3); older kinds stay readable when editing. */
export const ACCOUNT_FORM_KINDS: readonly AccountKind[] = ['exchange', 'propChallenge', 'paper']

/** Quote and settlement coins traders count capital in. */
export const BASE_CURRENCIES = ['USDT', 'USDC', 'USD', 'BTC', 'ETH', 'EUR'] as const

/** The exchange select's value for a venue outside the partner list, typed in a text field. */
export const OTHER_EXCHANGE = '__other'

export const MAX_ACCOUNT_NAME_LENGTH = 60
/** The schema's limit for exchange names (trades and trading defaults use the same). */
export const MAX_EXCHANGE_LENGTH = 40

export interface AccountFormValues {
  name: string
  kind: string
  /** '' (none), a partner exchange, or OTHER_EXCHANGE. */
  exchange: string
  otherExchange: string
  baseCurrency: string
  initialCapital: string
}

export type AccountFormField = keyof AccountFormValues

export type AccountFormProblem = AmountProblem | 'TOO_LONG' | 'DUPLICATE' | 'INVALID_KIND' | 'INVALID_CURRENCY'

export type AccountFormErrors = Partial<Record<AccountFormField, AccountFormProblem>>

/** What the repository stores for the account's editable fields. */
export type AccountFields = Pick<Account, 'name' | 'kind' | 'exchange' | 'baseCurrency' | 'initialCapital'>

export type AccountFormResult = { readonly ok: true; readonly fields: AccountFields } | { readonly ok: false; readonly errors: AccountFormErrors }

/** Form order: the first invalid field in this order gets the focus. */
export const ACCOUNT_FORM_FIELDS: readonly AccountFormField[] = ['name', 'kind', 'exchange', 'otherExchange', 'baseCurrency', 'initialCapital']

const isPartner = (name: string) => (PARTNER_EXCHANGES as readonly string[]).includes(name)

/** The form's text for an account, or a new one's defaults. */
export function accountFormValues(account?: Account): AccountFormValues {
  if (!account) return { name: '', kind: 'exchange', exchange: '', otherExchange: '', baseCurrency: 'USDT', initialCapital: '' }
  const exchange = account.exchange ?? ''
  return {
    name: account.name,
    kind: account.kind,
    exchange: exchange === '' || isPartner(exchange) ? exchange : OTHER_EXCHANGE,
    otherExchange: exchange !== '' && !isPartner(exchange) ? exchange : '',
    baseCurrency: account.baseCurrency,
    initialCapital: account.initialCapital,
  }
}

const CURRENCY = /^[A-Z0-9]{2,10}$/

/**
 * Validates the form against the other live accounts (names are unique, ignoring case) and returns
 * the fields to store, or one problem per field.
 */
export function readAccountForm(values: AccountFormValues, existing: readonly Pick<Account, 'id' | 'name' | 'isDeleted'>[], selfId?: Id): AccountFormResult {
  const errors: AccountFormErrors = {}
  const name = values.name.trim().replace(/\s+/g, ' ')
  if (name === '') errors.name = 'REQUIRED'
  else if ([...name].length > MAX_ACCOUNT_NAME_LENGTH) errors.name = 'TOO_LONG'
  else if (existing.some((account) => !account.isDeleted && account.id !== selfId && account.name.trim().toLocaleLowerCase() === name.toLocaleLowerCase())) {
    errors.name = 'DUPLICATE'
  }

  const kinds: readonly string[] = ['exchange', 'propChallenge', 'paper', 'wallet', 'other']
  if (!kinds.includes(values.kind)) errors.kind = 'INVALID_KIND'

  let exchange: string | undefined
  if (values.exchange === OTHER_EXCHANGE) {
    exchange = values.otherExchange.trim()
    if (exchange === '') errors.otherExchange = 'REQUIRED'
    else if (exchange.length > MAX_EXCHANGE_LENGTH) errors.otherExchange = 'TOO_LONG'
  } else if (values.exchange !== '') {
    exchange = values.exchange
  }

  const baseCurrency = values.baseCurrency.trim().toUpperCase()
  if (!CURRENCY.test(baseCurrency)) errors.baseCurrency = 'INVALID_CURRENCY'

  const capital = readAmount(values.initialCapital, { required: true })
  if (!capital.ok) errors.initialCapital = capital.problem

  if (Object.keys(errors).length > 0 || !capital.ok) return { ok: false, errors }
  return {
    ok: true,
    fields: { name, kind: values.kind as AccountKind, exchange, baseCurrency, initialCapital: capital.value ?? '0' },
  }
}
