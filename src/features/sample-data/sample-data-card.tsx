import { useLingui } from '@lingui/react/macro'
import { Card, CardHeader } from '../../ui'
import { RemoveSampleDialog } from './remove-sample-dialog'
import { useSampleData } from './use-sample-data'

/** Settings → Data: the sample journal, and the one-step way to remove it. */
export function SampleDataCard() {
  const { t } = useLingui()
  const sample = useSampleData()
  if (!sample.hasSample) return null
  return (
    <Card as="section" aria-labelledby="sample-data-title">
      <CardHeader
        titleId="sample-data-title"
        title={t`Sample data`}
        description={t`This journal holds the sample journal's trades, tags and accounts. Removing them leaves everything you added yourself.`}
        actions={<RemoveSampleDialog removing={sample.operation.kind === 'removing'} onConfirm={sample.removeSample} />}
      />
    </Card>
  )
}
