import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { CustomItem } from '../../domain'
import { useCustomItems, useJournalDatabase } from '../../db'
import { Button, ConfirmDialog, EmptyState, notify, PageHeader, PlusIcon, Spinner } from '../../ui'
import { AccountFilter } from '../accounts'
import { useAnalyticsData } from '../analytics'
import { useFormatters } from '../charts'
import { MetricCard } from './metric-card'
import { MetricFormDialog } from './metric-form-dialog'
import { useDescribeMetric } from './metric-messages'
import * as styles from './metrics.css'
import * as analytics from '../../ui/components/report.css'

type Editing = { readonly kind: 'new' } | { readonly kind: 'edit'; readonly item: CustomItem } | null

/**
 * /my-metrics: metrics the trader defines from the journal (custom items of kind 'metric'), each a
 * card with its value on the closed trades in view, computed on the device.
 */
export function MyMetricsScreen() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const fmt = useFormatters()
  const data = useAnalyticsData()
  const metrics = useCustomItems('metric')
  const describe = useDescribeMetric(data.tags)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<CustomItem | null>(null)
  const items = useMemo(() => [...metrics.data].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)), [metrics.data])
  const deletingName = deleting?.name ?? ''

  return (
    <>
      <PageHeader
        title={t`My Metrics`}
        description={t`Metrics you define from your own journal`}
        actions={
          <Button leadingIcon={<PlusIcon size={16} />} onClick={() => setEditing({ kind: 'new' })}>
            {t`New metric`}
          </Button>
        }
      />
      <div className={analytics.toolbar}>
        <AccountFilter />
      </div>
      {metrics.isLoading || data.loading ? (
        <Spinner label={t`Loading metrics`} showLabel />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No metrics yet`}
          description={t`Define the numbers you care about: the average P&L of your breakout longs, the fees per trade on one exchange, the share of winning trades tagged FOMO... Each is computed from your closed trades, on this device.`}
          action={<Button onClick={() => setEditing({ kind: 'new' })}>{t`New metric`}</Button>}
        />
      ) : (
        <div className={analytics.stack}>
          <p
            className={analytics.definition}
          >{t`Values count closed trades with a known P&L. Amounts are worked out per quote currency: they are never added across currencies.`}</p>
          <ul className={styles.grid} aria-label={t`My metrics`}>
            {items.map((item) => (
              <li key={item.id}>
                <MetricCard
                  item={item}
                  facts={data.allFacts}
                  describe={describe}
                  fmt={fmt}
                  blur={data.blur}
                  onEdit={() => setEditing({ kind: 'edit', item })}
                  onDelete={() => setDeleting(item)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {editing ? (
        <MetricFormDialog
          item={editing.kind === 'edit' ? editing.item : undefined}
          items={items}
          tags={data.tags}
          facts={data.allFacts}
          fmt={fmt}
          blur={data.blur}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t`Delete metric`}
          description={t`Delete “${deletingName}”? Your trades are not changed.`}
          confirmLabel={t`Delete`}
          onConfirm={async () => {
            await db.customItems.softDelete(deleting.id)
            notify.success(t`Deleted successfully`)
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  )
}
