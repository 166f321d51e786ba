import { createFileRoute } from '@tanstack/react-router'
import { MyMetricsScreen } from '../../features/metrics/my-metrics-screen'

export const Route = createFileRoute('/_app/my-metrics')({ component: MyMetricsScreen })
