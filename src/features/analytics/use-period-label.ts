import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { PeriodPoint, Timeframe } from '../../domain/insights'
import { formatDate } from '../../ui'

/** A period of the timeframe as words: a date, "Week of ...", a month, a year, or the whole span. */
export function usePeriodLabel(timeframe: Timeframe): (point: Pick<PeriodPoint, 'start' | 'end'>) => string {
  const { t, i18n } = useLingui()
  return useCallback(
    ({ start, end }) => {
      // Local days are stored as YYYY-MM-DD: read at UTC noon so no zone moves them.
      const day = (date: string, style: 'date' | 'month-year') => formatDate(`${date}T12:00:00.000Z`, i18n.locale, { style, timeZone: 'UTC' })
      switch (timeframe) {
        case 'daily':
          return day(start, 'date')
        case 'weekly': {
          const first = day(start, 'date')
          return t`Week of ${first}`
        }
        case 'monthly':
          return day(start, 'month-year')
        case 'yearly':
          return start.slice(0, 4)
        case 'allTime': {
          const from = day(start, 'date')
          const to = day(end, 'date')
          return t`${from} to ${to}`
        }
      }
    },
    [timeframe, t, i18n.locale],
  )
}
