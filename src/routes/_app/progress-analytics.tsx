import { createFileRoute } from '@tanstack/react-router'
import { ProgressAnalyticsScreen } from '../../features/analytics/progress-analytics-screen'

export const Route = createFileRoute('/_app/progress-analytics')({ component: ProgressAnalyticsScreen })
