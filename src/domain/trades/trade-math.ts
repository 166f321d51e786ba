import { abs, add, type Decimal, divide, isZero, multiply, negate, ONE, parseDecimal, tryParseDecimal, subtract, toNumber } from '../decimal'
import type { MarketType, TradeSide } from '../trade'

/**
 * The small pure pieces of a trade's figures. Conventions (also in README-style comments below):
 *
 * - Settlement asset: spot and linear trades count P&L, fees, funding and margin in the quote coin;
 *   inverse (coin-margined) trades count them in the base coin.
 * - Quantity: spot and linear, in base units (contracts already multiplied out, as Trade says).
 *   Inverse: a number of contracts, each worth `contractSize` units of the quote coin (1 when
 *   absent), so `quantity x contractSize` is the position's face value in the quote coin (USD on
 *   BitMEX XBTUSD: contractSize 1; OKX/Binance COIN-M BTC: contractSize 100).
 * - Divisions keep 36 digits while computing (WORKING_SCALE); reported amounts are rounded half-even
 *   to 18 fraction digits (MONEY_SCALE), ratios (ROI) to 10 (RATIO_SCALE).
 */

/** Fraction digits of every amount the figures report. */
export const MONEY_SCALE = 18
/** Fraction digits of ratios (ROI). */
export const RATIO_SCALE = 10
/**
 * Divisions inside a computation keep 36 digits, so a value divided then multiplied back (inverse
 * P&L in coin, shown in the quote coin at the exit price) lands on the exact figure once rounded to
 * MONEY_SCALE: 10000 USD of contracts from 50000 to 60000 shows 2000 USD, not 1999.99999999999998.
 */
export const WORKING_SCALE = 36

/** +1 for long/buy (profits when the price rises), -1 for short/sell. */
export type Direction = 1 | -1

export function directionOf(side: TradeSide): Direction {
  return side === 'long' || side === 'buy' ? 1 : -1
}

/** The asset P&L, fees, funding and margin are counted in. */
export function settlementAssetOf(marketType: MarketType, baseAsset: string, quoteAsset: string): string {
  return marketType === 'inverse' ? baseAsset : quoteAsset
}

export interface PositionSize {
  readonly marketType: MarketType
  readonly entryPrice: Decimal
  readonly quantity: Decimal
  /** Inverse only: quote value of one contract (default 1). Ignored for spot and linear. */
  readonly contractSize?: Decimal
}

/** Inverse face value per contract; 1 when not given. */
function contractValue(position: PositionSize): Decimal {
  return position.contractSize ?? ONE
}

/**
 * Notional (position size) in the quote coin at entry: entry price x quantity; for inverse contracts
 * the face value quantity x contractSize, which does not depend on the price.
 */
export function notionalOf(position: PositionSize): Decimal {
  if (position.marketType === 'inverse') return multiply(position.quantity, contractValue(position))
  return multiply(position.entryPrice, position.quantity)
}

/**
 * Margin in the settlement asset: notional / leverage (leverage 1 when absent, i.e. spot). For
 * inverse contracts the quote notional is turned into base coin at the entry price first.
 */
export function marginOf(marketType: MarketType, notional: Decimal, entryPrice: Decimal, leverage?: Decimal): Decimal {
  const lev = leverage && !isZero(leverage) ? leverage : ONE
  const divisor = marketType === 'inverse' ? multiply(entryPrice, lev) : lev
  return divide(notional, divisor, { scale: WORKING_SCALE })
}

/**
 * Gross P&L in the settlement asset for a move from `entry` to `exit`.
 * Spot and linear (quote coin): (exit - entry) x quantity x direction.
 * Inverse (base coin): quantity x contractSize x (1/entry - 1/exit) x direction, computed as
 * quantity x contractSize x (exit - entry) / (entry x exit) so only one division rounds.
 */
export function grossPnlOf(position: PositionSize, exit: Decimal, direction: Direction): Decimal {
  const move = subtract(exit, position.entryPrice)
  if (position.marketType !== 'inverse') {
    const pnl = multiply(move, position.quantity)
    return direction === 1 ? pnl : negate(pnl)
  }
  const faceValue = multiply(position.quantity, contractValue(position))
  const pnl = divide(multiply(faceValue, move), multiply(position.entryPrice, exit), { scale: WORKING_SCALE })
  return direction === 1 ? pnl : negate(pnl)
}

/** An amount in the settlement asset expressed in the quote coin (inverse: times `price`). */
export function settlementToQuote(marketType: MarketType, amount: Decimal, price: Decimal): Decimal {
  return marketType === 'inverse' ? multiply(amount, price) : amount
}

/** An amount in the quote coin expressed in the settlement asset (inverse: divided by `price`). */
export function quoteToSettlement(marketType: MarketType, amount: Decimal, price: Decimal): Decimal {
  return marketType === 'inverse' ? divide(amount, price, { scale: WORKING_SCALE }) : amount
}

