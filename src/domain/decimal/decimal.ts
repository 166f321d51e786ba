/**
 * Exact decimal numbers on BigInt scaled integers: value = coefficient / 10^scale. Money is stored as
 * decimal strings (docs/architecture.md, "Data"); arithmetic on them goes through here so a trade's P&L
 * and fees never pick up binary floating-point noise. Only division rounds, at a scale the caller
 * states. No dependency: BigInt covers what a trade needs.
 */

export interface Decimal {
  /** Signed integer; the value is `coefficient / 10^scale`. Kept without trailing zeros. */
  readonly coefficient: bigint
  /** Number of fraction digits, >= 0. */
  readonly scale: number
}

/** Input strings may carry at most this many fraction digits (crypto quantities go to 18). */
export const MAX_INPUT_FRACTION_DIGITS = 18

export type DecimalErrorCode = 'EMPTY' | 'NOT_A_NUMBER' | 'EXPONENT_NOT_ALLOWED' | 'TOO_MANY_FRACTION_DIGITS' | 'DIVISION_BY_ZERO' | 'INVALID_SCALE'

export class DecimalError extends Error {
  readonly code: DecimalErrorCode
  constructor(code: DecimalErrorCode, detail?: string) {
    super(detail ? `${code}: ${detail}` : code)
    this.name = 'DecimalError'
    this.code = code
  }
}

/**
 * half-even: ties to the even neighbour (banker's rounding, no drift over many sums).
 * half-up: ties away from zero. down: toward zero. up: away from zero. floor / ceiling: toward
 * minus / plus infinity.
 */
export type RoundingMode = 'half-even' | 'half-up' | 'down' | 'up' | 'floor' | 'ceiling'

const TEN = 10n

/** 10^0 .. 10^63, made once: the exponentiation showed up in every cold metrics pass. */
const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: 64 }, (_, exponent) => TEN ** BigInt(exponent))

function pow10(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? TEN ** BigInt(exponent)
}

/** Trailing zeros are dropped this many at a time, largest first: a quotient at scale 18 may end in 18. */
const ZERO_STEPS: readonly number[] = [16, 8, 4, 2, 1]

/** Drops trailing fraction zeros so equal values have one representation. */
function normalise(coefficient: bigint, scale: number): Decimal {
  if (coefficient === 0n) return ZERO
  if (scale === 0 || coefficient % TEN !== 0n) return { coefficient, scale }
  let c = coefficient
  let s = scale
  // One BigInt division per zero made this the top item of a cold metrics pass.
  for (const step of ZERO_STEPS) {
    const power = pow10(step)
    while (s >= step && c % power === 0n) {
      c /= power
      s -= step
    }
  }
  return { coefficient: c, scale: s }
}

export const ZERO: Decimal = { coefficient: 0n, scale: 0 }
export const ONE: Decimal = { coefficient: 1n, scale: 0 }

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/
const EXPONENT_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/

export type DecimalParseResult = { readonly ok: true; readonly value: Decimal } | { readonly ok: false; readonly code: DecimalErrorCode }

/** Digits a double holds exactly whatever they are (10^15 < 2^53). */
const PLAIN_DIGITS = 15

/**
 * The common case, a stored amount such as `-1234.5`, read without a regular expression or a digit
 * string: sign, digits and at most one point, 15 digits at most, so they add up exactly in a double.
 * Undefined for anything else (spaces, more digits, no digit, other characters), which the general
 * reader below takes (and refuses when it must). Cold metrics read ten amounts per trade.
 */
function readPlainDecimal(text: string): Decimal | undefined {
  const length = text.length
  const sign = text.charCodeAt(0)
  let at = sign === 45 || sign === 43 ? 1 : 0
  if (length - at > PLAIN_DIGITS + 1) return undefined
  let value = 0
  let scale = 0
  let digits = 0
  let point = false
  for (; at < length; at++) {
    const code = text.charCodeAt(at)
    if (code === 46 && !point) point = true
    else if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48)
      digits++
      if (point) scale++
    } else return undefined
  }
  if (digits === 0 || digits > PLAIN_DIGITS) return undefined
  if (value === 0) return ZERO
  while (scale > 0 && value % 10 === 0) {
    value /= 10
    scale--
  }
  return { coefficient: BigInt(sign === 45 ? -value : value), scale }
}

/**
 * Reads `-12.5`, `+3`, `.5`, `5.` (surrounding spaces ignored). Refuses empty text, exponent
 * notation (`1e-8`), NaN/Infinity and any other text, and more than 18 fraction digits.
 */
export function tryParseDecimal(text: string): DecimalParseResult {
  const plain = readPlainDecimal(text)
  if (plain) return { ok: true, value: plain }
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, code: 'EMPTY' }
  const match = DECIMAL_TEXT.exec(trimmed)
  if (!match) return { ok: false, code: EXPONENT_TEXT.test(trimmed) ? 'EXPONENT_NOT_ALLOWED' : 'NOT_A_NUMBER' }
  const integerPart = match[2] ?? ''
  const fractionPart = match[3] ?? ''
  if (integerPart === '' && fractionPart === '') return { ok: false, code: 'NOT_A_NUMBER' }
  if (fractionPart.length > MAX_INPUT_FRACTION_DIGITS) return { ok: false, code: 'TOO_MANY_FRACTION_DIGITS' }
  // Trailing fraction zeros dropped from the text, so the value is normal without BigInt divisions.
  let digits = fractionPart.length
  while (digits > 0 && fractionPart.charCodeAt(digits - 1) === 48) digits--
  const magnitude = BigInt((integerPart || '0') + fractionPart.slice(0, digits))
  if (magnitude === 0n) return { ok: true, value: ZERO }
  return { ok: true, value: { coefficient: match[1] === '-' ? -magnitude : magnitude, scale: digits } }
}

