/**
 * The date range and account filters the dashboard applies to every widget, for any screen to reuse:
 *
 *   // route:  validateSearch: v.object({ ...dateFilterSearchEntries, ...accountSearchEntries })
 *   <ScreenFilters />                          // date preset select (+ custom days) and account select
 *   const { filter } = useDateFilter()         // { preset: 'thisMonth' } from ?range=
 *   const range = dateFilterRange(filter, now, timeZone)
 *   const shown = tradesInDateRange(trades, range)   // closed trades by close day, open by open day
 */
export { type DateFilter, type DateFilterPreset, dateFilterRange, openingPnlOf, tradesClosedBefore, tradesInDateRange } from './date-filter'
export { useDateFilter, type DateFilterState } from './use-date-filter'
export { type DateFilterFieldProps } from './date-filter-field'
export { ScreenFilters } from './screen-filters'
