/**
 * Slot numbers of the flat accumulators the metric pass fills (one Float64Array per kind, a stride
 * per group), shared by the pass and the report builder.
 */

/** Per-group scalars. */
export const S = {
  closed: 0,
  wins: 1,
  losses: 2,
  breakevens: 3,
  unpriced: 4,
  pnl: 5,
  winSum: 6,
  lossSum: 7,
  roiSum: 8,
  roiCount: 9,
  holdSum: 10,
  holdCount: 11,
  notionalSum: 12,
  leverageSum: 13,
  rSum: 14,
  rCount: 15,
  rDecidedSum: 16,
  rDecidedCount: 17,
  best: 18,
  bestRow: 19,
  worst: 20,
  worstRow: 21,
  cumulative: 22,
  peak: 23,
  maxDrawdown: 24,
  maxDrawdownPeakRow: 25,
  maxDrawdownTroughRow: 26,
  maxDrawdownPercent: 27,
  peakRow: 28,
  streakKind: 29,
  streakLength: 30,
  longestWin: 31,
  longestLoss: 32,
  fees: 33,
  fundingPaid: 34,
  fundingReceived: 35,
  volume: 36,
  feesImplied: 37,
  feesUnknown: 38,
  recoveredRow: 39,
  maxDrawdownPeakValue: 40,
  open: 41,
  openLong: 42,
  openShort: 43,
  openNotional: 44,
  openMargin: 45,
  openFees: 46,
  openFunding: 47,
  openOldest: 48,
  openAgeSum: 49,
} as const
export const SCALARS = 50

/** Overall (currency-free) scalars. */
export const O = {
  closed: 0,
  wins: 1,
  losses: 2,
  breakevens: 3,
  unpriced: 4,
  holdSum: 5,
  holdCount: 6,
  leverageSum: 7,
  roiSum: 8,
  roiCount: 9,
  rSum: 10,
  rCount: 11,
  rDecidedSum: 12,
  rDecidedCount: 13,
  streakKind: 14,
  streakLength: 15,
  longestWin: 16,
  longestLoss: 17,
  open: 18,
} as const
export const OVERALL = 19

/**
 * Bucket fields (breakdowns, R buckets). The trade count is not stored: it is wins + losses +
 * breakevens (whole numbers, so exact), one add per bucket and trade fewer in the loop.
 */
export const B = { wins: 0, losses: 1, breakevens: 2, pnl: 3, fees: 4, funding: 5, volume: 6 } as const
export const BUCKET = 7

/** Day fields: a bucket without the volume. */
export const D = { wins: 0, losses: 1, breakevens: 2, pnl: 3, fees: 4, funding: 5 } as const
export const DAY = 6

/**
 * The fixed breakdowns (side, weekday, hour, and period of day, which follows from the hour) share one
 * bucket per combination, a "cell": the loop adds a trade to one cell instead of four buckets, and the
 * four breakdowns are summed from the 336 cells afterwards. cell = (direction x 7 + weekday) x 24 + hour.
 */
export const CELLS = 2 * 7 * 24

/** Exact limb sums per quote coin: net, gross, fee, funding paid, funding received (3 limbs each). */
export const L = { net: 0, gross: 3, fee: 6, fundingPaid: 9, fundingReceived: 12 } as const
export const LIMB_SUMS = 15
