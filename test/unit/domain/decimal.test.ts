import { describe, expect, it } from 'vitest'
import {
  abs,
  add,
  canonicalDecimal,
  compare,
  decimalFromInteger,
  DecimalError,
  divide,
  isZero,
  multiply,
  negate,
  parseDecimal,
  round,
  type RoundingMode,
  sign,
  subtract,
  toDecimalString,
  toNumber,
  tryParseDecimal,
} from '../../../src/domain/decimal'

const d = parseDecimal
const s = toDecimalString

describe('parseDecimal and toDecimalString', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['+5', '5'],
    ['007.50', '7.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['  12.34  ', '12.34'],
    ['-0.000000000000000001', '-0.000000000000000001'],
    ['0.123456789012345678', '0.123456789012345678'],
    ['123456789012345678901234567890.5', '123456789012345678901234567890.5'],
    ['-99999999999999999999999999999999999999', '-99999999999999999999999999999999999999'],
    ['1000', '1000'],
  ])('%j reads as %s', (text, canonical) => {
    expect(s(d(text))).toBe(canonical)
    expect(canonicalDecimal(text)).toBe(canonical)
  })

  it.each([
    ['7.50', 75n, 1],
    ['-7.500', -75n, 1],
    ['1000.000', 1000n, 0],
    ['-0.000', 0n, 0],
    ['0.0100', 1n, 2],
  ])('%j is kept without trailing fraction zeros', (text, coefficient, scale) => {
    expect(d(text)).toEqual({ coefficient, scale })
  })

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['1e5', 'EXPONENT_NOT_ALLOWED'],
    ['-1.5E-8', 'EXPONENT_NOT_ALLOWED'],
    ['NaN', 'NOT_A_NUMBER'],
    ['Infinity', 'NOT_A_NUMBER'],
    ['abc', 'NOT_A_NUMBER'],
    ['1.2.3', 'NOT_A_NUMBER'],
    ['1,5', 'NOT_A_NUMBER'],
    ['-', 'NOT_A_NUMBER'],
    ['.', 'NOT_A_NUMBER'],
    ['0x10', 'NOT_A_NUMBER'],
    ['1 000', 'NOT_A_NUMBER'],
    ['0.1234567890123456789', 'TOO_MANY_FRACTION_DIGITS'],
  ])('%j is refused with %s', (text, code) => {
    expect(tryParseDecimal(text)).toEqual({ ok: false, code })
    expect(() => d(text)).toThrow(DecimalError)
    try {
      d(text)
    } catch (error) {
      expect((error as DecimalError).code).toBe(code)
    }
  })

  it('reads short amounts the same on the fast path as the general reader does', () => {
    // Surrounding spaces send a text to the general reader; without them, up to 15 digits take the
    // fast path. Both must agree on every shape: signs, leading and trailing zeros, bare points.
    let seed = 7
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % below
    }
    const digitsOf = (count: number) => Array.from({ length: count }, () => (next(3) === 0 ? '0' : String(next(10)))).join('')
    for (let n = 0; n < 5_000; n++) {
      const sign = ['', '-', '+'][next(3)]
      const integer = digitsOf(next(9))
      const fraction = next(4) === 0 ? '' : `.${digitsOf(next(9))}`
      const text = `${sign}${integer}${fraction}`
      expect(tryParseDecimal(text), text).toEqual(tryParseDecimal(` ${text} `))
    }
  })

  it('never prints -0', () => {
    expect(s(negate(d('0')))).toBe('0')
    expect(s(subtract(d('1.5'), d('1.50')))).toBe('0')
    expect(s(multiply(d('-1'), d('0')))).toBe('0')
    expect(s(round(d('-0.0000001'), 2))).toBe('0')
    expect(s(divide(d('-1'), d('1000'), { scale: 2 }))).toBe('0')
  })

  it('builds from integers and refuses unsafe floats', () => {
    expect(s(decimalFromInteger(42))).toBe('42')
    expect(s(decimalFromInteger(10n ** 30n))).toBe('1000000000000000000000000000000')
    expect(() => decimalFromInteger(0.1)).toThrow(DecimalError)
  })
})

describe('add, subtract, multiply', () => {
  it.each([
    ['0.1', '0.2', '0.3', '-0.1', '0.02'],
    ['0.000000000000000001', '0.000000000000000002', '0.000000000000000003', '-0.000000000000000001', '0.000000000000000000000000000000000002'],
    [
      '123456789012345678901234567890',
      '0.000000000000000001',
      '123456789012345678901234567890.000000000000000001',
      '123456789012345678901234567889.999999999999999999',
      '123456789012.34567890123456789',
    ],
    ['-2.5', '2.5', '0', '-5', '-6.25'],
    ['64000.5', '-0.0015', '64000.4985', '64000.5015', '-96.00075'],
  ])('%s and %s', (a, b, sum, difference, product) => {
    expect(s(add(d(a), d(b)))).toBe(sum)
    expect(s(subtract(d(a), d(b)))).toBe(difference)
    expect(s(multiply(d(a), d(b)))).toBe(product)
  })
})

describe('one representation per value', () => {
  // 7 x 10^zeros at scale 37: every count of trailing zeros the normaliser strips in steps.
  it.each(Array.from({ length: 41 }, (_, zeros) => zeros))('7 followed by %i zeros, at scale 37', (zeros) => {
    const value = multiply(d(`7${'0'.repeat(zeros)}`), { coefficient: 1n, scale: 37 })
    expect(s(value)).toBe(zeros >= 37 ? `7${'0'.repeat(zeros - 37)}` : `0.${'0'.repeat(36 - zeros)}7`)
    expect(value).toEqual({ coefficient: 7n * 10n ** BigInt(Math.max(0, zeros - 37)), scale: Math.max(0, 37 - zeros) })
  })

  it('a quotient at scale 18 keeps only its significant digits', () => {
    expect(divide(d('100'), d('10'), { scale: 18 })).toEqual({ coefficient: 10n, scale: 0 })
    expect(divide(d('1'), d('8'), { scale: 18 })).toEqual({ coefficient: 125n, scale: 3 })
  })
})

