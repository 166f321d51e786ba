/**
 * A statistic that may have no finite value. Ratios and averages go through this type so no NaN or
 * Infinity ever reaches a screen: "no losses" is `infinite`, "no trades" is `none` with the reason the
 * UI words for the trader.
 */
export type Value = { readonly kind: 'value'; readonly value: number } | { readonly kind: 'infinite' } | { readonly kind: 'none'; readonly reason: NoValueReason }

/** Why a statistic has no value. */
export type NoValueReason =
  /** No closed trade with a known P&L in the selection. */
  | 'noTrades'
  /** Only breakeven trades: win rate, profit factor and expectancy need a win or a loss. */
  | 'noDecidedTrades'
  | 'noWins'
  | 'noLosses'
  /** Initial capital is zero (or not set): ROI, drawdown %, Sharpe have no base. */
  | 'noCapital'
  /** The equity curve never fell from a peak. */
  | 'noDrawdown'
  /** Sharpe needs at least two calendar days. */
  | 'tooFewDays'
  /** Every daily return was the same (standard deviation zero). */
  | 'noVariance'
  /** Equity reached zero or below, so a return on it means nothing. */
  | 'equityNotPositive'
  /** No trade had a stop loss (R needs the initial risk). */
  | 'noRisk'
  /** No trade had a margin (ROI per trade needs one). */
  | 'noMargin'

export const value = (v: number): Value => (Number.isFinite(v) ? { kind: 'value', value: v } : { kind: 'none', reason: 'noTrades' })
export const INFINITE: Value = { kind: 'infinite' }
export const none = (reason: NoValueReason): Value => ({ kind: 'none', reason })

/** `numerator / count`, or none(reason) when count is 0. */
export function average(sum: number, count: number, reason: NoValueReason): Value {
  return count > 0 ? value(sum / count) : none(reason)
}

/** The number, or null when there is none (infinite included): for charts and sorting. */
export function valueOrNull(v: Value): number | null {
  return v.kind === 'value' ? v.value : null
}
