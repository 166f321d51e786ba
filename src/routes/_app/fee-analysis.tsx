import { createFileRoute } from '@tanstack/react-router'
import { FeeAnalysisScreen } from '../../features/fees/fee-analysis-screen'

export const Route = createFileRoute('/_app/fee-analysis')({ component: FeeAnalysisScreen })
