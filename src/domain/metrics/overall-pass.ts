import type { MetricColumns } from './columns'
import type { PassPlan } from './compute-pass'
import { BUCKET, O, OVERALL, S } from './pass-layout'
import * as kernels from './pass-kernels'

// Local constants, as in group-pass.ts.
const { addAt, B_BREAKEVENS, B_LOSSES, B_WINS, LOSS_CODE, rBucketOf, WIN_CODE } = kernels
const BK = BUCKET

/** Currency-free statistics over every closed trade in close order (streaks cross currencies). */
export function runOverall(c: MetricColumns, plan: PassPlan): { overall: Float64Array; overallR: Float64Array } {
  const net = plan.view === 'net'
  const pnlColumn = net ? c.net : c.gross
  const outcomeColumn = net ? c.outcomeNet : c.outcomeGross
  const roiColumn = net ? c.roiNet : c.roiGross
  const rColumn = net ? c.rNet : c.rGross
  const { holdMs, leverage } = c
  const rEdges = plan.rEdges
  const overallR = new Float64Array((rEdges.length + 1) * BK)
  let closed = 0
  let wins = 0
  let losses = 0
  let breakevens = 0
  let unpriced = 0
  let holdSum = 0
  let holdCount = 0
  let leverageSum = 0
  let roiSum = 0
  let roiCount = 0
  let rSum = 0
  let rCount = 0
  let rDecidedSum = 0
  let rDecidedCount = 0
  let streakKind = 0
  let streakLength = 0
  let longestWin = 0
  let longestLoss = 0
  for (let k = 0; k < c.closedCount; k++) {
    const raw = pnlColumn[k] as number
    if (raw !== raw) {
      unpriced++
      continue
    }
    closed++
    const outcome = outcomeColumn[k] as number
    let slot: number
    if (outcome === WIN_CODE) {
      slot = B_WINS
      wins++
      streakLength = streakKind === 1 ? streakLength + 1 : 1
      streakKind = 1
      if (streakLength > longestWin) longestWin = streakLength
    } else if (outcome === LOSS_CODE) {
      slot = B_LOSSES
      losses++
      streakLength = streakKind === -1 ? streakLength + 1 : 1
      streakKind = -1
      if (streakLength > longestLoss) longestLoss = streakLength
    } else {
      slot = B_BREAKEVENS
      breakevens++
    }
    const hold = holdMs[k] as number
    if (hold === hold) {
      holdSum += hold
      holdCount++
    }
    leverageSum += leverage[k] as number
    const roi = roiColumn[k] as number
    if (roi === roi) {
      roiSum += roi
      roiCount++
    }
    const r = rColumn[k] as number
    if (r === r) {
      rSum += r
      rCount++
      if (slot !== B_BREAKEVENS) {
        rDecidedSum += r
        rDecidedCount++
      }
      addAt(overallR, rBucketOf(r, rEdges) * BK + slot, 1)
    }
  }
  const overall = new Float64Array(OVERALL)
  overall[O.closed] = closed
  overall[O.wins] = wins
  overall[O.losses] = losses
  overall[O.breakevens] = breakevens
  overall[O.unpriced] = unpriced
  overall[O.holdSum] = holdSum
  overall[O.holdCount] = holdCount
  overall[O.leverageSum] = leverageSum
  overall[O.roiSum] = roiSum
  overall[O.roiCount] = roiCount
  overall[O.rSum] = rSum
  overall[O.rCount] = rCount
  overall[O.rDecidedSum] = rDecidedSum
  overall[O.rDecidedCount] = rDecidedCount
  overall[O.streakKind] = streakKind
  overall[O.streakLength] = streakLength
  overall[O.longestWin] = longestWin
  overall[O.longestLoss] = longestLoss
  overall[O.open] = c.length - c.closedCount
  return { overall, overallR }
}

/**
 * The overall figures when one currency group holds every closed row: that group's loop saw the same
 * rows in the same order, so its sums are these (no second loop). Its R buckets serve as the overall
 * ones (only their counts are read).
 */
export function overallOfOneGroup(c: MetricColumns, scalars: Float64Array, r: Float64Array): { overall: Float64Array; overallR: Float64Array } {
  const overall = new Float64Array(OVERALL)
  const pairs: readonly [number, number][] = [
    [O.closed, S.closed],
    [O.wins, S.wins],
    [O.losses, S.losses],
    [O.breakevens, S.breakevens],
    [O.unpriced, S.unpriced],
    [O.holdSum, S.holdSum],
    [O.holdCount, S.holdCount],
    [O.leverageSum, S.leverageSum],
    [O.roiSum, S.roiSum],
    [O.roiCount, S.roiCount],
    [O.rSum, S.rSum],
    [O.rCount, S.rCount],
    [O.rDecidedSum, S.rDecidedSum],
    [O.rDecidedCount, S.rDecidedCount],
    [O.streakKind, S.streakKind],
    [O.streakLength, S.streakLength],
    [O.longestWin, S.longestWin],
    [O.longestLoss, S.longestLoss],
  ]
  for (const [to, from] of pairs) overall[to] = scalars[from] as number
  overall[O.open] = c.length - c.closedCount
  return { overall, overallR: r }
}
