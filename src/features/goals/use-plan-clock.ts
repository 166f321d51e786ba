import { useMemo } from 'react'
import { usePreference } from '../../db'
import type { PnlView } from '../../domain/metrics'
import { createZoneCalendar, dayNumberToDate } from '../../domain/metrics'
import { traderTimeZone, useNow } from '../../ui'

export interface PlanClock {
  readonly timeZone: string
  /** Epoch ms, refreshed every minute so 'today' moves on at midnight on a screen left open. */
  readonly now: number
  /** The trader's local day (display zone). */
  readonly today: string
  readonly localDay: (epochMs: number) => string
  readonly breakevenBand: string
  readonly view: PnlView
  readonly blur: boolean
}

/** The trader's zone, today in it, and the P&L settings every plan screen judges trades with. */
export function usePlanClock(): PlanClock {
  const profile = usePreference('profile').value
  const defaults = usePreference('tradingDefaults').value
  const now = useNow(60_000)
  const timeZone = traderTimeZone(profile)
  const localDay = useMemo(() => {
    const calendar = createZoneCalendar(timeZone)
    return (epochMs: number) => dayNumberToDate(calendar.localDay(epochMs))
  }, [timeZone])
  return useMemo(
    () => ({ timeZone, now, today: localDay(now), localDay, breakevenBand: defaults.breakevenBand, view: defaults.pnlView, blur: profile.blurSensitiveData }),
    [localDay, timeZone, now, defaults.breakevenBand, defaults.pnlView, profile.blurSensitiveData],
  )
}
