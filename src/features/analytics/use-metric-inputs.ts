import { type Account, type Trade, useAccounts, usePreference, useTrades } from '../../db'
import type { PreferenceValues } from '../../domain'

const NO_TRADES: readonly Trade[] = []

export interface MetricInputs {
  /** Some input has not loaded yet. */
  readonly loading: boolean
  readonly error: Error | null
  /** The trades of the account in view (every account without one); none while `loading`. */
  readonly trades: readonly Trade[]
  readonly accounts: readonly Account[]
  readonly profile: PreferenceValues['profile']
  readonly defaults: PreferenceValues['tradingDefaults']
}

/**
 * The trades of the account in view and every setting their numbers depend on, the trades held back
 * until all have loaded. On a cold open the trades, the accounts and the settings arrive one after
 * another: computed as each arrived, the numbers showed for a frame with default settings, and every
 * arrival started the whole metric set again.
 */
export function useMetricInputs(accountId: string | undefined): MetricInputs {
  const trades = useTrades(accountId ? { accountId } : {})
  const { data: accounts, isLoading: accountsLoading } = useAccounts()
  const profile = usePreference('profile')
  const defaults = usePreference('tradingDefaults')
  const loading = trades.isLoading || accountsLoading || profile.isLoading || defaults.isLoading
  return { loading, error: trades.error, trades: loading ? NO_TRADES : trades.data, accounts, profile: profile.value, defaults: defaults.value }
}