/** How the trading fee reached the settlement asset. */
export type FeeConversion =
  /** No fee, or a zero fee. */
  | 'none'
  /** Already in the settlement asset. */
  | 'direct'
  /** Between base and quote at the exit price (closed trade). */
  | 'exitPrice'
  /** Between base and quote at the entry price (no exit price yet). */
  | 'entryPrice'
  /** Another coin, through the conversion rate the caller gave. */
  | 'rate'
  /** Another coin with no known rate: not converted and not guessed. */
  | 'unknown'

export interface FeeInput {
  readonly marketType: MarketType
  readonly baseAsset: string
  readonly quoteAsset: string
  readonly fee?: Decimal
  /** The quote coin when absent (Trade.feeAsset). */
  readonly feeAsset?: string
  readonly entryPrice: Decimal
  readonly exitPrice?: Decimal
  /** Price of one unit of a coin in the quote coin, by upper-case symbol (e.g. { BNB: '600' }). */
  readonly conversionRates?: Readonly<Record<string, Decimal>>
}

export interface ConvertedFee {
  /** Cost in the settlement asset (negative: a rebate); absent when the conversion is unknown. */
  readonly amount?: Decimal
  readonly conversion: FeeConversion
}

/** A stored leverage as a decimal; undefined (so 1) when absent, not finite or not positive. */
export function leverageDecimal(leverage: number | undefined): Decimal | undefined {
  if (leverage === undefined || !Number.isFinite(leverage) || leverage <= 0) return undefined
  const parsed = tryParseDecimal(String(leverage))
  return parsed.ok ? parsed.value : undefined
}

/**
 * Converts the trade's fee to the settlement asset. Between base and quote it uses the exit price
 * when there is one (a base-coin fee on a closed trade is coin that was, in effect, sold or bought
 * back at the exit), else the entry price. Another coin needs a rate in `conversionRates`.
 */
export function convertFee(input: FeeInput): ConvertedFee {
  const { fee } = input
  if (!fee || isZero(fee)) return { amount: fee, conversion: 'none' }
  // Signed: a negative fee is a maker rebate (exports carry them; the form refuses negatives).
  const cost = fee
  const asset = (input.feeAsset ?? input.quoteAsset).trim().toUpperCase()
  const base = input.baseAsset.toUpperCase()
  const quote = input.quoteAsset.toUpperCase()
  const settlement = settlementAssetOf(input.marketType, base, quote)
  if (asset === settlement) return { amount: cost, conversion: 'direct' }
  const price = input.exitPrice ?? input.entryPrice
  const atPrice: FeeConversion = input.exitPrice ? 'exitPrice' : 'entryPrice'
  if (asset === base) return { amount: multiply(cost, price), conversion: atPrice }
  if (asset === quote) return { amount: divide(cost, price, { scale: WORKING_SCALE }), conversion: atPrice }
  const rate = input.conversionRates?.[asset]
  if (!rate) return { conversion: 'unknown' }
  return { amount: quoteToSettlement(input.marketType, multiply(cost, rate), price), conversion: 'rate' }
}

/**
 * Net P&L = realised gross P&L - trading fees + funding (negative when paid, so "- funding paid +
 * funding received" as docs/metrics.md defines it). A negative fee is a rebate and adds.
 */
export function netPnlOf(gross: Decimal, fee: Decimal | undefined, funding: Decimal | undefined): Decimal {
  let net = gross
  if (fee) net = subtract(net, fee)
  if (funding) net = add(net, funding)
  return net
}

/** ROI as a ratio (0.25 = 25 %): net P&L / margin; undefined when the margin is zero. */
export function roiOf(netPnl: Decimal, margin: Decimal): Decimal | undefined {
  if (isZero(margin)) return undefined
  return divide(netPnl, margin, { scale: RATIO_SCALE })
}

/**
 * Initial risk in the settlement asset: what the trade loses from entry to the initial stop, before
 * fees. Linear and spot: |entry - stop| x quantity (docs/metrics.md); inverse: the same move in coin.
 */
export function initialRiskOf(position: PositionSize, stop: Decimal): Decimal | undefined {
  const risk = abs(grossPnlOf(position, stop, 1))
  return isZero(risk) ? undefined : risk
}

/** Planned reward from entry to the take profit, in the settlement asset. */
export function plannedRewardOf(position: PositionSize, takeProfit: Decimal): Decimal {
  return abs(grossPnlOf(position, takeProfit, 1))
}

/** A ratio of two decimals as a float (R-multiple, reward/risk); undefined for a zero denominator. */
export function ratioAsNumber(numerator: Decimal, denominator: Decimal): number | undefined {
  if (isZero(denominator)) return undefined
  return toNumber(divide(numerator, denominator, { scale: 12 }))
}

/** Parses an optional stored decimal string. */
export function optionalDecimal(text: string | undefined): Decimal | undefined {
  return text === undefined || text.trim() === '' ? undefined : parseDecimal(text)
}
