import type { EquitySeries } from '../metrics'
import { none, type Value, value } from '../metrics/value'

/**
 * One fall of the equity curve below its running peak and the climb back. Read from the engine's
 * equity series (initial capital + cumulative P&L after each closed trade, in close order).
 */
export interface DrawdownPeriod {
  /** Equity at the peak the fall started from. */
  readonly peak: number
  /** Close time of the trade that set the peak; absent when the peak is the initial capital. */
  readonly peakAt?: number
  /** Close time of the first trade below the peak. */
  readonly startedAt: number
  /** Close time of the lowest point and the equity there. */
  readonly troughAt: number
  readonly trough: number
  /** Close time of the first trade back at or above the peak; absent while still below it. */
  readonly recoveredAt?: number
  /** peak - trough, in money. */
  readonly depth: number
  /** depth / peak; none when the peak was not above 0 (no capital to measure against). */
  readonly depthPercent: Value
  /** recoveredAt (or `now` while open) - startedAt. */
  readonly durationMs: number
  /** Trades from the start to the trough, and from the start to the recovery (or to now). */
  readonly tradesToTrough: number
  readonly trades: number
}

/** Every drawdown period, deepest first; `now` closes the duration of one still open. */
export function drawdownPeriods(equity: EquitySeries, initialCapital: number, now: number): DrawdownPeriod[] {
  const periods: DrawdownPeriod[] = []
  let peak = initialCapital
  let peakAt: number | undefined
  let open: { startIndex: number; troughIndex: number } | undefined
  const close = (endIndex: number, recovered: boolean) => {
    if (!open) return
    const startedAt = equity.time[open.startIndex] as number
    const troughAt = equity.time[open.troughIndex] as number
    const trough = equity.equity[open.troughIndex] as number
    const end = recovered ? (equity.time[endIndex] as number) : Math.max(now, startedAt)
    const depth = peak - trough
    periods.push({
      peak,
      ...(peakAt === undefined ? {} : { peakAt }),
      startedAt,
      troughAt,
      trough,
      ...(recovered ? { recoveredAt: equity.time[endIndex] as number } : {}),
      depth,
      depthPercent: peak > 0 ? value(depth / peak) : none('noCapital'),
      durationMs: end - startedAt,
      tradesToTrough: open.troughIndex - open.startIndex + 1,
      trades: (recovered ? endIndex : equity.equity.length) - open.startIndex,
    })
    open = undefined
  }
  for (let i = 0; i < equity.equity.length; i++) {
    const e = equity.equity[i] as number
    if (e >= peak) {
      close(i, true)
      peak = e
      peakAt = equity.time[i]
    } else if (!open) open = { startIndex: i, troughIndex: i }
    else if (e < (equity.equity[open.troughIndex] as number)) open.troughIndex = i
  }
  close(equity.equity.length, false)
  return periods.sort((a, b) => b.depth - a.depth || a.startedAt - b.startedAt)
}
