import { formatNumber } from './number'
import { numberFormat } from './intl-cache'
import { EMPTY_VALUE, magnitude, toIntlNumeric, type NumericInput } from './numeric-input'

export interface MoneyFormatOptions {
  /** ISO 4217 code; default 'USD' (the spec keeps initial capital in dollars). */
  currency?: string
  /** +$12.50 / −$3.00 for P&L; zero stays unsigned. */
  signed?: boolean
  /** $1.2K, $3.4M. */
  compact?: boolean
  /**
   * Fixed decimals. Without it: cents for amounts of 1 and more, and up to 8 decimals below 1, so
   * a $0.00004 fee or a tiny coin's price is not shown as $0.00.
   */
  decimals?: number
}

/**
 * Money from a decimal string (exact, as stored) or a number, in the given locale:
 * formatMoney('1234.5', 'en') -> '$1,234.50'; formatMoney('1234.5', 'es') -> '1234,50 US$'.
 */
export function formatMoney(amount: NumericInput | null | undefined, locale: string, options: MoneyFormatOptions = {}): string {
  const numeric = toIntlNumeric(amount)
  if (numeric === null) return EMPTY_VALUE
  const { currency = 'USD', signed = false, compact = false, decimals } = options
  const small = magnitude(numeric) < 1 && magnitude(numeric) > 0
  const min = decimals ?? (compact ? 0 : 2)
  const max = decimals ?? (compact ? 1 : small ? 8 : 2)
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
