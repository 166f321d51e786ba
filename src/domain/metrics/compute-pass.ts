import { spreadCells } from './cell-breakdowns'
import type { MetricColumns } from './columns'
import { type Arrays, runGroup } from './group-pass'
import { sumLimbs } from './limb-pass'
import { overallOfOneGroup, runOverall } from './overall-pass'
import * as kernels from './pass-kernels'
import { BUCKET, CELLS, DAY, S, SCALARS } from './pass-layout'

const { addAt } = kernels

/** What the pass needs besides the columns: how currencies group and the sizes of the key spaces. */
export interface PassPlan {
  readonly view: 'net' | 'gross'
  readonly groupCount: number
  /** Group of each currency index. */
  readonly groupOf: Int32Array
  /** Multiplier of each currency index into its group's currency (1 when not converted). */
  readonly rateOf: Float64Array
  /** Initial capital per group. */
  readonly capital: Float64Array
  readonly currencyCount: number
  readonly sizes: { readonly symbol: number; readonly setup: number; readonly tag: number; readonly exchange: number; readonly account: number }
  /** Ascending R bucket edges. */
  readonly rEdges: readonly number[]
  readonly now: number
}

export interface PassResult {
  readonly scalars: Float64Array
  readonly overall: Float64Array
  readonly limbs: Float64Array
  readonly symbol: Float64Array
  readonly setup: Float64Array
  readonly tag: Float64Array
  readonly exchange: Float64Array
  readonly account: Float64Array
  readonly side: Float64Array
  readonly period: Float64Array
  readonly hour: Float64Array
  readonly weekday: Float64Array
  readonly r: Float64Array
  readonly overallR: Float64Array
  /** Days of group g: rows dayOffset[g] .. dayOffset[g] + daySpan[g], starting at local day dayMin[g]. */
  readonly days: Float64Array
  readonly dayMin: Float64Array
  readonly daySpan: Int32Array
  readonly dayOffset: Int32Array
  /** Equity after each counted trade of group g: eqOffset[g] .. eqOffset[g] + counted[g]. */
  readonly eqOffset: Int32Array
  readonly counted: Int32Array
  readonly eqValue: Float64Array
  readonly eqDrawdown: Float64Array
  /** Column position of each equity point. */
  readonly eqRow: Int32Array
}

let eqRows = new Int32Array(0)
/** The column positions of the equity points: never part of a result, so one buffer serves every pass. */
function eqRowBuffer(length: number): Int32Array {
  if (eqRows.length < length) eqRows = new Int32Array(Math.ceil(length * 1.25))
  return eqRows.subarray(0, length)
}

/**
 * Every accumulator: a short loop that sizes the day and equity arrays, one loop per currency group
 * over the closed rows in close order, one for the currency-free figures (unless one group holds them
 * all), one over the open rows, one for the exact limb sums.
 */
export function runPass(c: MetricColumns, plan: PassPlan): PassResult {
  const G = plan.groupCount
  const { groupOf, rateOf, sizes, rEdges } = plan
  const pnlColumn = plan.view === 'net' ? c.net : c.gross
  const closedCount = c.closedCount
  const { currency, closeDay } = c

  // Sizing: trades counted per group and the span of their local close days.
  const counted = new Int32Array(G)
  const dayMin = new Float64Array(G).fill(Number.POSITIVE_INFINITY)
  const dayMax = new Float64Array(G).fill(Number.NEGATIVE_INFINITY)
  for (let k = 0; k < closedCount; k++) {
    if ((pnlColumn[k] as number) !== (pnlColumn[k] as number)) continue
    const g = groupOf[currency[k] as number] as number
    counted[g] = (counted[g] as number) + 1
    const day = closeDay[k] as number
    if (day < (dayMin[g] as number)) dayMin[g] = day
    if (day > (dayMax[g] as number)) dayMax[g] = day
  }
  const daySpan = new Int32Array(G)
  const dayOffset = new Int32Array(G)
  const eqOffset = new Int32Array(G)
  let dayTotal = 0
  let eqTotal = 0
  for (let g = 0; g < G; g++) {
    daySpan[g] = counted[g] ? (dayMax[g] as number) - (dayMin[g] as number) + 1 : 0
    dayOffset[g] = dayTotal
    dayTotal += daySpan[g] as number
    eqOffset[g] = eqTotal
    eqTotal += counted[g] as number
  }

  const rCount = rEdges.length + 1
  const arrays: Arrays = {
    scalars: new Float64Array(G * SCALARS),
    symbol: new Float64Array(G * sizes.symbol * BUCKET),
    setup: new Float64Array(G * sizes.setup * BUCKET),
    tag: new Float64Array(G * sizes.tag * BUCKET),
    exchange: new Float64Array(G * sizes.exchange * BUCKET),
    account: new Float64Array(G * sizes.account * BUCKET),
    cells: new Float64Array(G * CELLS * BUCKET),
    r: new Float64Array(G * rCount * BUCKET),
    days: new Float64Array(dayTotal * DAY),
    eqValue: new Float64Array(eqTotal),
    eqDrawdown: new Float64Array(eqTotal),
    eqRow: eqRowBuffer(eqTotal),
  }
  for (let g = 0; g < G; g++) runGroup(c, plan, g, arrays, dayMin[g] as number, dayOffset[g] as number, eqOffset[g] as number)
  // One group holds every closed row in the same order: its figures are the overall ones.
  const { overall, overallR } = G === 1 ? overallOfOneGroup(c, arrays.scalars, arrays.r) : runOverall(c, plan)

  // Open trades: counted apart, with what they cost so far.
  const sc = arrays.scalars
  for (let g = 0; g < G; g++) sc[g * SCALARS + S.openOldest] = Number.POSITIVE_INFINITY
  for (let k = closedCount; k < c.length; k++) {
    const cur = currency[k] as number
    const s = (groupOf[cur] as number) * SCALARS
    const rate = rateOf[cur] as number
    addAt(sc, s + S.open, 1)
    addAt(sc, s + (c.direction[k] === 0 ? S.openLong : S.openShort), 1)
    addAt(sc, s + S.openNotional, (c.notional[k] as number) * rate)
    addAt(sc, s + S.openMargin, (c.margin[k] as number) * rate)
    addAt(sc, s + S.openFees, (c.fee[k] as number) * rate)
    addAt(sc, s + S.openFunding, (c.funding[k] as number) * rate)
    const opened = c.openMs[k] as number
    if (opened < (sc[s + S.openOldest] as number)) sc[s + S.openOldest] = opened
    addAt(sc, s + S.openAgeSum, Math.max(0, plan.now - opened))
  }

  const limbs = sumLimbs(c, pnlColumn, plan.currencyCount)
  return { ...arrays, ...spreadCells(arrays.cells, G), limbs, overall, overallR, dayMin, daySpan, dayOffset, eqOffset, counted }
}
