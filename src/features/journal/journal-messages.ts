import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { TradeSide } from '../../domain'
import type { DatePreset, JournalSortField, OutcomeFilter, SortDirection } from '../../domain/journal'

export interface SortOption {
  readonly value: `${JournalSortField}:${SortDirection}`
  readonly label: string
}

export interface JournalLabels {
  readonly side: Record<TradeSide, string>
  readonly outcome: Record<OutcomeFilter, string>
  readonly datePreset: Record<DatePreset, string>
  readonly sortOptions: readonly SortOption[]
}

/** The journal's words for sides, outcomes, date presets and sort orders, in the active language. */
export function useJournalLabels(): JournalLabels {
  const { t, i18n } = useLingui()
  return useMemo(
    () => ({
      side: { long: t`Long`, short: t`Short`, buy: t`Buy`, sell: t`Sell` },
      outcome: { win: t`Win`, loss: t`Loss`, breakeven: t`Breakeven`, open: t`Open` },
      datePreset: {
        today: t`Today`,
        yesterday: t`Yesterday`,
        thisWeek: t`This week`,
        lastWeek: t`Last week`,
        thisMonth: t`This month`,
        lastMonth: t`Last month`,
        thisYear: t`This year`,
        custom: t`Custom range`,
      },
      sortOptions: [
        { value: 'openedAt:desc', label: t`Newest first` },
        { value: 'openedAt:asc', label: t`Oldest first` },
        { value: 'closedAt:desc', label: t`Recently closed` },
        { value: 'symbol:asc', label: t`Symbol A–Z` },
        { value: 'symbol:desc', label: t`Symbol Z–A` },
        { value: 'netPnl:desc', label: t`Highest net P&L` },
        { value: 'netPnl:asc', label: t`Lowest net P&L` },
        { value: 'roi:desc', label: t`Highest ROI` },
        { value: 'roi:asc', label: t`Lowest ROI` },
      ],
    }),
    // The words change with the language.
    [t, i18n.locale],
  )
}
