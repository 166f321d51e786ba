import { B, BUCKET, CELLS, DAY } from './pass-layout'
import { FEE_IMPLIED, FEE_UNKNOWN, LOSS, WIN } from './trade-row'

/**
 * The small pieces the metric loops share: slot numbers as plain constants and the bucket helpers.
 * The loops bind them to module-local constants once (`const { ... } = kernels`): under a module
 * runner (Vite's, Vitest's) every use of an imported binding is a getter call, which made the pass
 * several times slower; in a bundle they are plain bindings either way.
 */
export const WIN_CODE = WIN
export const LOSS_CODE = LOSS
export const IMPLIED = FEE_IMPLIED
export const UNKNOWN = FEE_UNKNOWN
export const BK = BUCKET
export const CELL_COUNT = CELLS
export const B_WINS = B.wins
export const B_LOSSES = B.losses
export const B_BREAKEVENS = B.breakevens
export const DAY_FIELDS = DAY

/**
 * Adds one trade to a bucket (layout B: wins, losses, breakevens, pnl, fees, funding, volume).
 * `outcomeSlot` is 0, 1 or 2. Small and monomorphic, so the engine inlines it.
 */
export function addToBucket(a: Float64Array, i: number, outcomeSlot: number, pnl: number, fee: number, funding: number, volume: number): void {
  a[i + outcomeSlot] = (a[i + outcomeSlot] as number) + 1
  a[i + 3] = (a[i + 3] as number) + pnl
  a[i + 4] = (a[i + 4] as number) + fee
  a[i + 5] = (a[i + 5] as number) + funding
  a[i + 6] = (a[i + 6] as number) + volume
}

/** Adds one trade to a day (layout D: a bucket without the volume). */
export function addToDay(a: Float64Array, i: number, outcomeSlot: number, pnl: number, fee: number, funding: number): void {
  a[i + outcomeSlot] = (a[i + outcomeSlot] as number) + 1
  a[i + 3] = (a[i + 3] as number) + pnl
  a[i + 4] = (a[i + 4] as number) + fee
  a[i + 5] = (a[i + 5] as number) + funding
}

export function addAt(a: Float64Array, i: number, amount: number): void {
  a[i] = (a[i] as number) + amount
}

export function rBucketOf(r: number, edges: readonly number[]): number {
  let index = 0
  while (index < edges.length && r >= (edges[index] as number)) index++
  return index
}
