import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { type DateFilter, dateFilterOf } from './date-filter'

export interface DateFilterState {
  readonly filter: DateFilter
  /** Writes `?range=` (and `from`/`to` for a custom range) on the current screen, replacing the history entry. */
  readonly setFilter: (filter: DateFilter) => void
}

/**
 * The date filter kept in the URL, like the account filter (`useAccountFilter`). Works on any route
 * whose search schema spreads `dateFilterSearchEntries`; it keeps the other search params.
 */
export function useDateFilter(): DateFilterState {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  const { range, from, to } = search
  const filter = useMemo(() => dateFilterOf({ range, from, to }), [range, from, to])
  const setFilter = useCallback(
    (next: DateFilter) => {
      const update = (previous: Record<string, unknown>) => ({
        ...previous,
        range: next.preset === 'all' ? undefined : next.preset,
        from: next.preset === 'custom' ? next.from : undefined,
        to: next.preset === 'custom' ? next.to : undefined,
      })
      // The updater is typed per route; the filter serves every route, so it is given loosely.
      void navigate({ to: '.', search: update as never, replace: true })
    },
    [navigate],
  )
  return { filter, setFilter }
}
