import { formatNumber } from './number'
import { numberFormat } from './intl-cache'
import { EMPTY_VALUE, magnitude, toIntlNumeric, type NumericInput } from './numeric-input'

export interface MoneyFormatOptions {
  /** ISO 4217 code; default 'USD' (docs/product.md keeps initial capital in dollars). */
  currency?: string
  /** +$12.50 / −$3.00 for P&L; zero stays unsigned. */
  signed?: boolean
  /** $1.2K, $3.4M. */
  compact?: boolean
  /**
   * Fixed decimals. Without it: cents for amounts of 1 and more. Below 1, a coin (BTC, ETH...) shows
   * up to 8 decimals, and cash (a fiat currency or a dollar stablecoin) two significant digits, at
   * least cents: $0.79 rather than $0.79283264, and a $0.00004 fee not as $0.00.
   */
  decimals?: number
}

/** Dollar stablecoins, counted as cash: amounts in them read like dollars. */
const STABLECOINS: ReadonlySet<string> = new Set(['USDT', 'USDC', 'BUSD', 'FDUSD', 'TUSD', 'DAI', 'USDP', 'PYUSD', 'USDE', 'USDD'])
let fiatCodes: ReadonlySet<string> | undefined

/** A fiat currency (an ISO 4217 code Intl knows) or a dollar stablecoin. */
function isCash(currency: string): boolean {
  const code = currency.toUpperCase()
  if (STABLECOINS.has(code)) return true
  fiatCodes ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : ['USD', 'EUR', 'GBP'])
  return fiatCodes.has(code)
}

/** Decimals that show two significant digits of an amount below 1 (at least 2, at most 8). */
function smallAmountDecimals(size: number): number {
  return Math.min(8, Math.max(2, 1 - Math.floor(Math.log10(size))))
}

/**
 * Money from a decimal string (exact, as stored) or a number, in the given locale:
 * formatMoney('1234.5', 'en') -> '$1,234.50'; formatMoney('1234.5', 'es') -> '1234,50 US$'.
 */
export function formatMoney(amount: NumericInput | null | undefined, locale: string, options: MoneyFormatOptions = {}): string {
  const numeric = toIntlNumeric(amount)
  if (numeric === null) return EMPTY_VALUE
  const { currency = 'USD', signed = false, compact = false, decimals } = options
  const size = magnitude(numeric)
  const small = size < 1 && size > 0
  const min = decimals ?? (compact ? 0 : 2)
  const max = decimals ?? (compact ? 1 : !small ? 2 : isCash(currency) ? smallAmountDecimals(size) : 8)
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      notation: compact ? 'compact' : 'standard',
      minimumFractionDigits: Math.min(min, max),
      maximumFractionDigits: max,
      signDisplay: signed ? 'exceptZero' : 'negative',
    }).format(numeric)
  } catch {
    // An unknown currency code (corrupted preference) must not break a screen: show the number and code.
    return `${formatNumber(amount, locale, { minDecimals: min, maxDecimals: max, compact, signed })} ${currency}`
  }
}
