import { useLingui } from '@lingui/react/macro'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { PageHeader, Spinner, Tabs } from '../../ui'
import { TradeForm } from '../trade-form'
import type { UploadTab } from './upload-tabs'

// The CSV path (worker, previews, history) loads only when its tab is opened.
const CsvImportPanel = lazy(() => import('../imports/csv-import-panel').then((module) => ({ default: module.CsvImportPanel })))
// Screenshot reading (issue 30): the tab's code loads when it is opened, the reader itself on first use.
const ScreenshotReadingPanel = lazy(() => import('../screenshot-reading/screenshot-reading-panel').then((module) => ({ default: module.ScreenshotReadingPanel })))

const route = getRouteApi('/_app/upload')

export function UploadScreen() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const { tab, shared } = route.useSearch()
  return (
    <>
      <PageHeader title={t`Upload Trades`} description={t`Add new trades to your journal`} />
      <Tabs
        aria-label={t`How to add trades`}
        value={tab ?? 'manual'}
        onValueChange={(value) => void navigate({ to: '/upload', search: { tab: value as UploadTab }, replace: true })}
        items={[
          { value: 'manual', label: t`Manual`, content: <TradeForm /> },
          {
            value: 'csv',
            label: t`CSV`,
            content: (
              <Suspense fallback={<Spinner />}>
                <CsvImportPanel />
              </Suspense>
            ),
          },
          {
            value: 'screenshot',
            label: t`Screenshot`,
            content: (
              <Suspense fallback={<Spinner />}>
                <ScreenshotReadingPanel takeShared={shared === true && tab === 'screenshot'} />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  )
}
