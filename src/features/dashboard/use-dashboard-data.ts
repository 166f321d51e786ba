import { useMemo, useState } from 'react'
import { type Account, type Tag, type Trade, useAccounts, useJournalDatabase, usePreference, useTags, useTrades } from '../../db'
import { createMetricsCache, type CurrencyReport, type Metrics, type MetricsCache } from '../../domain/metrics'
import { useAccountFilter } from '../accounts'
import { useNow } from '../journal/use-now'
import { traderTimeZone } from '../../ui'
import { dateFilterRange, tradesInDateRange, useDateFilter } from './filters'

export interface DashboardData {
  readonly loading: boolean
  readonly error: Error | null
  /** Trades of the selected account and period (open ones included). */
  readonly trades: readonly Trade[]
  readonly metrics: Metrics
  /** The chosen quote coin's report (the one with most trades by default). */
  readonly report: CurrencyReport
  readonly currencies: readonly { readonly currency: string; readonly trades: number }[]
  readonly setCurrency: (currency: string) => void
  readonly tags: readonly Tag[]
  readonly accounts: readonly Account[]
  readonly blur: boolean
  readonly timeZone: string
  readonly breakevenBand: string
  /** Whether a date range is applied. */
  readonly filtered: boolean
}

/**
 * One metrics cache per journal for the session, not per mount: coming back to the dashboard from
 * another screen finds every trade already derived (each journal is one user's database, so two
 * traders on one device never share one).
 */
const caches = new Map<string, MetricsCache>()
function cacheFor(journal: string): MetricsCache {
  let cache = caches.get(journal)
  if (!cache) caches.set(journal, (cache = createMetricsCache()))
  return cache
}

/** How often the presets' "now" moves on: 'Today' rolls over at midnight on a screen left open. */
const CLOCK_TICK_MS = 60_000

/**
 * Everything the dashboard's widgets show, from the local database: the trades of the selected
 * account (`?account=`) and period (`?range=`), and one metrics engine cache for the screen, so a
 * change to one trade derives that trade only and a filter change re-reads the per-trade memo.
 */
export function useDashboardData(): DashboardData {
  const { accountId } = useAccountFilter()
  const { filter } = useDateFilter()
  const trades = useTrades(accountId ? { accountId } : {})
  const { data: tags } = useTags()
  const { data: accounts, isLoading: accountsLoading } = useAccounts()
  const profileState = usePreference('profile')
  const defaultsState = usePreference('tradingDefaults')
  const profile = profileState.value
  const defaults = defaultsState.value
  const timeZone = traderTimeZone(profile)
  const clock = useNow(CLOCK_TICK_MS)
  // The open trades' ages only: read once, so the clock tick does not rerun the metric pass.
  const [now] = useState(() => Date.now())
  const db = useJournalDatabase()
  const cache = useMemo(() => cacheFor(db.name), [db.name])
  const [chosen, setCurrency] = useState<string | undefined>(undefined)

  const range = dateFilterRange(filter, clock, timeZone)
  const from = range?.from
  const before = range?.before
  // Keyed on the range's bounds, not the clock: the same array (and cached columns) until a bound moves.
  const inRange = useMemo(() => tradesInDateRange(trades.data, from === undefined && before === undefined ? undefined : { from, before }), [trades.data, from, before])
  const inView = useMemo(() => (accountId ? accounts.filter((account) => account.id === accountId) : accounts), [accounts, accountId])
  const metrics = useMemo(
    () =>
      cache.compute(inRange, {
        timeZone,
        now,
        breakevenBand: defaults.breakevenBand,
        view: defaults.pnlView,
        // The settings' initial capital when set (for the whole journal); otherwise the accounts' own.
        ...(Number(defaults.initialCapital) > 0 && !accountId ? { initialCapital: defaults.initialCapital } : {}),
        accounts: inView,
      }),
    [cache, inRange, timeZone, now, defaults.breakevenBand, defaults.pnlView, defaults.initialCapital, accountId, inView],
  )
  const report = metrics.reports.find((r) => r.currency === chosen) ?? metrics.primary
  const currencies = useMemo(() => metrics.reports.map((r) => ({ currency: r.currency, trades: r.totalTrades + r.open.count })), [metrics.reports])

  return {
    // Every input of the numbers, so no frame shows them computed with default settings.
    loading: trades.isLoading || accountsLoading || profileState.isLoading || defaultsState.isLoading,
    error: trades.error,
    trades: inRange,
    metrics,
    report,
    currencies,
    setCurrency,
    tags,
    accounts,
    blur: profile.blurSensitiveData,
    timeZone,
    breakevenBand: defaults.breakevenBand,
    filtered: range !== undefined,
  }
}
