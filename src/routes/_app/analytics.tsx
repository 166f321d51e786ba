import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as v from 'valibot'
import type { Timeframe } from '../../domain/insights'
import { type AnalyticsTab, analyticsSearchSchema } from '../../features/analytics/analytics-search'
import { AnalyticsScreen } from '../../features/analytics/analytics-screen'

export const Route = createFileRoute('/_app/analytics')({
  validateSearch: (search) => v.parse(analyticsSearchSchema, search),
  component: AnalyticsRoute,
})

function AnalyticsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onTabChange = useCallback((tab: AnalyticsTab) => void navigate({ search: (prev) => ({ ...prev, tab }), replace: true }), [navigate])
  const onTimeframeChange = useCallback((timeframe: Timeframe) => void navigate({ search: (prev) => ({ ...prev, timeframe }), replace: true }), [navigate])
  return <AnalyticsScreen tab={search.tab ?? 'overview'} timeframe={search.timeframe ?? 'monthly'} onTabChange={onTabChange} onTimeframeChange={onTimeframeChange} />
}
