/** Shown wherever a value is missing or unreadable, instead of "NaN" or a crash. */
export const EMPTY_VALUE = '—'

/** Prices, quantities and fees arrive as decimal strings (exact) or as numbers (statistics). */
export type NumericInput = number | string

// Plain decimal notation with an optional exponent: what the database stores and Intl accepts.
const DECIMAL_PATTERN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

type IntlNumeric = number | `${number}`

/**
 * The value in a form Intl.NumberFormat formats exactly: a decimal string is passed through as a
 * string (Intl formats it without going through a float, so 18 decimals survive), a number as is.
 * Anything else (empty, 'abc', NaN, Infinity) is null.
 */
export function toIntlNumeric(value: NumericInput | null | undefined): IntlNumeric | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return DECIMAL_PATTERN.test(trimmed) ? (trimmed as `${number}`) : null
}

/** Magnitude only, for choosing how many decimals to show; never used for the digits themselves. */
export function magnitude(value: IntlNumeric): number {
  return Math.abs(Number(value))
}
