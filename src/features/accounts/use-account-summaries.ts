import { useMemo } from 'react'
import type { Id } from '../../domain'
import { usePreference, useTrades } from '../../db'
import { traderTimeZone } from '../../ui'
import { type AccountSummary, summariseAccounts } from './account-summary'

/** Live trade count and net P&L per account, from every local trade. */
export function useAccountSummaries(): { readonly summaries: Map<Id, AccountSummary>; readonly isLoading: boolean } {
  // Every live trade: there is no index that sums by account. About a second for 10,000 trades on a
  // throttled phone (src/db/README.md), which this screen can afford; the list screens do not pay it.
  const { data: trades, isLoading } = useTrades()
  const profile = usePreference('profile')
  const defaults = usePreference('tradingDefaults')
  const timeZone = traderTimeZone(profile.value)
  const breakevenBand = defaults.value.breakevenBand
  const summaries = useMemo(() => summariseAccounts(trades, { timeZone, breakevenBand }), [trades, timeZone, breakevenBand])
  return { summaries, isLoading }
}
