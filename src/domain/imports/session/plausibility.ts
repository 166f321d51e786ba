import type { RowErrorCode } from '../errors'
import type { FillDraft } from '../records'

/**
 * The last check before a fill is shown as OK: a row misread in a way no single cell reveals (the
 * quote coin's row of an OKX trade read as a base quantity, an amount in the wrong column) still
 * contradicts the row's own figures. Such a row is refused with the reason, never imported silently.
 */

/**
 * Relative gap allowed between quantity × price and the row's amount column: exports round the
 * price they show, and some totals include the fee (up to about 1.5 % on retail brokers). A misread
 * row is off by far more (a quote amount read as a quantity is off by the whole price).
 */
const AMOUNT_TOLERANCE = 0.02

/** Exchange tokens that pay fees on any pair (Binance BNB, KuCoin KCS, OKX OKB, Gate GT, MEXC MX...). */
const FEE_TOKENS = new Set(['BNB', 'KCS', 'OKB', 'GT', 'MX', 'BGB', 'HT', 'FTT', 'CRO', 'LEO', 'BIX', 'BFX'])

/** Why the fill cannot be right, or undefined. `joined`: the fill was joined from one row per coin. */
export function implausibility(fill: FillDraft, joined: boolean): RowErrorCode | undefined {
  if (fill.quoteQuantity !== undefined && fill.marketType !== 'inverse') {
    // A 2 % check needs no exact decimals: binary floating point is far closer than that, and cheap
    // on a file of millions of rows.
    const expected = Number(fill.quantity) * Number(fill.price) * Number(fill.contractSize ?? 1)
    const stated = Math.abs(Number(fill.quoteQuantity))
    if (stated > 0 && Math.abs(expected - stated) / stated > AMOUNT_TOLERANCE) return joined ? 'LEGS_UNBALANCED' : 'AMOUNT_MISMATCH'
  }
  if (fill.fee !== undefined && fill.feeAsset && Number(fill.fee) !== 0) {
    const coin = fill.feeAsset.toUpperCase()
    const legs = [fill.baseAsset, fill.quoteAsset].map((asset) => asset?.toUpperCase())
    if (!legs.includes(coin) && !FEE_TOKENS.has(coin)) return 'FEE_COIN_MISMATCH'
  }
  return undefined
}
