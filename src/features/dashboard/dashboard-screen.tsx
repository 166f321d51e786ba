import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { ScreenFrame } from '../../app/shell/screen-frame'

// Lazy, so the heading paints before the database is read and the charts' code is loaded.
const SampleDataArea = lazy(() => import('../sample-data/sample-data-area'))
const DashboardBody = lazy(() => import('./dashboard-body'))
const route = getRouteApi('/_app/dashboard')

export function DashboardScreen() {
  const { t } = useLingui()
  const { sampleTrades } = route.useSearch()
  return (
    <ScreenFrame title={t`Dashboard`} description={t`View your trading overview`}>
      {/* A brand-new journal gets the first-run panel; a sample journal gets its banner on top. */}
      <Suspense fallback={null}>
        <SampleDataArea sampleTradeCount={sampleTrades}>
          <DashboardBody />
        </SampleDataArea>
      </Suspense>
    </ScreenFrame>
  )
}
