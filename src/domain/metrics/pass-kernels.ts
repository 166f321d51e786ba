import { B, BUCKET, D, DAY, L, LIMB_SUMS } from './pass-layout'
import { FEE_IMPLIED, FEE_LIMBS, FEE_UNKNOWN, FUNDING_LIMBS, GROSS_LIMBS, LOSS, NET_LIMBS, ROW_LIMBS, WIN } from './trade-row'

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
export const B_WINS = B.wins
export const B_LOSSES = B.losses
export const B_BREAKEVENS = B.breakevens
export const DAY_FIELDS = DAY
export const D_PNL = D.pnl
export const D_TRADES = D.trades
export const D_FEES = D.fees
export const D_FUNDING = D.funding
export const LIMB_STRIDE = LIMB_SUMS
export const ROW_STRIDE = ROW_LIMBS
export const L_NET = L.net
export const L_GROSS = L.gross
export const L_FEE = L.fee
export const L_PAID = L.fundingPaid
export const L_RECEIVED = L.fundingReceived
export const R_NET = NET_LIMBS
export const R_GROSS = GROSS_LIMBS
export const R_FEE = FEE_LIMBS
export const R_FUNDING = FUNDING_LIMBS

/** 0 morning, 1 afternoon, 2 night, by local hour (trade-time.ts's periods). */
export const PERIOD_OF_HOUR = Uint8Array.from({ length: 24 }, (_, hour) => (hour >= 6 && hour < 12 ? 0 : hour >= 12 && hour < 18 ? 1 : 2))

/**
 * Adds one trade to a bucket (layout B: trades, wins, losses, breakevens, pnl, fees, funding,
 * volume). `outcomeSlot` is 1, 2 or 3. Small and monomorphic, so the engine inlines it.
 */
export function addToBucket(a: Float64Array, i: number, outcomeSlot: number, pnl: number, fee: number, funding: number, volume: number): void {
  a[i] = (a[i] as number) + 1
  a[i + outcomeSlot] = (a[i + outcomeSlot] as number) + 1
  a[i + 4] = (a[i + 4] as number) + pnl
  a[i + 5] = (a[i + 5] as number) + fee
  a[i + 6] = (a[i + 6] as number) + funding
  a[i + 7] = (a[i + 7] as number) + volume
}

export function addAt(a: Float64Array, i: number, amount: number): void {
  a[i] = (a[i] as number) + amount
}

export function rBucketOf(r: number, edges: readonly number[]): number {
  let index = 0
  while (index < edges.length && r >= (edges[index] as number)) index++
  return index
}

