import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useAccounts, useJournalDatabase, useTrades } from '../../db'
import { exportFileName, selectTradesForExport, type TradeExportFilter, tradesToCsv } from '../../domain/backup'
import { DATE_PRESETS, type DatePreset } from '../../domain/journal'
import { Button, Card, CardHeader, Field, notify, TextInput, SelectField, useNow } from '../../ui'
import { useJournalLabels } from '../journal'
import { downloadFile } from './download'
import * as styles from './reports.css'
import { useCsvLabels } from './use-csv-messages'

interface ExportTradesCardProps {
  readonly timeZone: string
  readonly breakevenBand: string
}

/** Trades as CSV for a spreadsheet or an accountant, filtered by period and account. */
export function ExportTradesCard({ timeZone, breakevenBand }: ExportTradesCardProps) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const labels = useJournalLabels()
  const csvLabels = useCsvLabels()
  const { data: trades, isLoading } = useTrades()
  const { data: accounts } = useAccounts()
  const [filter, setFilter] = useState<TradeExportFilter>({})
  const [busy, setBusy] = useState(false)
  const now = useNow(filter.datePreset ? 60_000 : null)
  const selected = useMemo(() => selectTradesForExport(trades, filter, { now, timeZone, breakevenBand }), [trades, filter, now, timeZone, breakevenBand])

  function update(changes: Partial<TradeExportFilter>) {
    const next: Record<string, unknown> = { ...filter, ...changes }
    for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined) delete next[key]
    if (next.datePreset !== 'custom') {
      delete next.from
      delete next.to
    }
    setFilter(next as TradeExportFilter)
  }

  async function exportCsv() {
    setBusy(true)
    try {
      // Trashed tags and accounts too: an old trade still names the setup it was taken with.
      const [tags, allAccounts] = await Promise.all([db.tags.list({ deleted: 'include' }), db.accounts.list({ deleted: 'include' })])
      const text = tradesToCsv(selected, {
        timeZone,
        breakevenBand,
        tagNames: new Map(tags.map((tag) => [tag.id, tag.name])),
        accountNames: new Map(allAccounts.map((account) => [account.id, account.name])),
        labels: csvLabels,
      })
      downloadFile(text, exportFileName('trades', Date.now(), timeZone), 'text/csv;charset=utf-8')
      notify.success(t`Exported successfully`)
    } catch (error) {
      console.error(error)
      notify.error(t`Something went wrong`)
    } finally {
      setBusy(false)
    }
  }

  const count = selected.length
  return (
    <Card as="section" aria-labelledby="export-trades-title" className={styles.card}>
      <CardHeader
        titleId="export-trades-title"
        title={t`Export trades (CSV)`}
        description={t`One row per trade with prices, fees, funding, P&L, ROI, R, setup, tags and notes. Opens in Excel, Numbers or Google Sheets.`}
      />
      <div className={styles.fields}>
        <SelectField
          label={t`Period`}
          name="export-date"
          value={filter.datePreset ?? ''}
          onValueChange={(value) => update({ datePreset: (value || undefined) as DatePreset | undefined })}
          options={[{ value: '', label: t`Any time` }, ...DATE_PRESETS.map((preset) => ({ value: preset, label: labels.datePreset[preset] }))]}
        />
        {filter.datePreset === 'custom' ? (
          <>
            <Field label={t`From`}>
              <TextInput type="date" name="export-from" value={filter.from ?? ''} max={filter.to} onChange={(event) => update({ from: event.target.value })} />
            </Field>
            <Field label={t`To`}>
              <TextInput type="date" name="export-to" value={filter.to ?? ''} min={filter.from} onChange={(event) => update({ to: event.target.value })} />
            </Field>
          </>
        ) : null}
        <SelectField
          label={t`Account`}
          name="export-account"
          value={filter.accountId ?? ''}
          onValueChange={(value) => update({ accountId: value || undefined })}
          options={[{ value: '', label: t`All accounts` }, ...accounts.map((account) => ({ value: account.id, label: account.name }))]}
        />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => void exportCsv()} loading={busy} disabled={isLoading || count === 0}>
          {t`Export CSV`}
        </Button>
        <p className={styles.muted} role="status">
          {isLoading
            ? t`Reading your journal…`
            : trades.length === 0
              ? t`Your journal has no trades yet.`
              : count === 0
                ? t`No trades match these filters.`
                : plural(count, { one: '# trade will be exported', other: '# trades will be exported' })}
        </p>
      </div>
      <p className={styles.muted}>{t`Times are given in your time zone (${timeZone}) and in UTC. Text that a spreadsheet would run as a formula starts with an apostrophe.`}</p>
    </Card>
  )
}
