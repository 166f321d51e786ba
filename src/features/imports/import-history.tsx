import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ImportBatch, PnlMethod } from '../../domain'
import { useJournalDatabase, useLiveValue, usePreference } from '../../db'
import { Badge, Button, Card, CardHeader, notify, SelectField } from '../../ui'
import { alreadyImportedText, cashFlowsText, fillsText, rowsText, tradesText } from './import-counts'
import { exchangeName, exportTypeLabel, importStatusLabel } from './import-name-messages'
import type { ImportServices } from './use-import-services'
import { withDerivationLock } from './run-import'
import { useDerivationChange } from './use-derivation-change'
import * as styles from './imports.css'

const NO_BATCHES: readonly ImportBatch[] = []

/** Every import with its counts; a completed one can be undone as a whole. */
export function ImportHistory({ services, busy }: { readonly services: ImportServices; readonly busy: boolean }) {
  const { t, i18n } = useLingui()
  const db = useJournalDatabase()
  const [working, setWorking] = useState<string | null>(null)
  const { data: batches } = useLiveValue<readonly ImportBatch[]>(`${db.name}:import-batches`, (onValue, onError) => services.repository.watchBatches(onValue, onError), NO_BATCHES)

  const undo = async (batch: ImportBatch) => {
    setWorking(batch.id)
    try {
      await withDerivationLock(() => services.repository.undo(batch.id))
      notify.success(t`Deleted successfully`)
    } catch {
      notify.error(t`Failed to delete`)
    } finally {
      setWorking(null)
    }
  }

  return (
    <Card>
      <CardHeader title={t`Import history`} description={t`Undo removes exactly the fills, cash flows and trades of that import.`} />
      <PnlMethodField services={services} disabled={busy || working !== null} />
      {working ? (
        <p className={styles.muted} role="status">
          <Trans>Undoing the import…</Trans>
        </p>
      ) : null}
      {batches.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No imports yet.</Trans>
        </p>
      ) : (
        <ul className={styles.historyList} aria-label={t`Imports`}>
          {batches.map((batch) => {
            const when = i18n.date(batch.startedAt, { dateStyle: 'medium', timeStyle: 'short' })
            const fileName = batch.fileName
            return (
              <li key={batch.id} className={styles.historyItem} aria-label={fileName}>
                <div>
                  <div className={styles.fileName}>{fileName}</div>
                  <p className={styles.muted}>
                    {exchangeName(batch.exchange)} · {exportTypeLabel(batch.exportType)} · {when}
                  </p>
                  <p className={styles.muted}>
                    {[
                      rowsText(batch.rowCount),
                      fillsText(batch.fillCount),
                      cashFlowsText(batch.ledgerEntryCount),
                      tradesText(batch.tradeCount),
                      alreadyImportedText(batch.duplicateCount),
                    ].join(', ')}
                  </p>
                </div>
                <div className={styles.badges}>
                  <Badge tone={batch.status === 'completed' ? 'success' : batch.status === 'failed' ? 'danger' : 'neutral'}>{importStatusLabel(batch.status)}</Badge>
                  {batch.status === 'completed' ? (
                    <Button variant="secondary" size="sm" disabled={busy || working !== null} onClick={() => void undo(batch)} aria-label={t`Undo import of ${fileName}`}>
                      <Trans>Undo</Trans>
                    </Button>
                  ) : null}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}

/** FIFO / LIFO / average cost: saved as a trading preference, then every imported trade is re-derived. */
function PnlMethodField({ services, disabled }: { readonly services: ImportServices; readonly disabled: boolean }) {
  const { t } = useLingui()
  const defaults = usePreference('tradingDefaults')
  const { saving, change } = useDerivationChange(services)
  const options: { value: PnlMethod; label: string }[] = [
    { value: 'fifo', label: t`FIFO (first in, first out)` },
    { value: 'lifo', label: t`LIFO (last in, first out)` },
    { value: 'average', label: t`Average cost` },
  ]
  return (
    <SelectField
      label={t`Realized P&L method for partial closes`}
      name="pnlMethod"
      value={defaults.value.pnlMethod}
      options={options}
      onValueChange={(value) => void (disabled || saving ? undefined : change(() => defaults.set({ pnlMethod: value as PnlMethod })))}
      helperText={saving ? t`Deriving the trades again from the stored fills…` : t`Trades are derived again from the stored fills when this changes.`}
    />
  )
}
