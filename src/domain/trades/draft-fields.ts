import * as v from 'valibot'
import type { IsoInstant } from '../common'
import { compare, type Decimal, tryParseDecimal, ZERO } from '../decimal'
import type { TradeDraftErrorCode } from './trade-draft-codes'
import { isValidTimeZone, wallTimeToEpochMs } from './trade-time'

/** What a decimal field accepts beyond being a number. */
export type DecimalRule = 'any' | 'positive' | 'nonNegative'

/** `60,000`, `1,250,000.5`: digits grouped by thousands with commas. */
const GROUPED_BY_THOUSANDS = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/

/**
 * Phones in es/pt locales type `60000,5`. The domain reads only a point, so a single comma becomes
 * one; text with both (`1.000,5`) is left alone and refused as not a number rather than guessed, and
 * so is `60,000`, sixty thousand on an English keyboard and sixty on a Spanish one.
 */
export function normaliseDecimalText(text: string): string {
  const trimmed = text.trim()
  if (trimmed.includes('.') || (trimmed.match(/,/g) ?? []).length !== 1 || AMBIGUOUS_COMMA.test(trimmed)) return trimmed
  return trimmed.replace(',', '.')
}

const AMBIGUOUS_COMMA = /^[+-]?[1-9]\d{0,2},\d{3}$/

/** The first problem with a decimal text, or undefined when it is fine. Empty text is not judged. */
export function decimalProblem(text: string, rule: DecimalRule): TradeDraftErrorCode | undefined {
  const parsed = tryParseDecimal(text)
  if (!parsed.ok) {
    if (parsed.code === 'EXPONENT_NOT_ALLOWED') return 'EXPONENT_NOT_ALLOWED'
    if (GROUPED_BY_THOUSANDS.test(text.trim())) return 'THOUSANDS_SEPARATOR'
    if (parsed.code === 'TOO_MANY_FRACTION_DIGITS') return 'TOO_MANY_DECIMALS'
    return 'NOT_A_NUMBER'
  }
  return ruleProblem(parsed.value, rule)
}

function ruleProblem(value: Decimal, rule: DecimalRule): TradeDraftErrorCode | undefined {
  if (rule === 'positive' && compare(value, ZERO) <= 0) return 'MUST_BE_POSITIVE'
  if (rule === 'nonNegative' && compare(value, ZERO) < 0) return 'MUST_NOT_BE_NEGATIVE'
  return undefined
}

/** Text with something other than spaces in it; blank (absent, null, spaces) counts as not given. */
export function isFilled(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== ''
}

/** A text field as the form types it: absent, null or a string. */
export const textInput = v.nullish(v.string('INVALID_TYPE'))

/** A decimal field; blank is refused with REQUIRED when `required`, else means "not given". */
export function decimalField(rule: DecimalRule, required: boolean) {
  return v.pipe(
    textInput,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      if (!isFilled(dataset.value)) {
        if (required) addIssue({ message: 'REQUIRED' })
        return
      }
      const problem = decimalProblem(dataset.value, rule)
      if (problem) addIssue({ message: problem })
    }),
  )
}

/** Free text up to `maxLength` characters. */
export function textField(maxLength: number) {
  return v.pipe(
    textInput,
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed && typeof dataset.value === 'string' && dataset.value.length > maxLength) addIssue({ message: 'TOO_LONG' })
    }),
  )
}

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/

/**
 * Reads a date and time: an ISO instant with `Z` or an offset (import path), or a local wall time
 * `YYYY-MM-DDTHH:mm[:ss[.sss]]` (an `<input type="datetime-local">`) in `timeZone`. Returns the
 * instant as `toISOString()` text, or undefined when the text is not a real date and time.
 */
export function readInstant(text: string, timeZone: string): IsoInstant | undefined {
  const trimmed = text.trim()
  if (HAS_ZONE.test(trimmed)) {
    if (!ISO_INSTANT.test(trimmed)) return undefined
    const epoch = Date.parse(trimmed.replace(' ', 'T'))
    return Number.isFinite(epoch) ? new Date(epoch).toISOString() : undefined
  }
  const match = LOCAL_TIME.exec(trimmed)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const wall = {
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: hour ?? 0,
    minute: minute ?? 0,
    second: second ?? 0,
    millisecond: Number((match[7] ?? '').padEnd(3, '0')),
  }
  // Reject 2025-02-30 and 25:00: a real calendar time survives a round trip through Date.UTC.
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second))
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    check.getUTCHours() !== wall.hour ||
    check.getUTCMinutes() !== wall.minute
  ) {
    return undefined
  }
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC'
  return new Date(wallTimeToEpochMs(wall, zone)).toISOString()
}

/** A date-time field; blank is refused with REQUIRED when `required`. */
export function instantField(timeZone: string, required: boolean) {
  return v.pipe(
    textInput,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      if (!isFilled(dataset.value)) {
        if (required) addIssue({ message: 'REQUIRED' })
        return
      }
      if (!readInstant(dataset.value, timeZone)) addIssue({ message: 'INVALID_DATE' })
    }),
  )
}
