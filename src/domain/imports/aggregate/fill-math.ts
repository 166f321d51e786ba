import type { DecimalString } from '../../common'
import { add, type Decimal, divide, multiply, parseDecimal, round, subtract, toDecimalString } from '../../decimal'
import { isDollarCoin } from '../../trades/symbol'
import { MONEY_SCALE, WORKING_SCALE } from '../../trades/trade-math'
import type { AggregationFill } from './types'

/** Per-fill arithmetic of the aggregation: position units, fee shares and fee conversion. */

/** Upper case, letters and digits only, so `BTC-USDT-SWAP` and `btc-usdt-swap` match. */
export function symbolKey(symbol: string | undefined): string {
  return (symbol ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')
}

export function settlementAsset(fill: Pick<AggregationFill, 'marketType' | 'baseAsset' | 'quoteAsset'>): string {
  return ((fill.marketType === 'inverse' ? fill.baseAsset : fill.quoteAsset) ?? '').toUpperCase()
}

export function feeAssetOf(fill: AggregationFill): string {
  return (fill.feeAsset ?? settlementAsset(fill)).toUpperCase()
}

/**
 * The fill's size in position units: base units for spot and linear (contracts times their value),
 * contracts for inverse. A spot fee taken in the base coin changes the holdings: a buy of 1 BTC with a
 * 0.001 BTC fee holds 0.999, a sell with a base fee gives up quantity + fee.
 */
export function positionUnits(fill: AggregationFill): Decimal {
  let units = parseDecimal(fill.quantity)
  if (fill.contractSize && fill.marketType !== 'inverse') units = multiply(units, parseDecimal(fill.contractSize))
  if (fill.marketType === 'spot' && fill.fee && feeAssetOf(fill) === (fill.baseAsset ?? '').toUpperCase()) {
    const fee = parseDecimal(fill.fee)
    if (fill.side === 'buy' && subtract(units, fee).coefficient > 0n) units = subtract(units, fee)
    else if (fill.side === 'sell') units = add(units, fee)
  }
  return units
}

/** `share` of the fill's fee, rounded to 18 digits; the caller gives the rest to the other part. */
export function feeShare(fee: Decimal, part: Decimal, whole: Decimal): Decimal {
  if (whole.coefficient === 0n) return fee
  return divide(multiply(fee, part), whole, { scale: MONEY_SCALE })
}

export type ConvertedFillFee = { readonly settlement: Decimal } | { readonly asset: string; readonly amount: Decimal }

/**
 * The fee coin of a fill when it is neither side of the pair (BNB, KCS): the export gives no price for
 * it, so it needs one from the trader. Undefined for a fill without a fee.
 */
export function thirdFeeCoinOf(fill: AggregationFill): string | undefined {
  if (!fill.fee || !fill.feeAsset) return undefined
  const asset = feeAssetOf(fill)
  return asset === (fill.baseAsset ?? '').toUpperCase() || asset === (fill.quoteAsset ?? '').toUpperCase() ? undefined : asset
}

/**
 * A fee amount of a fill in the settlement coin, converted at the fill's own price when the fee coin is
 * the other side of the pair, or through `rates` for a third coin. Rates are prices in US dollars (the
 * trader's "fee coin prices"), so they apply only to a pair quoted in dollars or a dollar stablecoin.
 * A third coin without a usable rate is returned as is.
 */
export function convertFillFee(fill: AggregationFill, amount: Decimal, rates: ReadonlyMap<string, Decimal>): ConvertedFillFee {
  const asset = feeAssetOf(fill)
  const settlement = settlementAsset(fill)
  const price = parseDecimal(fill.price)
  const base = (fill.baseAsset ?? '').toUpperCase()
  const quote = (fill.quoteAsset ?? '').toUpperCase()
  if (asset === settlement) return { settlement: amount }
  if (fill.marketType !== 'inverse' && asset === base) return { settlement: multiply(amount, price) }
  if (fill.marketType === 'inverse' && asset === quote) return { settlement: divide(amount, price, { scale: WORKING_SCALE }) }
  const rate = isDollarCoin(quote) ? rates.get(asset) : undefined
  if (rate) {
    const inQuote = multiply(amount, rate)
    return { settlement: fill.marketType === 'inverse' ? divide(inQuote, price, { scale: WORKING_SCALE }) : inQuote }
  }
  return { asset, amount }
}

export function money(value: Decimal): DecimalString {
  return toDecimalString(round(value, MONEY_SCALE))
}

export function parseRates(rates: Readonly<Record<string, DecimalString>> | undefined): Map<string, Decimal> {
  const out = new Map<string, Decimal>()
  for (const [asset, rate] of Object.entries(rates ?? {})) out.set(asset.toUpperCase(), parseDecimal(rate))
  return out
}
