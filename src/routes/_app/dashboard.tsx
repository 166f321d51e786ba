import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen'
import { accountSearchEntries } from '../../features/accounts/account-search'
import { dateFilterSearchEntries } from '../../features/dashboard/filters/date-filter'
import { sampleSearchEntries } from '../../features/sample-data/sample-search'

const DashboardSearch = v.object({ ...sampleSearchEntries, ...accountSearchEntries, ...dateFilterSearchEntries })

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: (search) => v.parse(DashboardSearch, search),
  component: DashboardScreen,
})
