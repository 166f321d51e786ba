import type { Account, DecimalString, Id, Profile, TradingDefaults } from '../../domain'
import { PARTNER_EXCHANGES } from '../../domain/partner-exchanges'
import { isValidTimeZone } from '../../domain/trades'
import { type AmountProblem, readAmount, MAX_EXCHANGE_LENGTH, OTHER_EXCHANGE } from '../accounts'

/** Settings > trading as typed. The time zone is the profile's (one source of truth for day buckets). */
export interface TradingFormValues {
  breakevenBand: string
  /** '' follows the device. */
  timeZone: string
  /** '' (none), a partner exchange, or OTHER_EXCHANGE. */
  defaultExchange: string
  otherExchange: string
  /** '' (none) or an account id. */
  defaultAccountId: string
  initialCapital: string
}

export type TradingFormField = keyof TradingFormValues

export type TradingFormProblem = AmountProblem | 'TOO_LONG' | 'INVALID_TIME_ZONE' | 'UNKNOWN_ACCOUNT'

export type TradingFormErrors = Partial<Record<TradingFormField, TradingFormProblem>>

export const TRADING_FORM_FIELDS: readonly TradingFormField[] = ['breakevenBand', 'timeZone', 'defaultExchange', 'otherExchange', 'defaultAccountId', 'initialCapital']

export interface TradingFormOutput {
  readonly defaults: {
    readonly breakevenBand: DecimalString
    readonly defaultExchange: string | null
    readonly defaultAccountId: Id | null
    readonly initialCapital: DecimalString
  }
  /** For the profile: null follows the device. */
  readonly timeZone: string | null
}

export type TradingFormResult = { readonly ok: true; readonly value: TradingFormOutput } | { readonly ok: false; readonly errors: TradingFormErrors }

const isPartner = (name: string) => (PARTNER_EXCHANGES as readonly string[]).includes(name)

/** The form's text for the stored defaults and profile zone. */
export function tradingFormValues(defaults: TradingDefaults, profile: Pick<Profile, 'timeZone'>): TradingFormValues {
  const exchange = defaults.defaultExchange ?? ''
  return {
    breakevenBand: defaults.breakevenBand,
    timeZone: profile.timeZone ?? '',
    defaultExchange: exchange === '' || isPartner(exchange) ? exchange : OTHER_EXCHANGE,
    otherExchange: exchange !== '' && !isPartner(exchange) ? exchange : '',
    defaultAccountId: defaults.defaultAccountId ?? '',
    initialCapital: defaults.initialCapital,
  }
}

/** Validates the form; `accounts` are the live accounts the default may point at. */
export function readTradingForm(values: TradingFormValues, accounts: readonly Pick<Account, 'id'>[]): TradingFormResult {
  const errors: TradingFormErrors = {}
  const band = readAmount(values.breakevenBand, { required: true })
  if (!band.ok) errors.breakevenBand = band.problem
  const capital = readAmount(values.initialCapital, { required: true })
  if (!capital.ok) errors.initialCapital = capital.problem

  const timeZone = values.timeZone.trim()
  if (timeZone !== '' && !isValidTimeZone(timeZone)) errors.timeZone = 'INVALID_TIME_ZONE'

  let defaultExchange: string | null = null
  if (values.defaultExchange === OTHER_EXCHANGE) {
    defaultExchange = values.otherExchange.trim()
    if (defaultExchange === '') errors.otherExchange = 'REQUIRED'
    else if (defaultExchange.length > MAX_EXCHANGE_LENGTH) errors.otherExchange = 'TOO_LONG'
  } else if (values.defaultExchange !== '') {
    defaultExchange = values.defaultExchange
  }

  const defaultAccountId = values.defaultAccountId === '' ? null : values.defaultAccountId
  if (defaultAccountId && !accounts.some((account) => account.id === defaultAccountId)) errors.defaultAccountId = 'UNKNOWN_ACCOUNT'

  if (!band.ok || !capital.ok || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    value: {
      defaults: { breakevenBand: band.value ?? '0', defaultExchange, defaultAccountId, initialCapital: capital.value ?? '0' },
      timeZone: timeZone === '' ? null : timeZone,
    },
  }
}

/** Every IANA zone the browser knows, with the stored one kept even if this browser lacks it. */
export function timeZoneChoices(stored: string, supported: () => readonly string[] = () => Intl.supportedValuesOf('timeZone')): string[] {
  let zones: string[]
  try {
    zones = [...supported()]
  } catch {
    zones = []
  }
  if (!zones.includes('UTC')) zones.unshift('UTC')
  if (stored !== '' && !zones.includes(stored)) zones.unshift(stored)
  return zones
}