/** Like tryParseDecimal, but throws a DecimalError carrying the code. */
export function parseDecimal(text: string): Decimal {
  const result = tryParseDecimal(text)
  if (!result.ok) throw new DecimalError(result.code, JSON.stringify(text))
  return result.value
}

/** True when the text parses as a decimal (see tryParseDecimal). */
export function isDecimalText(text: string): boolean {
  return tryParseDecimal(text).ok
}

/** An exact decimal from a safe integer or a bigint (not from arbitrary floats: use strings). */
export function decimalFromInteger(value: number | bigint): Decimal {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new DecimalError('NOT_A_NUMBER', String(value))
  return normalise(BigInt(value), 0)
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale)
  return [a.coefficient * pow10(scale - a.scale), b.coefficient * pow10(scale - b.scale), scale]
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b)
  return normalise(x + y, scale)
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b)
  return normalise(x - y, scale)
}

/** Exact: the scales add up. Round the result with `round` when a bounded scale is needed. */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return normalise(a.coefficient * b.coefficient, a.scale + b.scale)
}

export function negate(a: Decimal): Decimal {
  return a.coefficient === 0n ? ZERO : { coefficient: -a.coefficient, scale: a.scale }
}

export function abs(a: Decimal): Decimal {
  return a.coefficient < 0n ? negate(a) : a
}

export function sign(a: Decimal): -1 | 0 | 1 {
  return a.coefficient === 0n ? 0 : a.coefficient < 0n ? -1 : 1
}

export function isZero(a: Decimal): boolean {
  return a.coefficient === 0n
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b)
  return x === y ? 0 : x < y ? -1 : 1
}

/** Integer division of `numerator / denominator` (denominator > 0) rounded by `mode`. */
function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / denominator // truncates toward zero
  const remainder = numerator % denominator
  if (remainder === 0n) return quotient
  const negative = numerator < 0n
  const awayFromZero = negative ? quotient - 1n : quotient + 1n
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n
  switch (mode) {
    case 'down':
      return quotient
    case 'up':
      return awayFromZero
    case 'floor':
      return negative ? awayFromZero : quotient
    case 'ceiling':
      return negative ? quotient : awayFromZero
    case 'half-up':
      return twiceRemainder >= denominator ? awayFromZero : quotient
    case 'half-even':
      if (twiceRemainder > denominator) return awayFromZero
      if (twiceRemainder < denominator) return quotient
      return quotient % 2n === 0n ? quotient : awayFromZero
  }
}

function checkScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > 1000) throw new DecimalError('INVALID_SCALE', String(scale))
}

/** Rounds to at most `scale` fraction digits (half-even by default). */
export function round(a: Decimal, scale: number, mode: RoundingMode = 'half-even'): Decimal {
  checkScale(scale)
  if (a.scale <= scale) return a
  return normalise(divideRounded(a.coefficient, pow10(a.scale - scale), mode), scale)
}

export interface DivideOptions {
  /** Fraction digits of the result. */
  readonly scale: number
  /** Default half-even. */
  readonly rounding?: RoundingMode
}

/** a / b rounded to `scale` fraction digits. Throws DecimalError DIVISION_BY_ZERO when b is 0. */
export function divide(a: Decimal, b: Decimal, options: DivideOptions): Decimal {
  checkScale(options.scale)
  if (b.coefficient === 0n) throw new DecimalError('DIVISION_BY_ZERO')
  // a/b = (ca / 10^sa) / (cb / 10^sb); scaled to 10^scale: ca * 10^(scale + sb - sa) / cb.
  const shift = options.scale + b.scale - a.scale
  let numerator = a.coefficient
  let denominator = b.coefficient
  if (shift >= 0) numerator *= pow10(shift)
  else denominator *= pow10(-shift)
  if (denominator < 0n) {
    numerator = -numerator
    denominator = -denominator
  }
  return normalise(divideRounded(numerator, denominator, options.rounding ?? 'half-even'), options.scale)
}

/** Canonical text: no exponent, no trailing fraction zeros, no `+`, and never `-0`. */
export function toDecimalString(a: Decimal): string {
  const { coefficient, scale } = normalise(a.coefficient, a.scale)
  const negative = coefficient < 0n
  const digits = (negative ? -coefficient : coefficient).toString()
  let text: string
  if (scale === 0) text = digits
  else {
    const padded = digits.padStart(scale + 1, '0')
    text = `${padded.slice(0, padded.length - scale)}.${padded.slice(padded.length - scale)}`
  }
  return negative ? `-${text}` : text
}

/** 2^53: integers up to it are doubles exactly. */
const EXACT_INTEGER = 2n ** 53n
/** 10^22 is the largest power of ten a double holds exactly. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, power) => 10 ** power)

/**
 * Nearest double, for statistics (Sharpe, drawdown) where floating point is precise enough. When the
 * coefficient and 10^scale are both exact doubles, their quotient is: IEEE division rounds correctly,
 * as reading the decimal text does, so it is the same double without writing and parsing the text.
 */
export function toNumber(a: Decimal): number {
  const power = EXACT_POWERS_OF_TEN[a.scale]
  if (power !== undefined && a.coefficient <= EXACT_INTEGER && a.coefficient >= -EXACT_INTEGER) return Number(a.coefficient) / power
  return Number(toDecimalString(a))
}

export function min(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) <= 0 ? a : b
}

/** Canonical form of a decimal string (`"01.50"` gives `"1.5"`); throws DecimalError on bad text. */
export function canonicalDecimal(text: string): string {
  return toDecimalString(parseDecimal(text))
}
