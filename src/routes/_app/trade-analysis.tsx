import { createFileRoute } from '@tanstack/react-router'
import { TradeAnalysisScreen } from '../../features/trade-detail/trade-analysis-screen'
import { parseTradeAnalysisSearch } from '../../features/trade-detail/trade-search'

export const Route = createFileRoute('/_app/trade-analysis')({
  validateSearch: parseTradeAnalysisSearch,
  component: TradeAnalysisScreen,
})
