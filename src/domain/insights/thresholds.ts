/**
 * When a difference is worth telling the trader. A finding compares a group of trades with the other
 * trades and is kept only when both sides are big enough and the gap is unlikely to be luck, so a
 * journal of a dozen trades gets no "insights" made of noise. The UI states these numbers.
 */
export const INSIGHT_THRESHOLDS = {
  /** Decided trades (wins + losses) needed on each side of a win-rate comparison. */
  minDecidedTrades: 10,
  /** Trades needed on each side of an average-P&L comparison. */
  minTrades: 10,
  /** Days needed on each side of the busy-day comparison. */
  minDays: 5,
  /** Smallest win-rate gap reported, in rate (0.1 = 10 percentage points). */
  minWinRateGap: 0.1,
  /** |z| (two-proportion test) or |t| (Welch's test) at or above this: about 95 % confidence. */
  minScore: 1.96,
} as const

export type InsightThresholds = typeof INSIGHT_THRESHOLDS
