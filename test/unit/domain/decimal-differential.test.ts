import Reference from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { add, compare, divide, multiply, parseDecimal, round, subtract, toDecimalString, type RoundingMode } from '../../../src/domain/decimal'

/**
 * The journal's decimal type against decimal.js on thousands of seeded random operands: every sum,
 * difference, product, comparison, rounding and quotient must be the same number. Precision is set
 * high enough that decimal.js never rounds an exact result.
 */
const Exact = Reference.clone({ precision: 2000, toExpNeg: -9e15, toExpPos: 9e15 })

const MODES: Record<RoundingMode, Reference.Rounding> = {
  'half-even': Exact.ROUND_HALF_EVEN,
  'half-up': Exact.ROUND_HALF_UP,
  down: Exact.ROUND_DOWN,
  up: Exact.ROUND_UP,
  floor: Exact.ROUND_FLOOR,
  ceiling: Exact.ROUND_CEIL,
}

/** mulberry32: the same operands on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function operand(random: () => number): string {
  const digits = 1 + Math.floor(random() * 28)
  let text = ''
  for (let i = 0; i < digits; i++) text += Math.floor(random() * 10)
  const scale = Math.floor(random() * Math.min(digits, 18))
  const body = scale > 0 ? `${text.slice(0, digits - scale) || '0'}.${text.slice(digits - scale)}` : text
  return `${random() < 0.4 ? '-' : ''}${body}`
}

// decimal.js keeps its digits without trailing zeros, so toFixed() is canonical text but for '-0'.
const same = (ours: string, theirs: Reference) => expect(ours).toBe(theirs.isZero() ? '0' : theirs.toFixed())

describe('decimal arithmetic against decimal.js', () => {
  const random = seeded(20261128)
  const pairs = Array.from({ length: 2000 }, () => [operand(random), operand(random)] as const)

  it('adds, subtracts, multiplies and compares alike', () => {
    for (const [a, b] of pairs) {
      const [x, y] = [parseDecimal(a), parseDecimal(b)]
      same(toDecimalString(add(x, y)), new Exact(a).plus(b))
      same(toDecimalString(subtract(x, y)), new Exact(a).minus(b))
      same(toDecimalString(multiply(x, y)), new Exact(a).times(b))
      expect(compare(x, y)).toBe(new Exact(a).comparedTo(b))
    }
  })

  it('rounds alike in every mode', () => {
    for (const [a] of pairs) {
      const scale = Math.floor(random() * 12)
      for (const [mode, reference] of Object.entries(MODES) as [RoundingMode, Reference.Rounding][]) {
        same(toDecimalString(round(parseDecimal(a), scale, mode)), new Exact(a).toDecimalPlaces(scale, reference))
      }
    }
  })

  it('divides alike in every mode', () => {
    for (const [a, b] of pairs) {
      if (new Exact(b).isZero()) continue
      const scale = Math.floor(random() * 24)
      for (const [mode, reference] of Object.entries(MODES) as [RoundingMode, Reference.Rounding][]) {
        same(toDecimalString(divide(parseDecimal(a), parseDecimal(b), { scale, rounding: mode })), new Exact(a).dividedBy(b).toDecimalPlaces(scale, reference))
      }
    }
  })
})
