/** Pure helpers that shape data for the charts (tested in test/unit/charts). */

export interface EquityPoint {
  /** Epoch ms, or any increasing number. */
  readonly time: number
  readonly equity: number
  /** Fall below the running peak, >= 0. */
  readonly drawdown: number
}

/**
 * At most `max` points of an equity series, for drawing: each bucket of consecutive points keeps its
 * last equity and its deepest drawdown, so the curve ends where it ends and no drawdown is hidden.
 * The first point is always kept (where the curve starts).
 */
export function downsampleEquity(points: readonly EquityPoint[], max: number): EquityPoint[] {
  if (points.length <= max || max < 2) return [...points]
  const first = points[0] as EquityPoint
  const out: EquityPoint[] = [first]
  const rest = points.length - 1
  const buckets = max - 1
  for (let b = 0; b < buckets; b++) {
    const start = 1 + Math.floor((b * rest) / buckets)
    const end = 1 + Math.floor(((b + 1) * rest) / buckets)
    if (end <= start) continue
    let deepest = 0
    for (let i = start; i < end; i++) deepest = Math.max(deepest, (points[i] as EquityPoint).drawdown)
    const last = points[end - 1] as EquityPoint
    out.push({ time: last.time, equity: last.equity, drawdown: deepest })
  }
  return out
}

/** [min, max] of values with a margin, never empty or flat (a flat domain is widened), no NaN. */
export function paddedExtent(values: readonly number[], options: { includeZero?: boolean; padding?: number } = {}): [number, number] {
  let min = Infinity
  let max = -Infinity
  for (const value of values) {
    if (!Number.isFinite(value)) continue
    if (value < min) min = value
    if (value > max) max = value
  }
  if (min === Infinity) [min, max] = [0, 1]
  if (options.includeZero) {
    min = Math.min(min, 0)
    max = Math.max(max, 0)
  }
  if (max === min) {
    const pad = Math.abs(max) > 0 ? Math.abs(max) * 0.1 : 1
    return [min - pad, max + pad]
  }
  const pad = (max - min) * (options.padding ?? 0.05)
  return [options.includeZero && min === 0 ? 0 : min - pad, options.includeZero && max === 0 ? 0 : max + pad]
}

/** Indexes of about `count` labels spread evenly over `length` points, first and last included. */
export function labelIndexes(length: number, count: number): number[] {
  if (length <= 0) return []
  if (length <= count) return Array.from({ length }, (_, i) => i)
  const step = (length - 1) / Math.max(1, count - 1)
  return Array.from(new Set(Array.from({ length: count }, (_, i) => Math.round(i * step))))
}
