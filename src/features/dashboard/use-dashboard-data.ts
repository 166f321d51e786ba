import { useMemo, useState } from 'react'
import { type Account, type Tag, type Trade, useJournalDatabase, useTags } from '../../db'
import { createMetricsCache, type CurrencyReport, journalMetricsOptions, type Metrics, type MetricsCache } from '../../domain/metrics'
import { useAccountFilter } from '../accounts'
import { useMetricInputs } from '../analytics'
import { useNow, traderTimeZone } from '../../ui'
import { dateFilterRange, openingPnlOf, tradesClosedBefore, tradesInDateRange, useDateFilter } from './filters'

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
function cacheFor(key: string): MetricsCache {
  let cache = caches.get(key)
  if (!cache) caches.set(key, (cache = createMetricsCache()))
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
  const { loading, error, trades, accounts, profile, defaults } = useMetricInputs(accountId)
  const { data: tags } = useTags()
  const timeZone = traderTimeZone(profile)
  const clock = useNow(CLOCK_TICK_MS)
  // The open trades' ages only: read once, so the clock tick does not rerun the metric pass.
  const [now] = useState(() => Date.now())
  const db = useJournalDatabase()
  const cache = useMemo(() => cacheFor(db.name), [db.name])
  // The trades before a period have their own cache, so the period's columns stay cached beside them.
  const earlierCache = useMemo(() => cacheFor(`${db.name}:before`), [db.name])
  const [chosen, setCurrency] = useState<string | undefined>(undefined)

  const range = dateFilterRange(filter, clock, timeZone)
  const from = range?.from
  const before = range?.before
  // Keyed on the range's bounds, not the clock: the same array (and cached columns) until a bound moves.
  const inRange = useMemo(() => tradesInDateRange(trades, from === undefined && before === undefined ? undefined : { from, before }), [trades, from, before])
  const inView = useMemo(() => (accountId ? accounts.filter((account) => account.id === accountId) : accounts), [accounts, accountId])
  const options = useMemo(
    // The settings' initial capital when set (for the whole journal); otherwise the accounts' own.
    () => journalMetricsOptions({ timeZone, now, settings: defaults, accounts: inView, accountId }),
    [timeZone, now, defaults, accountId, inView],
  )
  // A period starts where the journal stood when it began: its balance and equity curve count the P&L
  // of every trade closed before it (this month's balance is not the initial capital plus this month).
  const earlier = useMemo(() => (from === undefined ? undefined : tradesClosedBefore(trades, from)), [trades, from])
  const openingPnl = useMemo(() => (earlier?.length ? openingPnlOf(earlierCache.compute(earlier, options)) : undefined), [earlierCache, earlier, options])
  const metrics = useMemo(() => cache.compute(inRange, openingPnl ? { ...options, openingPnl } : options), [cache, inRange, options, openingPnl])
  const report = metrics.reports.find((r) => r.currency === chosen) ?? metrics.primary
  const currencies = useMemo(() => metrics.reports.map((r) => ({ currency: r.currency, trades: r.totalTrades + r.open.count })), [metrics.reports])

  return {
    loading,
    error,
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
