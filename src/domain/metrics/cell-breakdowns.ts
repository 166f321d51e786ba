import { BUCKET, CELLS } from './pass-layout'

/** 0 morning, 1 afternoon, 2 night, by local hour (trade-time.ts's periods). */
const PERIOD_OF_HOUR = Uint8Array.from({ length: 24 }, (_, hour) => (hour >= 6 && hour < 12 ? 0 : hour >= 12 && hour < 18 ? 1 : 2))

export interface FixedBreakdowns {
  readonly side: Float64Array
  readonly weekday: Float64Array
  readonly hour: Float64Array
  readonly period: Float64Array
}

/**
 * The side, weekday, hour and period-of-day buckets of every group, summed from the groups' cells
 * (see CELLS) in cell order, so a selection always gives the same sums whatever its order.
 */
export function spreadCells(cells: Float64Array, groupCount: number): FixedBreakdowns {
  const side = new Float64Array(groupCount * 2 * BUCKET)
  const weekday = new Float64Array(groupCount * 7 * BUCKET)
  const hour = new Float64Array(groupCount * 24 * BUCKET)
  const period = new Float64Array(groupCount * 3 * BUCKET)
  for (let g = 0; g < groupCount; g++) {
    for (let cell = 0; cell < CELLS; cell++) {
      const from = (g * CELLS + cell) * BUCKET
      const h = cell % 24
      const day = ((cell - h) / 24) % 7
      const direction = (cell - h - day * 24) / 168
      const targets = [
        [side, (g * 2 + direction) * BUCKET],
        [weekday, (g * 7 + day) * BUCKET],
        [hour, (g * 24 + h) * BUCKET],
        [period, (g * 3 + (PERIOD_OF_HOUR[h] as number)) * BUCKET],
      ] as const
      for (const [target, to] of targets) for (let f = 0; f < BUCKET; f++) target[to + f] = (target[to + f] as number) + (cells[from + f] as number)
    }
  }
  return { side, weekday, hour, period }
}
