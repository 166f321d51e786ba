import { useMemo, useState } from 'react'
import { factsInCurrency, type TradeFact, tradeFactsOf } from '../../domain/insights'
import { createMetricsCache, createZoneCalendar, dayNumberToDate } from '../../domain/metrics'
import { buildProgress, type ProgressGranularity, type ProgressPeriod, progressCurrencies } from '../../domain/progress'
import type { Trade } from '../../domain/trade'
import { useAccountFilter } from '../accounts'
import { traderTimeZone, useNow } from '../../ui'
import { useMetricInputs } from './use-metric-inputs'

export interface ProgressData {
  readonly loading: boolean
  readonly error: Error | null
  readonly tradeCount: number
  readonly periods: readonly ProgressPeriod[]
  readonly currency: string
  readonly currencies: readonly { readonly currency: string; readonly trades: number }[]
  readonly setCurrency: (currency: string) => void
  /** Closed trades' facts in the chosen coin, in close order (the rolling windows). */
  readonly facts: readonly TradeFact[]
  readonly blur: boolean
  /** Today in the trader's zone, `YYYY-MM-DD`. */
  readonly today: string
}

/**
 * Progress of the trades in view (`?account=`): each week or month computed by the metrics engine
 * over that period's trades alone (one cache for the screen keeps per-trade work between periods).
 */
export function useProgressData(granularity: ProgressGranularity): ProgressData {
  const { accountId } = useAccountFilter()
  const { loading, error, trades, accounts, profile, defaults } = useMetricInputs(accountId)
  const timeZone = traderTimeZone(profile)
  const now = useNow(null)
  const today = useMemo(() => dayNumberToDate(createZoneCalendar(timeZone).localDay(now)), [timeZone, now])
  const cache = useMemo(() => createMetricsCache(), [])
  const [chosen, setCurrency] = useState<string | undefined>(undefined)
  const inView = useMemo(() => (accountId ? accounts.filter((account) => account.id === accountId) : accounts), [accounts, accountId])

  const periods = useMemo(
    () =>
      buildProgress(trades, {
        granularity,
        timeZone,
        today,
        compute: (subset: readonly Trade[]) => cache.compute(subset, { timeZone, now, breakevenBand: defaults.breakevenBand, view: defaults.pnlView, accounts: inView }),
      }),
    [cache, trades, granularity, timeZone, today, now, defaults.breakevenBand, defaults.pnlView, inView],
  )
  const currencies = useMemo(() => progressCurrencies(periods), [periods])
  const currency = currencies.find((c) => c.currency === chosen)?.currency ?? currencies[0]?.currency ?? 'USDT'
  const allFacts = useMemo(
    () => tradeFactsOf(trades, { timeZone, breakevenBand: defaults.breakevenBand, view: defaults.pnlView }).closed,
    [trades, timeZone, defaults.breakevenBand, defaults.pnlView],
  )
  const facts = useMemo(() => factsInCurrency(allFacts, currency), [allFacts, currency])
  return {
    loading,
    error,
    tradeCount: trades.length,
    periods,
    currency,
    currencies,
    setCurrency,
    facts,
    blur: profile.blurSensitiveData,
    today,
  }
}
