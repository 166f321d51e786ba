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

/**
 * Estimated width in px of a tick label in the charts' 11px tabular figures. Estimated rather than
 * measured so a chart lays itself out in one render; 6.6px per character is a digit's width with a
 * little room, and wider than most letters.
 */
export function tickLabelWidth(text: string): number {
  return text.length * 6.6
}

/** The left margin that fits the widest value label (drawn 6px left of the plot) and never less than `min`. */
export function valueAxisMargin(labels: readonly string[], min = 36): number {
  let widest = 0
  for (const label of labels) widest = Math.max(widest, tickLabelWidth(label))
  return Math.ceil(Math.max(min, widest + 12))
}

/**
 * Indexes of the category labels to draw under `count` evenly spaced bands across `width`: every k-th
 * from the first, k chosen so the widest label plus `gap` fits between two drawn labels.
 */
export function fittingLabelIndexes(labels: readonly string[], width: number, gap = 8): number[] {
  if (labels.length === 0) return []
  let widest = 0
  for (const label of labels) widest = Math.max(widest, tickLabelWidth(label))
  const band = width / labels.length
  const every = Math.max(1, Math.ceil((widest + gap) / Math.max(1, band)))
  return labels.flatMap((_, i) => (i % every === 0 ? [i] : []))
}

/**
 * Ticks of a continuous axis whose labels do not overlap: asks the scale for fewer ticks until the
 * widest formatted label plus `gap` fits in the room each one gets.
 */
export function fittingTicks(scale: { ticks: (count?: number) => number[] }, format: (value: number) => string, width: number, gap = 12): number[] {
  for (let count = Math.max(2, Math.floor(width / 40)); count > 2; count--) {
    const ticks = scale.ticks(count)
    const widest = ticks.reduce((max, tick) => Math.max(max, tickLabelWidth(format(tick))), 0)
    if (ticks.length * (widest + gap) <= width) return ticks
  }
  return scale.ticks(2)
}

/**
 * Indexes of points (x positions in increasing order) to label so that two labels are at least
 * `minGap` apart: greedy from the first, and the last point replaces the label before it when both
 * do not fit, so the axis always shows where it starts and ends.
 */
export function spacedIndexes(positions: readonly number[], minGap: number): number[] {
  const chosen: number[] = []
  positions.forEach((x, i) => {
    const previous = chosen[chosen.length - 1]
    if (previous === undefined || x - (positions[previous] as number) >= minGap) chosen.push(i)
  })
  const last = positions.length - 1
  if (last > 0 && chosen[chosen.length - 1] !== last) {
    if (chosen.length > 1 && (positions[last] as number) - (positions[chosen[chosen.length - 1] as number] as number) < minGap) chosen.pop()
    chosen.push(last)
  }
  return chosen
}
