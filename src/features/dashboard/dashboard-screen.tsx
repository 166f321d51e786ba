import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { ScreenFrame } from '../../app/shell/screen-frame'

// Lazy like ScreenFrame's own journal state, so the heading paints before the database is read.
const SampleDataArea = lazy(() => import('../sample-data/sample-data-area'))
const JournalState = lazy(() => import('../../app/shell/journal-state'))
const route = getRouteApi('/_app/dashboard')

export function DashboardScreen() {
  const { t } = useLingui()
  const { sampleTrades } = route.useSearch()
  return (
    <ScreenFrame title={t`Dashboard`} description={t`View your trading overview`}>
      {/* A brand-new journal gets the first-run panel; a sample journal gets its banner on top. */}
      <Suspense fallback={null}>
        <SampleDataArea sampleTradeCount={sampleTrades}>
          <JournalState />
        </SampleDataArea>
      </Suspense>
    </ScreenFrame>
  )
}
