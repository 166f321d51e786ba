import { usePreference } from '../../db'
import { traderTimeZone } from '../../ui'

export interface TradeViewSettings {
  /** The profile's zone, else the device's: times, the period of day. */
  readonly timeZone: string
  readonly breakevenBand: string
  /** The profile's blur-sensitive-data flag: money amounts are blurred. */
  readonly blur: boolean
}

/** What the trader's preferences change about how a trade is shown. */
export function useTradeViewSettings(): TradeViewSettings {
  const profile = usePreference('profile')
  const defaults = usePreference('tradingDefaults')
  return {
    timeZone: traderTimeZone(profile.value),
    breakevenBand: defaults.value.breakevenBand,
    blur: profile.value.blurSensitiveData,
  }
}
