import type { MetricColumns } from './columns'
import type { PassPlan } from './compute-pass'
import { S, SCALARS } from './pass-layout'
import * as kernels from './pass-kernels'

// Bound once to local constants: under a module runner each use of an imported binding is a getter
// call, and the loop below uses these tens of times per trade (see pass-kernels.ts).
const { addToBucket, addToDay, B_BREAKEVENS, B_LOSSES, B_WINS, BK, CELL_COUNT, DAY_FIELDS, IMPLIED, LOSS_CODE, rBucketOf, UNKNOWN, WIN_CODE } = kernels

/** The accumulators a group's loop writes (flat, a stride per group; see pass-layout.ts). */
export interface Arrays {
  readonly scalars: Float64Array
  readonly symbol: Float64Array
  readonly setup: Float64Array
  readonly tag: Float64Array
  readonly exchange: Float64Array
  readonly account: Float64Array
  /** Side x weekday x hour cells (see CELLS), summed into those breakdowns after the loop. */
  readonly cells: Float64Array
  readonly r: Float64Array
  readonly days: Float64Array
  readonly eqValue: Float64Array
  readonly eqDrawdown: Float64Array
  readonly eqRow: Int32Array
}

/**
 * One group's statistics in one loop over the closed rows in close order, its scalars in local
 * variables (registers, not memory) and written out once at the end. Rows of other currencies are
 * skipped; journals have one to three currencies.
 */
