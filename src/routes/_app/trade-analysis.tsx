import { createFileRoute } from '@tanstack/react-router'
import { TradeAnalysisScreen } from '../../features/journal/trade-analysis-screen'

export const Route = createFileRoute('/_app/trade-analysis')({ component: TradeAnalysisScreen })
