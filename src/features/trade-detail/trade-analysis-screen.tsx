import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { PageHeader } from '../../ui'
import { RecentTrades } from './recent-trades'
import { TradeDetail } from './trade-detail'

const route = getRouteApi('/_app/trade-analysis')

/** /trade-analysis: one trade in detail (`?trade=<id>`, a deep link), or a list to pick one from. */
export function TradeAnalysisScreen() {
  const { t } = useLingui()
  const { trade } = route.useSearch()
  if (trade) return <TradeDetail key={trade} tradeId={trade} />
  return (
    <>
      <PageHeader title={t`Trade Analysis`} description={t`One trade in detail: numbers, screenshots, notes and tags`} />
      <RecentTrades />
    </>
  )
}
