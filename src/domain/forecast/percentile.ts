/**
 * The p-quantile (0..1) of values already sorted ascending, interpolating linearly between the two
 * nearest ranks (the "type 7" rule of R and NumPy's default), so p50 of [1, 2, 3, 4] is 2.5.
 */
export function quantileSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length
  if (n === 0) return Number.NaN
  if (n === 1) return sorted[0] as number
  const position = Math.min(1, Math.max(0, p)) * (n - 1)
  const low = Math.floor(position)
  const high = Math.min(n - 1, low + 1)
  const weight = position - low
  return (sorted[low] as number) * (1 - weight) + (sorted[high] as number) * weight
}
