import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { ProgressGranularity, ProgressMetric } from '../../domain/progress'
import type { Value } from '../../domain/metrics'
import type { Formatters } from '../charts'

export interface ProgressMetricLabel {
  readonly label: string
  readonly definition: string
  /** Money figures are blurred under the profile's flag. */
  readonly money: boolean
}

/** Name and definition of each progress figure (the same definitions as the analytics screen). */
export function useProgressMetricLabels(): Record<ProgressMetric, ProgressMetricLabel> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      pnl: { label: t`Net P&L`, definition: t`Sum of the P&L of the trades closed in the period (net of fees and funding unless Settings say gross).`, money: true },
      winRate: { label: t`Win rate`, definition: t`Wins / (wins + losses); breakeven trades are left out.`, money: false },
      profitFactor: { label: t`Profit factor`, definition: t`Sum of winning P&L / |sum of losing P&L|; ∞ with no losses.`, money: false },
      expectancy: { label: t`Expectancy`, definition: t`Win rate x average win - loss rate x |average loss|: what a decided trade made on average.`, money: true },
      averageR: { label: t`Average R`, definition: t`Mean R-multiple (P&L / initial risk) of the trades with a stop loss.`, money: false },
      maxDrawdown: { label: t`Max drawdown`, definition: t`Largest fall of cumulative P&L from a peak within the period; smaller is better.`, money: true },
      trades: { label: t`Trades`, definition: t`Closed trades with a known P&L.`, money: false },
    }),
    [t],
  )
}

/** A figure of a snapshot as text. */
export function formatProgressValue(metric: ProgressMetric, v: Value, currency: string, fmt: Formatters): string {
  switch (metric) {
    case 'pnl':
    case 'expectancy':
      return fmt.value(v, (n) => fmt.money(n, currency, true))
    case 'maxDrawdown':
      return fmt.value(v, (n) => fmt.money(n, currency))
    case 'winRate':
      return fmt.value(v, (n) => fmt.percent(n))
    case 'profitFactor':
      return fmt.value(v, fmt.ratio)
    case 'averageR':
      return fmt.value(v, (n) => `${fmt.number(n, 2)}R`)
    case 'trades':
      return fmt.value(v, fmt.count)
  }
}

/** A change as signed text: money signed, win rate in percentage points, ratios and R signed. */
export function useChangeFormatter(fmt: Formatters) {
  const { t } = useLingui()
  return (metric: ProgressMetric, change: Value, currency: string): string => {
    if (change.kind !== 'value') return '—'
    const n = change.value
    const sign = n > 0 ? '+' : ''
    switch (metric) {
      case 'pnl':
      case 'expectancy':
      case 'maxDrawdown':
        return fmt.money(n, currency, true)
      case 'winRate': {
        const points = `${sign}${fmt.number(n * 100, 1)}`
        return t`${points} pts`
      }
      case 'profitFactor':
        return `${sign}${fmt.ratio(n)}`
      case 'averageR':
        return `${sign}${fmt.number(n, 2)}R`
      case 'trades':
        return `${sign}${fmt.count(n)}`
    }
  }
}

/** 'Week of Mar 3, 2025' or 'March 2025'. */
export function usePeriodName(granularity: ProgressGranularity, fmt: Formatters) {
  const { t } = useLingui()
  return (start: string): string => {
    if (granularity === 'month') return fmt.month(start.slice(0, 7))
    const day = fmt.day(start)
    return t`Week of ${day}`
  }
}
