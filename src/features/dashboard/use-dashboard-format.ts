import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { NoValueReason, Value } from '../../domain/metrics'
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../ui'
import type { StatFormat } from './widgets/view-models'

export interface DashboardFormat {
  readonly locale: string
  readonly money: (amount: number, currency: string, signed?: boolean) => string
  readonly percent: (ratio: number, signed?: boolean) => string
  readonly ratio: (value: number) => string
  readonly count: (value: number) => string
  /** A statistic as text: the number, '∞' for infinite, '—' when there is none (see `reason`). */
  readonly stat: (value: Value, format: StatFormat, currency: string) => string
  /** Why a statistic shows no number (or '∞'), in words; undefined when it has a number. */
  readonly reason: (value: Value) => string | undefined
  /** A local `YYYY-MM-DD` day, e.g. "Mar 3, 2025". */
  readonly day: (date: string) => string
  /** A `YYYY-MM` month, e.g. "March 2025". */
  readonly month: (month: string) => string
}

/** Locale-aware formatting of the dashboard's numbers; never prints NaN or Infinity. */
export function useDashboardFormat(): DashboardFormat {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const reasons: Record<NoValueReason, string> = {
      noTrades: t`No closed trades yet`,
      noDecidedTrades: t`Only breakeven trades so far`,
      noWins: t`No winning trades yet`,
      noLosses: t`No losing trades yet`,
      noCapital: t`Set an initial capital in Settings to measure this`,
      noDrawdown: t`Equity never fell below a peak`,
      tooFewDays: t`Needs trades on at least two days`,
      noVariance: t`Every day had the same return`,
      equityNotPositive: t`Equity is at or below zero`,
      noRisk: t`No trade has a stop loss (R needs one)`,
      noMargin: t`No trade has a margin`,
    }
    const finite = (n: number) => (Number.isFinite(n) ? n : 0)
    const money = (amount: number, currency: string, signed = false) => formatMoney(finite(amount), locale, { currency, signed })
    const percent = (ratio: number, signed = false) => formatPercent(finite(ratio), locale, { decimals: 1, signed })
    const ratio = (value: number) => formatNumber(finite(value), locale, { maxDecimals: 2, minDecimals: 2 })
    const count = (value: number) => formatNumber(finite(value), locale, { maxDecimals: 0 })
    return {
      locale,
      money,
      percent,
      ratio,
      count,
      stat: (value, format, currency) => {
        if (value.kind === 'infinite') return '∞'
        if (value.kind === 'none') return '—'
        const n = value.value
        switch (format) {
          case 'money':
            return money(n, currency)
          case 'signedMoney':
            return money(n, currency, true)
          case 'percent':
            return percent(n)
          case 'ratio':
            return ratio(n)
          case 'count':
            return count(n)
        }
      },
      reason: (value) => (value.kind === 'none' ? reasons[value.reason] : value.kind === 'infinite' ? t`No losing trades: infinite` : undefined),
      day: (date) => formatDate(`${date}T12:00:00Z`, locale, { style: 'date', timeZone: 'UTC' }),
      month: (month) => formatDate(`${month}-15T12:00:00Z`, locale, { style: 'month-year', timeZone: 'UTC' }),
    }
  }, [locale, t])
}