describe('divide and round', () => {
  it.each<[string, string, number, RoundingMode, string]>([
    ['1', '3', 18, 'half-even', '0.333333333333333333'],
    ['2', '3', 18, 'half-even', '0.666666666666666667'],
    ['2', '3', 2, 'down', '0.66'],
    ['-2', '3', 2, 'down', '-0.66'],
    ['-2', '3', 2, 'floor', '-0.67'],
    ['2', '3', 2, 'ceiling', '0.67'],
    ['-2', '3', 2, 'ceiling', '-0.66'],
    ['1', '8', 2, 'half-even', '0.12'],
    ['3', '8', 2, 'half-even', '0.38'],
    ['-1', '8', 2, 'half-even', '-0.12'],
    ['1', '8', 2, 'half-up', '0.13'],
    ['-1', '8', 2, 'half-up', '-0.13'],
    ['1', '-8', 2, 'up', '-0.13'],
    ['1', '1000', 2, 'up', '0.01'],
    ['10', '4', 0, 'half-even', '2'],
    ['14', '4', 0, 'half-even', '4'],
    ['100', '0.25', 0, 'half-even', '400'],
    ['0.000000000000000001', '2', 18, 'half-even', '0'],
    ['0.000000000000000003', '2', 18, 'half-even', '0.000000000000000002'],
    ['123456789012345678901234567890', '7', 3, 'half-even', '17636684144620811271604938270'],
  ])('%s / %s at scale %i (%s) = %s', (a, b, scale, rounding, expected) => {
    expect(s(divide(d(a), d(b), { scale, rounding }))).toBe(expected)
  })

  it('defaults to half-even', () => {
    expect(s(divide(d('5'), d('2'), { scale: 0 }))).toBe('2')
    expect(s(divide(d('7'), d('2'), { scale: 0 }))).toBe('4')
  })

  it('refuses division by zero and bad scales', () => {
    expect(() => divide(d('1'), d('0'), { scale: 2 })).toThrow(expect.objectContaining({ code: 'DIVISION_BY_ZERO' }))
    expect(() => divide(d('1'), d('2'), { scale: -1 })).toThrow(expect.objectContaining({ code: 'INVALID_SCALE' }))
    expect(() => round(d('1'), 1.5)).toThrow(DecimalError)
  })

  it.each<[string, number, RoundingMode, string]>([
    ['2.345', 2, 'half-even', '2.34'],
    ['2.355', 2, 'half-even', '2.36'],
    ['2.345', 2, 'half-up', '2.35'],
    ['-2.345', 2, 'half-up', '-2.35'],
    ['2.349', 2, 'down', '2.34'],
    ['1.5', 5, 'half-even', '1.5'],
  ])('round(%s, %i, %s) = %s', (value, scale, mode, expected) => {
    expect(s(round(d(value), scale, mode))).toBe(expected)
  })
})

describe('compare, sign, abs, isZero, toNumber', () => {
  it.each<[string, string, -1 | 0 | 1]>([
    ['1', '2', -1],
    ['2', '1', 1],
    ['1.0', '1', 0],
    ['-0', '0', 0],
    ['-1', '-0.5', -1],
    ['0.000000000000000001', '0', 1],
    ['99999999999999999999999999', '99999999999999999999999998.999999999999999999', 1],
  ])('compare(%s, %s) = %i', (a, b, expected) => {
    expect(compare(d(a), d(b))).toBe(expected)
  })

  it.each<[string, -1 | 0 | 1, string, boolean]>([
    ['-3.5', -1, '3.5', false],
    ['0', 0, '0', true],
    ['-0', 0, '0', true],
    ['0.000000000000000001', 1, '0.000000000000000001', false],
  ])('%s: sign %i, abs %s, zero %s', (value, expectedSign, expectedAbs, zero) => {
    expect(sign(d(value))).toBe(expectedSign)
    expect(s(abs(d(value)))).toBe(expectedAbs)
    expect(isZero(d(value))).toBe(zero)
  })

  it.each([
    ['0.1', 0.1],
    ['-1234.5678', -1234.5678],
    ['0.000000000000000001', 1e-18],
    ['123456789012345678901234567890', 1.2345678901234568e29],
    ['9007199254740993', 9007199254740992],
    ['0.30000000000000004', 0.30000000000000004],
    ['-0.000000000000000123', -1.23e-16],
  ])('toNumber(%s) = %d', (value, expected) => {
    expect(toNumber(d(value))).toBe(expected)
  })

  it('is the double the decimal text reads as, for any coefficient and scale', () => {
    // Quotients of exact doubles (a quick path) and everything else must agree with parsing the text.
    let seed = 7
    const next = () => (seed = (seed * 48271) % 2147483647)
    for (let i = 0; i < 20_000; i++) {
      const digits = String(next()) + String(next()) + String(next())
      const text = `${next() % 2 ? '-' : ''}${digits.slice(0, 1 + (next() % digits.length))}`
      const scale = next() % 18
      const value = scale === 0 ? text : `${text.slice(0, -1) || '0'}.${'0'.repeat(scale)}${text.slice(-1)}`.replace('-.', '-0.')
      const decimal = d(value.startsWith('.') ? `0${value}` : value)
      expect(toNumber(decimal)).toBe(Number(s(decimal)))
    }
  })
})
