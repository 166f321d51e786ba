import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { ScreenFrame } from '../../platform/shell/screen-frame'
import { openingPicture } from './picture/opening-picture'
import { PicturePart } from './picture/picture-part'

// Lazy, so the heading paints before the database is read and the charts' code is loaded.
const SampleDataArea = lazy(() => import('../sample-data/sample-data-area'))
const DashboardBody = lazy(() => import('./dashboard-body'))
const route = getRouteApi('/_app/dashboard')

export function DashboardScreen() {
  const { t } = useLingui()
  const { sampleTrades } = route.useSearch()
  const { userId } = route.useRouteContext().userSession
  return (
    <ScreenFrame title={t`Dashboard`} description={t`View your trading overview`}>
      {/* A brand-new journal gets the first-run panel; a sample journal gets its banner on top. */}
      {/* On a cold open, the numbers index.html drew stay while the code below loads. */}
      <Suspense fallback={<PicturePart parts={openingPicture(userId)} part="belowHeader" />}>
        <SampleDataArea sampleTradeCount={sampleTrades}>
          <DashboardBody />
        </SampleDataArea>
      </Suspense>
    </ScreenFrame>
  )
}
