import type { DecimalString } from '../../domain/common'
import { canonicalDecimal } from '../../domain/decimal'
import { decimalProblem, normaliseDecimalText } from '../../domain/trades'

export type AmountProblem = 'REQUIRED' | 'NOT_A_NUMBER' | 'EXPONENT_NOT_ALLOWED' | 'TOO_MANY_DECIMALS' | 'MUST_NOT_BE_NEGATIVE' | 'THOUSANDS_SEPARATOR'

export type AmountRead = { readonly ok: true; readonly value: DecimalString | undefined } | { readonly ok: false; readonly problem: AmountProblem }

/**
 * Reads a money amount typed in a form (initial capital, breakeven band): zero or more, exact. A
 * decimal comma is read as the trade form reads it (es and pt keyboards); `10,000` is refused rather
 * than guessed: on an English keyboard it means ten thousand, on a Spanish one ten.
 */
export function readAmount(text: string, options: { readonly required: boolean }): AmountRead {
  if (text.trim() === '') return options.required ? { ok: false, problem: 'REQUIRED' } : { ok: true, value: undefined }
  const normalised = normaliseDecimalText(text)
  const problem = decimalProblem(normalised, 'nonNegative')
  if (problem) return { ok: false, problem: problem as AmountProblem }
  return { ok: true, value: canonicalDecimal(normalised) }
}
