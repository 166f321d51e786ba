import { createFileRoute } from '@tanstack/react-router'
import { PerformanceAlertsScreen } from '../../features/alerts/performance-alerts-screen'

export const Route = createFileRoute('/_app/performance-alerts')({ component: PerformanceAlertsScreen })
