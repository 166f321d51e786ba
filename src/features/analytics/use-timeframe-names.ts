import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Timeframe } from '../../domain/insights'

/** docs/product.md's timeframes: daily, weekly, monthly, yearly, all time. */
export function useTimeframeNames(): Record<Timeframe, string> {
  const { t } = useLingui()
  return useMemo(() => ({ daily: t`Daily`, weekly: t`Weekly`, monthly: t`Monthly`, yearly: t`Yearly`, allTime: t`All time` }), [t])
}
