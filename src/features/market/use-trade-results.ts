import { useMemo } from 'react'
import { type Trade, usePreference, useTrades } from '../../db'
import { type TradeResults, tradeResultsOf } from '../../domain/market'
import { traderTimeZone } from '../../ui'

export interface JournalResults {
  readonly loading: boolean
  readonly trades: readonly Trade[]
  /** Exact P&L per closed trade in the trader's view (net or gross) and breakeven band. */
  readonly results: TradeResults
  readonly timeZone: string
  readonly blur: boolean
}

/**
 * The live trades (of one account when given) and their exact results, read the way the trader set
 * them up (zone, view, band).
 */
export function useTradeResults(accountId?: string): JournalResults {
  const trades = useTrades(accountId ? { accountId } : {})
  const profile = usePreference('profile').value
  const defaults = usePreference('tradingDefaults').value
  const timeZone = traderTimeZone(profile)
  const results = useMemo(
    () => tradeResultsOf(trades.data, { timeZone, breakevenBand: defaults.breakevenBand, view: defaults.pnlView }),
    [trades.data, timeZone, defaults.breakevenBand, defaults.pnlView],
  )
  return { loading: trades.isLoading, trades: trades.data, results, timeZone, blur: profile.blurSensitiveData }
}
