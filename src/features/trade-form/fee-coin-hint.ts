import type { DecimalString } from '../../domain/common'
import { multiply, parseDecimal, round, toDecimalString, tryParseDecimal } from '../../domain/decimal'
import { draftPair, isDollarCoin, normaliseDecimalText } from '../../domain/trades'
import { toTradeDraft, type TradeFormValues } from './trade-form-values'

/**
 * A fee typed in a third coin (BNB on a USDT pair): a trade's figures cannot price it, so its net P&L
 * is not worked out. With the trader's fee coin price for that coin the form offers the fee in the
 * quote coin instead (`priced`); without one it says so (`unpriced`). Undefined when the fee coin is
 * the pair's own, or the pair is not quoted in dollars (a dollar price says nothing there).
 */
export type FeeCoinHint =
  | { readonly kind: 'priced'; readonly coin: string; readonly fee: DecimalString; readonly price: DecimalString; readonly inQuote: DecimalString; readonly quote: string }
  | { readonly kind: 'unpriced'; readonly coin: string; readonly quote: string }

/** Digits kept when a fee is converted: more than any exchange charges to, fewer than a field takes. */
const CONVERTED_DECIMALS = 8

export function feeCoinHint(values: TradeFormValues, feeCoinPrices: Readonly<Record<string, DecimalString>>): FeeCoinHint | undefined {
  const coin = values.feeAsset.trim().toUpperCase()
  const pair = coin === '' ? undefined : draftPair(toTradeDraft(values))
  if (!pair || coin === pair.baseAsset || coin === pair.quoteAsset || !isDollarCoin(pair.quoteAsset)) return undefined
  const price = feeCoinPrices[coin]
  if (!price) return { kind: 'unpriced', coin, quote: pair.quoteAsset }
  const fee = tryParseDecimal(normaliseDecimalText(values.tradingFee))
  // No fee typed yet, or one the field refuses: nothing to convert.
  if (!fee.ok) return undefined
  const inQuote = toDecimalString(round(multiply(fee.value, parseDecimal(price)), CONVERTED_DECIMALS))
  return { kind: 'priced', coin, fee: toDecimalString(fee.value), price, inQuote, quote: pair.quoteAsset }
}
