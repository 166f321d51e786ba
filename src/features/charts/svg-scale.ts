/** Small linear scales for the plain-SVG charts (no NaN: an empty or flat domain is widened). */
export interface LinearScale {
  (value: number): number
  readonly ticks: readonly number[]
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count)
  const power = 10 ** Math.floor(Math.log10(raw))
  const unit = raw / power
  return (unit >= 5 ? 10 : unit >= 2 ? 5 : unit >= 1 ? 2 : 1) * power
}

/** Maps [min, max] (0 included when `withZero`) onto [from, to], with about `tickCount` round ticks. */
export function linearScale(values: readonly number[], from: number, to: number, options: { withZero?: boolean; tickCount?: number } = {}): LinearScale {
  const finite = values.filter(Number.isFinite)
  let min = finite.length > 0 ? Math.min(...finite) : 0
  let max = finite.length > 0 ? Math.max(...finite) : 1
  if (options.withZero ?? true) {
    min = Math.min(min, 0)
    max = Math.max(max, 0)
  }
  if (max === min) {
    max += Math.abs(max) > 0 ? Math.abs(max) * 0.1 : 1
    min -= Math.abs(min) > 0 ? Math.abs(min) * 0.1 : 0
  }
  const step = niceStep(max - min, options.tickCount ?? 4)
  min = Math.floor(min / step) * step
  max = Math.ceil(max / step) * step
  const ticks: number[] = []
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.abs(tick) < step / 1e6 ? 0 : tick)
  const scale = ((value: number) => from + ((value - min) / (max - min)) * (to - from)) as LinearScale
  return Object.assign(scale, { ticks })
}
