import type { DecimalString } from '../common'
import type { CurrencyReport } from '../metrics'
import { none, type Value, value } from '../metrics/value'

/** The key figures of one period in one quote coin, read off the metrics engine's report. */
export interface PeriodSnapshot {
  readonly currency: string
  /** Closed trades with a known P&L. */
  readonly trades: number
  /** The view's P&L (net by default), exact as the engine summed it, and as a number for charts. */
  readonly pnl: number
  readonly pnlExact: DecimalString
  readonly winRate: Value
  readonly profitFactor: Value
  readonly expectancy: Value
  readonly averageR: Value
  /** Largest fall from a running peak within the period, in money (0 when it never fell). */
  readonly maxDrawdown: number
}

export function snapshotOf(report: CurrencyReport): PeriodSnapshot {
  return {
    currency: report.currency,
    trades: report.totalTrades,
    pnl: report.pnl,
    pnlExact: report.view === 'gross' ? report.totals.grossPnl : report.totals.netPnl,
    winRate: report.winRate,
    profitFactor: report.profitFactor,
    expectancy: report.expectancy,
    averageR: report.averageR,
    maxDrawdown: report.maxDrawdown.amount,
  }
}

/** A period without a closed trade in the coin. */
export function emptySnapshot(currency: string): PeriodSnapshot {
  const noTrades = none('noTrades')
  return { currency, trades: 0, pnl: 0, pnlExact: '0', winRate: noTrades, profitFactor: noTrades, expectancy: noTrades, averageR: noTrades, maxDrawdown: 0 }
}

export type ProgressMetric = 'pnl' | 'winRate' | 'profitFactor' | 'expectancy' | 'averageR' | 'maxDrawdown' | 'trades'
export const PROGRESS_METRICS: readonly ProgressMetric[] = ['pnl', 'winRate', 'profitFactor', 'expectancy', 'averageR', 'maxDrawdown', 'trades']

/** better: the change improves the trader's results; neutral for the trade count (more is not better). */
export type ChangeDirection = 'better' | 'worse' | 'same' | 'neutral' | 'unknown'

export interface MetricChange {
  readonly metric: ProgressMetric
  readonly current: Value
  readonly previous: Value
  /** current - previous (percentage points for the win rate: a fraction, 0.05 = 5 points). */
  readonly change: Value
  readonly direction: ChangeDirection
}

function metricValue(snapshot: PeriodSnapshot, metric: ProgressMetric): Value {
  switch (metric) {
    case 'pnl':
      return value(snapshot.pnl)
    case 'trades':
      return value(snapshot.trades)
    case 'maxDrawdown':
      return snapshot.trades === 0 ? none('noTrades') : value(snapshot.maxDrawdown)
    default:
      return snapshot[metric]
  }
}

// A tiny float difference (0.1 + 0.2) is no change.
const EPSILON = 1e-9

function directionOf(metric: ProgressMetric, change: Value): ChangeDirection {
  if (change.kind !== 'value') return 'unknown'
  if (metric === 'trades') return 'neutral'
  if (Math.abs(change.value) < EPSILON) return 'same'
  const up = change.value > 0
  // A deeper drawdown is worse; every other figure is better higher.
  return (metric === 'maxDrawdown' ? !up : up) ? 'better' : 'worse'
}

/** Each key figure of `current` against `previous`, with the change and whether it is an improvement. */
export function compareSnapshots(current: PeriodSnapshot, previous: PeriodSnapshot): MetricChange[] {
  return PROGRESS_METRICS.map((metric) => {
    const now = metricValue(current, metric)
    const before = metricValue(previous, metric)
    const change = now.kind === 'value' && before.kind === 'value' ? value(now.value - before.value) : none('noTrades')
    return { metric, current: now, previous: before, change, direction: directionOf(metric, change) }
  })
}
