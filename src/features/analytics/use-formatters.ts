import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { NoValueReason, Value } from '../../domain/metrics'
import { formatDuration, formatMoney, formatNumber, formatPercent } from '../../ui'

export interface Formatters {
  readonly locale: string
  readonly money: (amount: number, currency: string, signed?: boolean) => string
  readonly percent: (ratio: number, signed?: boolean) => string
  readonly number: (value: number, decimals?: number) => string
  /** Small rates such as fee rates: 3 decimals (0.045%). */
  readonly feeRate: (ratio: number) => string
  readonly duration: (ms: number) => string
  /** A Value as text: the number, '∞', or '—' (see `reason` for why). */
  readonly value: (v: Value, format: (n: number) => string) => string
  /** Why a statistic has no value, in words; undefined when it has one. */
  readonly reason: (v: Value) => string | undefined
}

/** Locale-aware formatting of the analytics' numbers; never prints NaN or Infinity. */
export function useFormatters(): Formatters {
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
    return {
      locale,
      money: (amount, currency, signed = false) => formatMoney(finite(amount), locale, { currency, signed }),
      percent: (ratio, signed = false) => formatPercent(finite(ratio), locale, { decimals: 1, signed }),
      feeRate: (ratio) => formatPercent(finite(ratio), locale, { decimals: 3 }),
      number: (value, decimals = 2) => formatNumber(finite(value), locale, { maxDecimals: decimals }),
      duration: (ms) => formatDuration(finite(ms), locale),
      value: (v, format) => (v.kind === 'value' ? format(v.value) : v.kind === 'infinite' ? '∞' : '—'),
      reason: (v) => (v.kind === 'none' ? reasons[v.reason] : v.kind === 'infinite' ? t`No losing trades: infinite` : undefined),
    }
  }, [locale, t])
}
