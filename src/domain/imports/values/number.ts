import type { DecimalString } from '../../common'
import { type Decimal, MAX_INPUT_FRACTION_DIGITS, round, toDecimalString, tryParseDecimal } from '../../decimal'

/**
 * Reads the numbers exchanges write: `10.01USDT` and `0.0000114BNB` (Binance puts the asset inside the
 * value), `$1,234.50` and `-€5,00` (Coinbase, European spreadsheets), `0.5 BTC` (Bitstamp, Gate),
 * `1.2E-7` (spreadsheets), `49.97342400000000000000` (Bybit's 20 decimals), `(12.50)` for a negative.
 * The result is an exact decimal string; nothing goes through a float.
 */

export interface ParsedNumber {
  readonly value: DecimalString
  /** The asset written in the value (`USDT` of `10.01USDT`, `USD` of `$5`), upper case. */
  readonly asset?: string
}

export type NumberResult = ({ readonly ok: true } & ParsedNumber) | { readonly ok: false; readonly code: 'EMPTY' | 'INVALID_NUMBER' }

/**
 * What a file has taught about its decimal separator. `1,234` alone is ambiguous; once a value such as
 * `0,5` or `1.234,56` shows the file's habit, later ambiguous values follow it. Mutable on purpose:
 * one per file, owned by its parse.
 */
export interface NumberFormatState {
  /** Learned or given; undefined while nothing has shown it. */
  decimalSeparator?: '.' | ','
  /** Given by the caller (mapping preset): never re-learned. */
  readonly fixed?: boolean
  /** The CSV delimiter: in a `;` or tab file an ambiguous `1,234` is a decimal comma. */
  readonly delimiter: string
}

const CURRENCY_SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ['US$', 'USD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₿', 'BTC'],
  ['₺', 'TRY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
]

