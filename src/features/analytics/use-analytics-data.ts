import { useMemo, useState } from 'react'
import { type Account, type Tag, useTags } from '../../db'
import { factsInCurrency, type TradeFact, tradeFactsOf } from '../../domain/insights'
import { createMetricsCache, type CurrencyReport, journalMetricsOptions, type Metrics } from '../../domain/metrics'
import { useAccountFilter } from '../accounts'
import { traderTimeZone, useNow } from '../../ui'
import { useMetricInputs } from './use-metric-inputs'

export interface AnalyticsData {
  readonly loading: boolean
  readonly error: Error | null
  readonly metrics: Metrics
  /** The report on screen: the chosen quote coin's (the one with most trades by default). */
  readonly report: CurrencyReport
  /** Closed trades' facts in the report's currency. */
  readonly facts: readonly TradeFact[]
  /** Facts of every currency (the fee screen keeps one row per exchange and coin). */
  readonly allFacts: readonly TradeFact[]
  readonly currencies: readonly { readonly currency: string; readonly trades: number }[]
  readonly setCurrency: (currency: string) => void
  readonly tags: readonly Tag[]
  readonly accounts: readonly Account[]
  readonly accountId: string | undefined
  readonly blur: boolean
  readonly timeZone: string
  readonly now: number
  /** Live (not trashed) trades in view, open ones included. */
  readonly tradeCount: number
}

/**
 * Everything the analytics and fee screens show, computed on the device from the local database:
 * the trades of the selected account (`?account=`), the metrics engine's report (cached per screen,
 * so an edit to one trade does not derive every trade again) and the per-trade facts.
 */
export function useAnalyticsData(): AnalyticsData {
  const { accountId } = useAccountFilter()
  const { loading, error, trades, accounts, profile, defaults } = useMetricInputs(accountId)
  const { data: tags } = useTags()
  const timeZone = traderTimeZone(profile)
  // Read once: open trades' ages only; a screen left open need not tick.
  const now = useNow(null)
  const cache = useMemo(() => createMetricsCache(), [])
  const [chosen, setCurrency] = useState<string | undefined>(undefined)

  const inView = useMemo(() => (accountId ? accounts.filter((account) => account.id === accountId) : accounts), [accounts, accountId])
  const metrics = useMemo(
    // The settings' initial capital when set; otherwise the accounts' own capital.
    () => cache.compute(trades, journalMetricsOptions({ timeZone, now, settings: defaults, accounts: inView, accountId })),
    [cache, trades, timeZone, now, defaults, accountId, inView],
  )
  const allFacts = useMemo(
    () => tradeFactsOf(trades, { timeZone, breakevenBand: defaults.breakevenBand, view: defaults.pnlView }).closed,
    [trades, timeZone, defaults.breakevenBand, defaults.pnlView],
  )
  const report = metrics.reports.find((r) => r.currency === chosen) ?? metrics.primary
  const facts = useMemo(() => factsInCurrency(allFacts, report.currency), [allFacts, report.currency])
  const currencies = useMemo(() => metrics.reports.map((r) => ({ currency: r.currency, trades: r.totalTrades + r.open.count })), [metrics.reports])

  return {
    loading,
    error,
    metrics,
    report,
    facts,
    allFacts,
    currencies,
    setCurrency,
    tags,
    accounts,
    accountId,
    blur: profile.blurSensitiveData,
    timeZone,
    now,
    tradeCount: trades.length,
  }
}
