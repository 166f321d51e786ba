import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { AlertDefinition, AlertFiring, AlertType } from '../../domain/plans'
import { useFormatters } from '../charts'

/** The words of the alerts: their kind, what each watches for, and why a firing happened. */
export function useAlertTexts() {
  const { t } = useLingui()
  const fmt = useFormatters()
  return useMemo(() => {
    const typeLabel: Record<AlertType, string> = {
      dailyLoss: t`Daily loss beyond an amount`,
      lossStreak: t`Losses in a row`,
      winRateBelow: t`Win rate under a percent`,
      leverageAbove: t`Leverage over a limit`,
    }
    const describe = (d: AlertDefinition): string => {
      const limit = fmt.number(d.threshold, 8)
      switch (d.type) {
        case 'dailyLoss': {
          const amount = fmt.money(d.threshold, d.currency ?? '')
          return t`Daily loss beyond ${amount}`
        }
        case 'lossStreak':
          return t`${limit} losses in a row`
        case 'winRateBelow': {
          const percent = fmt.percent(d.threshold / 100)
          const window = d.window ?? 0
          return t`Win rate under ${percent} over the last ${window} trades`
        }
        case 'leverageAbove':
          return t`Leverage over ${limit}x`
      }
    }
    /** `money` marks a reason that holds an amount (blurred under the profile's flag). */
    const why = (d: AlertDefinition, firing: AlertFiring): { text: string; money: boolean } => {
      const symbol = firing.symbol
      switch (d.type) {
        case 'dailyLoss': {
          const loss = fmt.money(-firing.value, d.currency ?? '', true)
          const day = firing.day ? fmt.day(firing.day) : ''
          return { text: t`${day}: the day's P&L reached ${loss} with ${symbol}`, money: true }
        }
        case 'lossStreak': {
          const count = fmt.count(firing.value)
          return { text: t`${count} losing trades in a row, the last on ${symbol}`, money: false }
        }
        case 'winRateBelow': {
          const rate = fmt.percent(firing.value)
          const window = d.window ?? 0
          return { text: t`Win rate ${rate} over the last ${window} trades, after ${symbol}`, money: false }
        }
        case 'leverageAbove': {
          const leverage = fmt.number(firing.value, 2)
          return { text: t`${symbol} opened at ${leverage}x`, money: false }
        }
      }
    }
    return { typeLabel, describe, why }
  }, [t, fmt])
}
