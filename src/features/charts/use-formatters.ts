import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { NoValueReason, Value } from '../../domain/metrics'
import { formatDate, formatDuration, formatMoney, formatNumber, formatPercent } from '../../ui'

/** How a statistic's number reads (the dashboard's stat widgets pick one). */
export type StatFormat = 'money' | 'signedMoney' | 'percent' | 'ratio' | 'count'

export interface Formatters {
  readonly locale: string
  readonly money: (amount: number, currency: string, signed?: boolean) => string
  readonly percent: (ratio: number, signed?: boolean) => string
  readonly number: (value: number, decimals?: number) => string
  /** A ratio such as the profit factor: always 2 decimals (1.50). */
  readonly ratio: (value: number) => string
  readonly count: (value: number) => string
  /** Small rates such as fee rates: 3 decimals (0.045%). */
  readonly feeRate: (ratio: number) => string
  readonly duration: (ms: number) => string
  /** A Value as text: the number, '∞', or '—' (see `reason` for why). */
  readonly value: (v: Value, format: (n: number) => string) => string
  /** A statistic as text in one of the stat formats: the number, '∞' or '—'. */
  readonly stat: (value: Value, format: StatFormat, currency: string) => string
  /** Why a statistic has no value (or '∞'), in words; undefined when it has one. */
  readonly reason: (v: Value) => string | undefined
  /** A local `YYYY-MM-DD` day, e.g. "Mar 3, 2025". */
  readonly day: (date: string) => string
  /** A `YYYY-MM` month, e.g. "March 2025". */
  readonly month: (month: string) => string
}

/**
 * Locale-aware formatting of the numbers of the dashboard, analytics and fee screens (one hook, so
 * the same statistic reads the same everywhere); never prints NaN or Infinity.
 */
export function useFormatters(): Formatters {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const reasons: Record<NoValueReason, string> = {
      noTrades: t`No closed trades yet`,
      noDecidedTrades: t`Only breakeven trades so far`,
      noWins: t`No winning trades yet`,
      noLosses: t`No losing trades yet`,
      noCapital: t`Needs an initial capital in this currency: set one in Settings, Trading (main currency) or on an account in it`,
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
    const stats: Record<StatFormat, (n: number, currency: string) => string> = {
      money: (n, currency) => money(n, currency),
      signedMoney: (n, currency) => money(n, currency, true),
      percent: (n) => percent(n),
      ratio,
      count,
    }
    return {
      locale,
      money,
      percent,
      ratio,
      count,
      feeRate: (value) => formatPercent(finite(value), locale, { decimals: 3 }),
      number: (value, decimals = 2) => formatNumber(finite(value), locale, { maxDecimals: decimals }),
      duration: (ms) => formatDuration(finite(ms), locale),
      value: (v, format) => (v.kind === 'value' ? format(v.value) : v.kind === 'infinite' ? '∞' : '—'),
      stat: (v, format, currency) => (v.kind === 'value' ? stats[format](v.value, currency) : v.kind === 'infinite' ? '∞' : '—'),
      reason: (v) => (v.kind === 'none' ? reasons[v.reason] : v.kind === 'infinite' ? t`No losing trades: infinite` : undefined),
      day: (date) => formatDate(`${date}T12:00:00Z`, locale, { style: 'date', timeZone: 'UTC' }),
      month: (month) => formatDate(`${month}-15T12:00:00Z`, locale, { style: 'month-year', timeZone: 'UTC' }),
    }
  }, [locale, t])
}
