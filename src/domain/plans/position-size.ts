import { abs, compare, type Decimal, divide, multiply, parseDecimal, round, subtract, toDecimalString, ZERO } from '../decimal'
import { type NumberProblem, readNumber } from './number-input'

/**
 * Linear contracts (and spot) settle in the quote coin: P&L = quantity x price move. Inverse
 * (coin-margined) contracts are worth a fixed amount of the quote coin each and settle in the base
 * coin: P&L = contracts x contract value x |1/entry - 1/stop|, so the account size is in the coin.
 */
export type SizingMarket = 'linear' | 'inverse'

export interface PositionSizeValues {
  readonly market: string
  readonly accountSize: string
  readonly riskPercent: string
  readonly entry: string
  readonly stop: string
  readonly leverage: string
  /** Inverse only: quote value of one contract (100 USD on BTCUSD perpetuals). */
  readonly contractValue: string
}

export type PositionSizeField = Exclude<keyof PositionSizeValues, 'market'>
export type PositionSizeProblem = NumberProblem | 'stopEqualsEntry'
export type PositionSizeErrors = Partial<Record<PositionSizeField, PositionSizeProblem>>

export interface PositionSize {
  readonly market: SizingMarket
  readonly direction: 'long' | 'short'
  /** Account size x risk %: what the stop may cost (quote coin; inverse: the base coin). */
  readonly riskBudget: string
  /** Base units (linear, 8 decimals) or whole contracts (inverse), rounded down so the risk stays within budget. */
  readonly quantity: string
  /** Position size in the quote coin. */
  readonly notional: string
  /** Notional / leverage: quote coin (linear) or base coin at the entry price (inverse). */
  readonly margin: string
  /** What the stop costs at that quantity (at most the budget). */
  readonly riskAmount: string
  /** |entry - stop| / entry. */
  readonly stopDistance: number
  /** The margin needs more than the account holds. */
  readonly marginExceedsAccount: boolean
}

const SCALE = 18
const QUANTITY_DECIMALS = 8

/** Sizes a position so that being stopped out costs `riskPercent` of the account; every amount exact. */
export function calculatePositionSize(values: PositionSizeValues): { ok: true; size: PositionSize } | { ok: false; errors: PositionSizeErrors } {
  const market: SizingMarket = values.market === 'inverse' ? 'inverse' : 'linear'
  const errors: PositionSizeErrors = {}
  const read = (field: PositionSizeField, rules: Parameters<typeof readNumber>[1]) => {
    const result = readNumber(values[field], rules)
    if (!result.ok) errors[field] = result.problem
    return result.ok && result.value !== undefined ? parseDecimal(result.value) : null
  }
  const account = read('accountSize', { required: true })
  const percent = read('riskPercent', { required: true, max: '100' })
  const entry = read('entry', { required: true })
  const stop = read('stop', { required: true })
  const leverage = values.leverage.trim() === '' ? parseDecimal('1') : read('leverage', { required: true, max: '1000' })
  if (leverage && compare(leverage, parseDecimal('1')) < 0) errors.leverage = 'notPositive'
  const contractValue = market === 'inverse' ? read('contractValue', { required: true }) : parseDecimal('1')
  if (entry && stop && compare(entry, stop) === 0) errors.stop = 'stopEqualsEntry'
  if (Object.keys(errors).length > 0 || !account || !percent || !entry || !stop || !leverage || !contractValue) return { ok: false, errors }

  const budget = divide(multiply(account, percent), parseDecimal('100'), { scale: SCALE })
  const direction = compare(stop, entry) < 0 ? 'long' : 'short'
  const stopDistance = Number(toDecimalString(divide(abs(subtract(entry, stop)), entry, { scale: 12 })))
  let quantity: Decimal
  let riskPerUnit: Decimal
  let notional: Decimal
  let margin: Decimal
  if (market === 'linear') {
    riskPerUnit = abs(subtract(entry, stop))
    quantity = round(divide(budget, riskPerUnit, { scale: SCALE, rounding: 'down' }), QUANTITY_DECIMALS, 'down')
    notional = multiply(quantity, entry)
    margin = divide(notional, leverage, { scale: SCALE })
  } else {
    // Coin lost per contract between entry and stop: value x |1/entry - 1/stop|.
    const inverseMove = abs(subtract(divide(parseDecimal('1'), entry, { scale: SCALE }), divide(parseDecimal('1'), stop, { scale: SCALE })))
    riskPerUnit = multiply(contractValue, inverseMove)
    quantity = compare(riskPerUnit, ZERO) > 0 ? round(divide(budget, riskPerUnit, { scale: SCALE, rounding: 'down' }), 0, 'down') : ZERO
    notional = multiply(quantity, contractValue)
    margin = divide(divide(notional, entry, { scale: SCALE }), leverage, { scale: SCALE })
  }
  const riskAmount = multiply(quantity, riskPerUnit)
  const text = (value: Decimal, scale = 8) => toDecimalString(round(value, scale, 'half-up'))
  return {
    ok: true,
    size: {
      market,
      direction,
      riskBudget: text(budget),
      quantity: toDecimalString(quantity),
      notional: text(notional),
      margin: text(margin),
      riskAmount: text(riskAmount),
      stopDistance,
      marginExceedsAccount: compare(margin, account) > 0,
    },
  }
}
