import { canonicalDecimal, compare, parseDecimal, tryParseDecimal, ZERO } from '../decimal'

/** Why a number typed into a plan's form was refused. */
export type NumberProblem = 'required' | 'notNumber' | 'notPositive' | 'negative' | 'tooLarge' | 'notWhole'

export type NumberRead = { readonly ok: true; readonly value: string | undefined } | { readonly ok: false; readonly problem: NumberProblem }

export interface NumberRules {
  readonly required?: boolean
  /** 'positive': above 0 (the default); 'nonNegative': 0 or more. */
  readonly sign?: 'positive' | 'nonNegative'
  /** Largest value allowed, inclusive. */
  readonly max?: string
  readonly whole?: boolean
}

/**
 * Reads a number typed by the trader as exact decimal text. A single comma with no dot is a decimal
 * comma ('0,5' in Spanish and Portuguese); anything else with a comma is refused rather than guessed.
 */
export function readNumber(text: string, rules: NumberRules = {}): NumberRead {
  const trimmed = text.trim()
  if (trimmed === '') return rules.required ? { ok: false, problem: 'required' } : { ok: true, value: undefined }
  const commas = (trimmed.match(/,/g) ?? []).length
  const normalised = commas === 1 && !trimmed.includes('.') ? trimmed.replace(',', '.') : trimmed
  const parsed = tryParseDecimal(normalised)
  if (!parsed.ok) return { ok: false, problem: 'notNumber' }
  const sign = compare(parsed.value, ZERO)
  if ((rules.sign ?? 'positive') === 'positive' ? sign <= 0 : sign < 0) return { ok: false, problem: (rules.sign ?? 'positive') === 'positive' ? 'notPositive' : 'negative' }
  if (rules.whole && parsed.value.scale > 0) return { ok: false, problem: 'notWhole' }
  if (rules.max !== undefined && compare(parsed.value, parseDecimal(rules.max)) > 0) return { ok: false, problem: 'tooLarge' }
  return { ok: true, value: canonicalDecimal(normalised) }
}

/** A stored number of a definition, or undefined when absent or unreadable. */
export function storedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || !tryParseDecimal(value).ok) return undefined
  return Number(value)
}

/** Stored decimal text, or undefined when absent or unreadable. */
export function storedDecimal(value: unknown): string | undefined {
  return typeof value === 'string' && tryParseDecimal(value).ok ? canonicalDecimal(value) : undefined
}
