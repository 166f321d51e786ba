import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { PageHeader, Spinner, Tabs } from '../../ui'
import { TradeForm } from '../trade-form/trade-form'

// The CSV path (worker, previews, history) loads only when its tab is opened.
const CsvImportPanel = lazy(() => import('../imports/csv-import-panel').then((module) => ({ default: module.CsvImportPanel })))
// Screenshot reading (issue 30): the tab's code loads when it is opened, the reader itself on first use.
const ScreenshotReadingPanel = lazy(() => import('../screenshot-reading/screenshot-reading-panel').then((module) => ({ default: module.ScreenshotReadingPanel })))

export function UploadScreen() {
  const { t } = useLingui()
  return (
    <>
      <PageHeader title={t`Upload Trades`} description={t`Add new trades to your journal`} />
      <Tabs
        aria-label={t`How to add trades`}
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
                <ScreenshotReadingPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  )
}
