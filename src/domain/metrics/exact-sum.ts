import type { DecimalString } from '../common'
import { add, type Decimal, parseDecimal, round, ZERO } from '../decimal'
import { MONEY_SCALE } from '../trades/trade-math'
const BILLION = 1_000_000_000n
const QUINTILLION = BILLION * BILLION
/** Largest whole number a double holds exactly. */
const SAFE = Number.MAX_SAFE_INTEGER
const SAFE_UNITS = BigInt(SAFE)

/** 10^0 .. 10^18 as BigInt, computed once (a power per amount showed in the cold compute). */
const POWERS = Array.from({ length: MONEY_SCALE + 1 }, (_, n) => 10n ** BigInt(n))

/** The integer count of 10^-18 units of a decimal (rounded half-even to 18 decimals). */
export function unitsOfDecimal(value: Decimal): bigint {
  const rounded = round(value, MONEY_SCALE)
  return rounded.coefficient * (POWERS[MONEY_SCALE - rounded.scale] as bigint)
}

export function unitsOfText(text: DecimalString): bigint {
  return unitsOfDecimal(parseDecimal(text))
}

/** Writes the three limbs of `units` at `target[offset..offset+2]`; false when the high limb is too large. */
export function writeLimbs(units: bigint, target: Float64Array | number[], offset: number): boolean {
  const high = units / QUINTILLION
  const rest = units % QUINTILLION
  target[offset] = Number(high)
  target[offset + 1] = Number(rest / BILLION)
  target[offset + 2] = Number(rest % BILLION)
  return high <= SAFE_UNITS && high >= -SAFE_UNITS
}

/** True while sums of limbs are still exact (every partial sum below 2^53). */
export function limbSumsAreExact(high: number, mid: number, low: number): boolean {
  return Math.abs(high) < SAFE && Math.abs(mid) < SAFE && Math.abs(low) < SAFE
}

/** The decimal a set of limb sums stands for. */
export function limbsToDecimal(high: number, mid: number, low: number): Decimal {
  const units = BigInt(high) * QUINTILLION + BigInt(mid) * BILLION + BigInt(low)
  return add(ZERO, { coefficient: units, scale: MONEY_SCALE })
}
