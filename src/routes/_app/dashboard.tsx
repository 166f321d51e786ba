import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen'
import { sampleSearchEntries } from '../../features/sample-data/sample-search'

const DashboardSearch = v.object({ ...sampleSearchEntries })

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: (search) => v.parse(DashboardSearch, search),
  component: DashboardScreen,
})
