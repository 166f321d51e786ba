import { createFileRoute } from '@tanstack/react-router'
import { AnalyticsScreen } from '../../features/analytics/analytics-screen'

export const Route = createFileRoute('/_app/analytics')({ component: AnalyticsScreen })
