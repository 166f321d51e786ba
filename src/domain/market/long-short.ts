/**
 * The market's global long/short account ratio from Binance's public futures data
 * (`GET https://fapi.binance.com/futures/data/globalLongShortAccountRatio?symbol=&period=&limit=`):
 * of all accounts holding a USD-M position on the symbol, the share net long and net short. The
 * exchange keeps only the last 30 days.
 */
export interface RatioPoint {
  /** Epoch ms of the reading. */
  readonly time: number
  /** Long accounts / short accounts. */
  readonly ratio: number
  /** Share of accounts net long, 0 to 1. */
  readonly long: number
  /** Share of accounts net short, 0 to 1. */
  readonly short: number
}

/** Periods the endpoint accepts that fit a phone chart, with how many readings to ask for. */
export const RATIO_PERIODS = ['15m', '1h', '4h', '1d'] as const
export type RatioPeriod = (typeof RATIO_PERIODS)[number]
/** 15m x 96 = 1 day, 1h x 72 = 3 days, 4h x 84 = 14 days, 1d x 30 = 30 days (the exchange's limit). */
export const RATIO_LIMITS: Readonly<Record<RatioPeriod, number>> = { '15m': 96, '1h': 72, '4h': 84, '1d': 30 }

export function isRatioPeriod(value: string): value is RatioPeriod {
  return (RATIO_PERIODS as readonly string[]).includes(value)
}

const numberOf = (value: unknown): number => (typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN)

/**
 * The readings in a response body, oldest first, or undefined when the body is not a list of them.
 * Readings with unreadable numbers are dropped; a share outside 0..1 makes the whole body suspect.
 */
export function parseLongShortSeries(body: unknown): RatioPoint[] | undefined {
  if (!Array.isArray(body)) return undefined
  const points: RatioPoint[] = []
  for (const row of body) {
    if (typeof row !== 'object' || row === null) return undefined
    const record = row as Record<string, unknown>
    const time = numberOf(record.timestamp)
    const ratio = numberOf(record.longShortRatio)
    const long = numberOf(record.longAccount)
    const short = numberOf(record.shortAccount)
    if (![time, ratio, long, short].every(Number.isFinite)) continue
    if (long < 0 || long > 1 || short < 0 || short > 1 || ratio < 0) return undefined
    points.push({ time, ratio, long, short })
  }
  return points.sort((a, b) => a.time - b.time)
}

export interface RatioSummary {
  readonly latest: RatioPoint
  readonly first: RatioPoint
  /** Latest ratio - first ratio over the range shown. */
  readonly change: number
  readonly highest: RatioPoint
  readonly lowest: RatioPoint
  /** Mean share of long accounts over the range. */
  readonly averageLong: number
}

/** Latest reading, range and change of a series; undefined for an empty one. */
export function summariseRatio(points: readonly RatioPoint[]): RatioSummary | undefined {
  const first = points[0]
  const latest = points[points.length - 1]
  if (!first || !latest) return undefined
  let highest = first
  let lowest = first
  let longSum = 0
  for (const point of points) {
    if (point.ratio > highest.ratio) highest = point
    if (point.ratio < lowest.ratio) lowest = point
    longSum += point.long
  }
  return { latest, first, change: latest.ratio - first.ratio, highest, lowest, averageLong: longSum / points.length }
}
