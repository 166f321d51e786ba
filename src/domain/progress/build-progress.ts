import type { Metrics } from '../metrics'
import type { Trade } from '../trade'
import { periodEnd, periodRange, periodStart, type ProgressGranularity, tradesByPeriod } from './periods'
import { emptySnapshot, type PeriodSnapshot, snapshotOf } from './snapshot'

export interface ProgressPeriod {
  /** First and last local day of the period (`YYYY-MM-DD`). */
  readonly start: string
  readonly end: string
  /** Key figures per quote coin traded in the period (money is never added across coins). */
  readonly snapshots: ReadonlyMap<string, PeriodSnapshot>
}

export interface ProgressOptions {
  readonly granularity: ProgressGranularity
  readonly timeZone: string
  /** Today's local date (`YYYY-MM-DD`): the range runs up to its period even when it has no trade yet. */
  readonly today: string
  /**
   * The metrics engine over a set of trades, with the screen's options (view, breakeven band...):
   * every figure of a period is the engine's, computed over that period's trades alone.
   */
  readonly compute: (trades: readonly Trade[]) => Metrics
}

/**
 * Every week or month from the first closed trade to today's period, oldest first, each with the
 * engine's figures over the trades closed in it (periods without trades have no snapshot).
 */
export function buildProgress(trades: readonly Trade[], options: ProgressOptions): ProgressPeriod[] {
  const groups = tradesByPeriod(trades, options.granularity, options.timeZone)
  const first = groups.keys().next().value
  if (first === undefined) return []
  const current = periodStart(options.today, options.granularity)
  const last = current > first ? current : ([...groups.keys()].pop() as string)
  return periodRange(first, last, options.granularity).map((start) => {
    const inPeriod = groups.get(start)
    const snapshots = new Map<string, PeriodSnapshot>()
    if (inPeriod) for (const report of options.compute(inPeriod).reports) if (report.totalTrades > 0) snapshots.set(report.currency, snapshotOf(report))
    return { start, end: periodEnd(start, options.granularity), snapshots }
  })
}

/** A period's snapshot in one coin, empty when it had no trade in it. */
export function snapshotIn(period: ProgressPeriod | undefined, currency: string): PeriodSnapshot {
  return period?.snapshots.get(currency) ?? emptySnapshot(currency)
}

/** Coins traded in any period, most closed trades first. */
export function progressCurrencies(periods: readonly ProgressPeriod[]): { currency: string; trades: number }[] {
  const counts = new Map<string, number>()
  for (const period of periods) for (const [currency, snapshot] of period.snapshots) counts.set(currency, (counts.get(currency) ?? 0) + snapshot.trades)
  return [...counts.entries()].map(([currency, trades]) => ({ currency, trades })).sort((a, b) => b.trades - a.trades || (a.currency < b.currency ? -1 : 1))
}