const EMPTY_MARKERS = new Set(['', '-', '--', '---', '—', 'n/a', 'N/A', 'null', 'NULL', 'None'])
const EXPONENT = /^([+-]?)(\d+)(?:\.(\d+))?[eE]([+-]?\d+)$/
// Glued to the number (`10.01USDT`) the asset is upper case, so `12abc34` stays a bad number.
const TRAILING_ASSET = /^(.*?[\d.)])([A-Z][A-Z0-9]{0,14})$/
const SPACED_TRAILING_ASSET = /^(.*\d)\s+([A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*)$/
const LEADING_ASSET = /^([A-Za-z][A-Za-z0-9]{0,14})\s+(.*\d.*)$/
const DIGITS_AND_SEPARATORS = /^\d[\d.,]*$|^[.,]\d[\d.,]*$/

/** `1.2E-7` as exact decimal text (`0.00000012`). */
function expandExponent(text: string): string | undefined {
  const match = EXPONENT.exec(text)
  if (!match) return undefined
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match
  const exponent = Number(exponentText)
  if (!Number.isInteger(exponent) || Math.abs(exponent) > 60) return undefined
  const digits = integer + fraction
  const point = integer.length + exponent
  let out: string
  if (point <= 0) out = `0.${'0'.repeat(-point)}${digits}`
  else if (point >= digits.length) out = digits + '0'.repeat(point - digits.length)
  else out = `${digits.slice(0, point)}.${digits.slice(point)}`
  return sign === '-' ? `-${out}` : out
}

/** True when `groups` (split on a separator) look like thousands grouping: `1`, `234`, `567`. */
function looksGrouped(groups: readonly string[]): boolean {
  const [first, ...rest] = groups
  if (!first || first.length > 3 || (first.startsWith('0') && first.length > 0)) return false
  return rest.length > 0 && rest.every((group) => group.length === 3)
}

/** Plain digits with `.`/`,` to a dot-decimal string, learning the separator; undefined when invalid. */
function normaliseSeparators(body: string, state: NumberFormatState): string | undefined {
  const dots = body.split('.').length - 1
  const commas = body.split(',').length - 1
  const learn = (separator: '.' | ','): void => {
    if (!state.fixed && state.decimalSeparator === undefined) state.decimalSeparator = separator
  }
  if (dots === 0 && commas === 0) return body
  if (dots > 0 && commas > 0) {
    const decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ','
    const thousands = decimal === '.' ? ',' : '.'
    const [integerPart = '', fraction = ''] = [body.slice(0, body.lastIndexOf(decimal)), body.slice(body.lastIndexOf(decimal) + 1)]
    if (integerPart.includes(decimal) || !looksGrouped(integerPart.split(thousands)) || fraction.includes(thousands)) return undefined
    learn(decimal)
    return `${integerPart.split(thousands).join('')}.${fraction}`
  }
  const separator = dots > 0 ? '.' : ','
  const groups = body.split(separator)
  if (groups.length > 2) return looksGrouped(groups) ? groups.join('') : undefined
  // One separator: a decimal point unless it could be thousands grouping and the file says so.
  const [integerPart = '', fraction = ''] = groups
  const couldBeThousands = looksGrouped(groups)
  if (!couldBeThousands) {
    learn(separator)
    return `${integerPart}.${fraction}`
  }
  const decimalSeparator = state.decimalSeparator ?? (state.delimiter === ',' ? '.' : ',')
  return separator === decimalSeparator ? `${integerPart}.${fraction}` : `${integerPart}${fraction}`
}

function stripCurrency(text: string): { text: string; asset?: string } {
  for (const [symbol, asset] of CURRENCY_SYMBOLS) {
    const at = text.indexOf(symbol)
    if (at === -1) continue
    const before = text.slice(0, at).trim()
    const after = text.slice(at + symbol.length).trim()
    // `$5`, `-$5`, `$-5`, `5 €`, `-5,00 €`: the symbol sits at one end, a sign may precede it.
    if (before === '' || before === '-' || before === '+' || after === '') return { text: `${before}${after}`, asset }
  }
  return { text }
}

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/

/**
 * The common case without regex soup or BigInt: `-123.4500` → `-123.45`. Undefined when the text needs
 * the full reader (symbols, separators, a dot that could be thousands grouping in this file).
 */
function plainNumber(text: string, state: NumberFormatState): string | undefined {
  const match = PLAIN.exec(text)
  if (!match) return undefined
  const [, sign = '', integerDigits = '', fractionDigits] = match
  if (fractionDigits !== undefined) {
    const grouped = fractionDigits.length === 3 && integerDigits.length <= 3 && !integerDigits.startsWith('0')
    if (grouped) return undefined
    if (!state.fixed && state.decimalSeparator === undefined) state.decimalSeparator = '.'
    else if (state.decimalSeparator === ',') return undefined
  }
  const fraction = (fractionDigits ?? '').replace(/0+$/, '')
  if (fraction.length > MAX_INPUT_FRACTION_DIGITS) return undefined
  const integer = integerDigits.replace(/^0+(?=\d)/, '')
  const value = fraction === '' ? integer : `${integer}.${fraction}`
  return sign === '-' && value !== '0' ? `-${value}` : value
}

/**
 * Parses one cell. `state` learns the file's decimal separator (see NumberFormatState). More than 18
 * significant fraction digits are rounded half-even to 18 (MAX_INPUT_FRACTION_DIGITS).
 */
export function parseNumber(raw: string, state: NumberFormatState): NumberResult {
  const fast = plainNumber(raw, state)
  if (fast !== undefined) return { ok: true, value: fast }
  let text = raw
    .replace(/[\u00a0\u2007\u2009\u202f]/g, ' ')
    .replace(/\u2212/g, '-')
    .trim()
  if (EMPTY_MARKERS.has(text)) return { ok: false, code: 'EMPTY' }
  let negative = false
  const parenthesised = /^\((.*)\)$/.exec(text)
  if (parenthesised) {
    negative = true
    text = (parenthesised[1] ?? '').trim()
  }
  const currency = stripCurrency(text)
  text = currency.text
  let asset = currency.asset
  if (!EXPONENT.test(text)) {
    const trailing = SPACED_TRAILING_ASSET.exec(text) ?? TRAILING_ASSET.exec(text)
    const leading = trailing ? undefined : LEADING_ASSET.exec(text)
    if (trailing) {
      text = (trailing[1] ?? '').trim()
      asset ??= (trailing[2] ?? '').toUpperCase()
    } else if (leading) {
      text = (leading[2] ?? '').trim()
      asset ??= (leading[1] ?? '').toUpperCase()
    }
  }
  if (text.startsWith('-') || text.startsWith('+')) {
    if (text.startsWith('-')) negative = !negative
    text = text.slice(1).trim()
  }
  if (asset === undefined) {
    const again = stripCurrency(text)
    text = again.text
    asset = again.asset
  }
  const exponent = expandExponent(text)
  let plain: string | undefined
  if (exponent !== undefined) plain = exponent
  else {
    // Spaces and apostrophes group thousands (`1 234,50`, `1'234.50`).
    const body = text.replace(/(\d)[ '’](?=\d{3}\b)/g, '$1')
    plain = DIGITS_AND_SEPARATORS.test(body) ? normaliseSeparators(body, state) : undefined
  }
  if (plain === undefined || plain === '' || plain === '.') return { ok: false, code: 'INVALID_NUMBER' }
  const parsed = tryParseDecimal(plain.startsWith('.') ? `0${plain}` : plain.endsWith('.') ? plain.slice(0, -1) : plain)
  let value: string
  if (parsed.ok) value = toDecimalString(parsed.value)
  else if (parsed.code === 'TOO_MANY_FRACTION_DIGITS') {
    // Bybit writes 20 decimals; the trailing ones are zeros or noise below 1e-18.
    const [integerPart = '0', fraction = ''] = plain.split('.')
    const exact: Decimal = { coefficient: BigInt(`${integerPart}${fraction}`), scale: fraction.length }
    value = toDecimalString(round(exact, MAX_INPUT_FRACTION_DIGITS))
  } else return { ok: false, code: 'INVALID_NUMBER' }
  if (negative && value !== '0') value = `-${value}`
  return asset === undefined ? { ok: true, value } : { ok: true, value, asset }
}
