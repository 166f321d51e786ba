import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { exchangeBrand, type Tag } from '../../domain'
import type { Weekday } from '../../domain/metrics'
import type { PeriodOfDay } from '../../domain/trades'
import { dateTimeFormatFor } from './weekday-names'

export interface AnalyticsLabels {
  readonly exchange: (id: string | null) => string
  readonly tag: (id: string | null) => string
  readonly setup: (id: string | null) => string
  readonly weekday: (weekday: Weekday) => string
  readonly period: (period: PeriodOfDay) => string
  readonly side: (side: 'long' | 'short') => string
  readonly outcome: (outcome: 'win' | 'loss' | 'breakeven') => string
}

/** Names for the ids and keys the engine groups by, in the active language. */
export function useAnalyticsLabels(tags: readonly Tag[]): AnalyticsLabels {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const names = new Map(tags.map((tag) => [tag.id, tag.name]))
    const weekdays = dateTimeFormatFor(i18n.locale)
    return {
      exchange: (id) => (id === null ? t`No exchange` : exchangeBrand(id)),
      tag: (id) => (id === null ? t`No tag` : (names.get(id) ?? t`Deleted tag`)),
      setup: (id) => (id === null ? t`No setup` : (names.get(id) ?? t`Deleted setup`)),
      weekday: (weekday) => weekdays(weekday),
      period: (period) => ({ morning: t`Morning`, afternoon: t`Afternoon`, night: t`Night` })[period],
      side: (side) => (side === 'long' ? t`Long` : t`Short`),
      outcome: (outcome) => ({ win: t`Win`, loss: t`Loss`, breakeven: t`Breakeven` })[outcome],
    }
  }, [tags, t, i18n.locale])
}
