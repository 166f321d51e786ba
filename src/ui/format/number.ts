import { numberFormat } from './intl-cache'
import { EMPTY_VALUE, magnitude, toIntlNumeric, type NumericInput } from './numeric-input'

export interface NumberFormatOptions {
  minDecimals?: number
  /** Default 2. */
  maxDecimals?: number
  /** 1.2K, 3.4M (for chart axes and summary cards). */
  compact?: boolean
  /** Always show the sign (+12 / −3), for P&L; zero stays unsigned. */
  signed?: boolean
}

const sign = (signed: boolean | undefined) => (signed ? 'exceptZero' : 'negative')

/** A plain number in the reader's locale: 1,234.5 (en), 1234,5 (es), 1.234,5 (pt). */
export function formatNumber(value: NumericInput | null | undefined, locale: string, options: NumberFormatOptions = {}): string {
  const numeric = toIntlNumeric(value)
  if (numeric === null) return EMPTY_VALUE
  const maxDecimals = options.maxDecimals ?? (options.compact ? 1 : 2)
  return numberFormat(locale, {
    notation: options.compact ? 'compact' : 'standard',
    minimumFractionDigits: Math.min(options.minDecimals ?? 0, maxDecimals),
    maximumFractionDigits: maxDecimals,
    signDisplay: sign(options.signed),
  }).format(numeric)
}

/**
 * A crypto quantity (0.00012 BTC, 1,500 DOGE): as many decimals as it has, up to `maxDecimals`
 * (default 8), so small positions never round to 0.
 */
export function formatQuantity(value: NumericInput | null | undefined, locale: string, maxDecimals = 8): string {
  const numeric = toIntlNumeric(value)
  if (numeric === null) return EMPTY_VALUE
  const decimals = magnitude(numeric) >= 1000 ? Math.min(2, maxDecimals) : maxDecimals
  return numberFormat(locale, { maximumFractionDigits: decimals, signDisplay: 'negative' }).format(numeric)
}
