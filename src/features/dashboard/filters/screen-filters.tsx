import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { AccountFilter } from '../../accounts'
import { DateFilterField } from './date-filter-field'
import { useDateFilter } from './use-date-filter'
import * as styles from './filters.css'

/**
 * The date range and account filters of a screen, both kept in the URL (`?range=`, `?account=`).
 * The route's search schema spreads `dateFilterSearchEntries` and `accountSearchEntries`; the screen
 * reads them with `useDateFilter()` and `useAccountFilter()`. Extra controls (a currency) go after.
 */
export function ScreenFilters({ children }: { children?: ReactNode }) {
  const { t } = useLingui()
  const { filter, setFilter } = useDateFilter()
  return (
    <div role="group" aria-label={t`Filters`} className={styles.bar}>
      <DateFilterField filter={filter} onChange={setFilter} />
      <AccountFilter label={t`Account`} className={styles.field} />
      {children}
    </div>
  )
}
