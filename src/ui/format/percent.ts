import { numberFormat } from './intl-cache'
import { EMPTY_VALUE, toIntlNumeric, type NumericInput } from './numeric-input'

export interface PercentFormatOptions {
  /** Fixed number of decimals; default 2 (62.50%), so columns line up. */
  decimals?: number
  /** +12.34% / −3.10% for ROI and P&L; zero stays unsigned. */
  signed?: boolean
}

/**
 * A ratio as a percentage: 0.1234 -> '12.34%'. Values already in percent points (12.34) must be
 * divided by 100 by the caller; one convention avoids the classic 1234% bug.
 */
export function formatPercent(ratio: NumericInput | null | undefined, locale: string, options: PercentFormatOptions = {}): string {
  const numeric = toIntlNumeric(ratio)
  if (numeric === null) return EMPTY_VALUE
  const decimals = options.decimals ?? 2
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: options.signed ? 'exceptZero' : 'negative',
  }).format(numeric)
}