export function runGroup(c: MetricColumns, plan: PassPlan, g: number, out: Arrays, dayFrom: number, dayBase: number, eqFrom: number): void {
  const net = plan.view === 'net'
  const pnlColumn = net ? c.net : c.gross
  const outcomeColumn = net ? c.outcomeNet : c.outcomeGross
  const roiColumn = net ? c.roiNet : c.roiGross
  const rColumn = net ? c.rNet : c.rGross
  const { groupOf, rateOf, sizes, rEdges } = plan
  const { currency, fee, funding, notional, leverage, holdMs, feeState, closeDay, tagStart, tags } = c
  const { symbol, setup, exchange, account, cell } = c
  const { days, eqValue, eqDrawdown, eqRow } = out
  const bySymbol = out.symbol
  const bySetup = out.setup
  const byTag = out.tag
  const byExchange = out.exchange
  const byAccount = out.account
  const byCell = out.cells
  const byR = out.r
  const symbolBase = g * sizes.symbol
  const setupBase = g * sizes.setup
  const tagBase = g * sizes.tag
  const exchangeBase = g * sizes.exchange
  const accountBase = g * sizes.account
  const cellBase = g * CELL_COUNT
  const rCount = rEdges.length + 1
  const rBase = g * rCount
  const capital = plan.capital[g] as number

  let closed = 0
  let wins = 0
  let losses = 0
  let breakevens = 0
  let unpriced = 0
  let total = 0
  let winSum = 0
  let lossSum = 0
  let roiSum = 0
  let roiCount = 0
  let holdSum = 0
  let holdCount = 0
  let notionalSum = 0
  let leverageSum = 0
  let rSum = 0
  let rCounted = 0
  let rDecidedSum = 0
  let rDecidedCount = 0
  let best = 0
  let bestRow = -1
  let worst = 0
  let worstRow = -1
  let peak = capital
  let peakRow = -1
  let maxDrawdown = 0
  let maxDrawdownPercent = 0
  let ddPeakRow = -1
  let ddTroughRow = -1
  let ddPeakValue = 0
  let recoveredRow = -1
  let streakKind = 0
  let streakLength = 0
  let longestWin = 0
  let longestLoss = 0
  let fees = 0
  let fundingPaid = 0
  let fundingReceived = 0
  let feesImplied = 0
  let feesUnknown = 0
  let e = eqFrom

  const closedCount = c.closedCount
  for (let k = 0; k < closedCount; k++) {
    const cur = currency[k] as number
    if (groupOf[cur] !== g) continue
    const raw = pnlColumn[k] as number
    if (raw !== raw) {
      unpriced++
      continue
    }
    const rate = rateOf[cur] as number
    const pnl = raw * rate
    const outcome = outcomeColumn[k] as number
    const feeAmount = (fee[k] as number) * rate
    const fundingAmount = (funding[k] as number) * rate
    const volume = (notional[k] as number) * rate
    let outcomeSlot: number
    closed++
    total += pnl
    // Streaks: a breakeven trade leaves the current run as it is.
    if (outcome === WIN_CODE) {
      outcomeSlot = B_WINS
      wins++
      winSum += pnl
      streakLength = streakKind === 1 ? streakLength + 1 : 1
      streakKind = 1
      if (streakLength > longestWin) longestWin = streakLength
    } else if (outcome === LOSS_CODE) {
      outcomeSlot = B_LOSSES
      losses++
      lossSum += pnl
      streakLength = streakKind === -1 ? streakLength + 1 : 1
      streakKind = -1
      if (streakLength > longestLoss) longestLoss = streakLength
    } else {
      outcomeSlot = B_BREAKEVENS
      breakevens++
    }

    const roi = roiColumn[k] as number
    if (roi === roi) {
      roiSum += roi
      roiCount++
    }
    const hold = holdMs[k] as number
    if (hold === hold) {
      holdSum += hold
      holdCount++
    }
    leverageSum += leverage[k] as number
    notionalSum += volume

    const r = rColumn[k] as number
    if (r === r) {
      rSum += r
      rCounted++
      if (outcomeSlot !== B_BREAKEVENS) {
        rDecidedSum += r
        rDecidedCount++
      }
      addToBucket(byR, (rBase + rBucketOf(r, rEdges)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    }

    if (bestRow === -1 || pnl > best) {
      best = pnl
      bestRow = k
    }
    if (worstRow === -1 || pnl < worst) {
      worst = pnl
      worstRow = k
    }

    // Equity (initial capital + cumulative P&L) and its drawdown from the running peak.
    const equity = capital + total
    if (equity > peak) {
      peak = equity
      peakRow = k
    }
    const drawdown = peak - equity
    if (drawdown > maxDrawdown) {
      maxDrawdown = drawdown
      ddPeakRow = peakRow
      ddTroughRow = k
      ddPeakValue = peak
      recoveredRow = -1
    } else if (recoveredRow === -1 && ddTroughRow !== -1 && equity >= ddPeakValue) recoveredRow = k
    if (peak > 0 && drawdown / peak > maxDrawdownPercent) maxDrawdownPercent = drawdown / peak
    eqValue[e] = equity
    eqDrawdown[e] = drawdown
    eqRow[e] = k
    e++

    // Fees and funding as floats for statistics (the exact totals come from limb-pass.ts).
    fees += feeAmount
    const state = feeState[k] as number
    if (state === IMPLIED) feesImplied++
    else if (state === UNKNOWN) feesUnknown++
    if (fundingAmount < 0) fundingPaid -= fundingAmount
    else if (fundingAmount > 0) fundingReceived += fundingAmount

    // Breakdowns.
    addToBucket(bySymbol, (symbolBase + (symbol[k] as number)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    addToBucket(bySetup, (setupBase + (setup[k] as number)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    addToBucket(byExchange, (exchangeBase + (exchange[k] as number)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    addToBucket(byAccount, (accountBase + (account[k] as number)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    addToBucket(byCell, (cellBase + (cell[k] as number)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    const tagFrom = tagStart[k] as number
    const tagTo = tagStart[k + 1] as number
    if (tagFrom === tagTo) addToBucket(byTag, tagBase * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)
    else for (let t = tagFrom; t < tagTo; t++) addToBucket(byTag, (tagBase + (tags[t] as number)) * BK, outcomeSlot, pnl, feeAmount, fundingAmount, volume)

    // The P&L calendar, by local close day.
    addToDay(days, (dayBase + (closeDay[k] as number) - dayFrom) * DAY_FIELDS, outcomeSlot, pnl, feeAmount, fundingAmount)
  }

  const sc = out.scalars
  const s = g * SCALARS
  sc[s + S.closed] = closed
  sc[s + S.wins] = wins
  sc[s + S.losses] = losses
  sc[s + S.breakevens] = breakevens
  sc[s + S.unpriced] = unpriced
  sc[s + S.pnl] = total
  sc[s + S.winSum] = winSum
  sc[s + S.lossSum] = lossSum
  sc[s + S.roiSum] = roiSum
  sc[s + S.roiCount] = roiCount
  sc[s + S.holdSum] = holdSum
  sc[s + S.holdCount] = holdCount
  sc[s + S.notionalSum] = notionalSum
  sc[s + S.leverageSum] = leverageSum
  sc[s + S.rSum] = rSum
  sc[s + S.rCount] = rCounted
  sc[s + S.rDecidedSum] = rDecidedSum
  sc[s + S.rDecidedCount] = rDecidedCount
  sc[s + S.best] = best
  sc[s + S.bestRow] = bestRow
  sc[s + S.worst] = worst
  sc[s + S.worstRow] = worstRow
  sc[s + S.cumulative] = total
  sc[s + S.peak] = peak
  sc[s + S.peakRow] = peakRow
  sc[s + S.maxDrawdown] = maxDrawdown
  sc[s + S.maxDrawdownPercent] = maxDrawdownPercent
  sc[s + S.maxDrawdownPeakRow] = ddPeakRow
  sc[s + S.maxDrawdownTroughRow] = ddTroughRow
  sc[s + S.maxDrawdownPeakValue] = ddPeakValue
  sc[s + S.recoveredRow] = recoveredRow
  sc[s + S.streakKind] = streakKind
  sc[s + S.streakLength] = streakLength
  sc[s + S.longestWin] = longestWin
  sc[s + S.longestLoss] = longestLoss
  sc[s + S.fees] = fees
  sc[s + S.fundingPaid] = fundingPaid
  sc[s + S.fundingReceived] = fundingReceived
  sc[s + S.volume] = notionalSum
  sc[s + S.feesImplied] = feesImplied
  sc[s + S.feesUnknown] = feesUnknown
}
