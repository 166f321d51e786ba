import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useRef, useState } from 'react'
import type { ImportBatch } from '../../domain'
import { useAccounts, useJournalDatabase, usePreference } from '../../db'
import { Button, Card, notify, SelectField } from '../../ui'
import { timeZoneChoices } from '../settings'
import { FeeCoinPricesField } from './fee-coin-prices-field'
import { FileCard } from './file-card'
import { FilePicker } from './file-picker'
import { ImportCancelled, ImportRefused } from './import-client'
import { cashFlowsText, newFillsText, rowsAlreadyImportedText, tradesText } from './import-counts'
import { defaultImportAccount, NEW_ACCOUNT } from './import-account'
import { ImportHistory } from './import-history'
import { exchangeName } from './import-name-messages'
import { fileRefusalMessage } from './import-messages'
import { ImportProgress } from './import-progress'
import { feeCoinsOf, importableOf, needsTimeZone, totalsOf } from './import-summary'
import { runImport } from './run-import'
import { importOptionsOf, useCsvFiles } from './use-csv-import'
import { useImportServices } from './use-import-services'
import { useKnownKeys } from './use-known-keys'
import * as styles from './imports.css'

/** The 'CSV' path of Upload Trades: pick, check, choose account and zone, confirm, watch, undo. */
export function CsvImportPanel() {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const services = useImportServices()
  const defaults = usePreference('tradingDefaults')
  const { data: accounts } = useAccounts({ includeArchived: false })
  const [timeZone, setTimeZone] = useState<string | undefined>(undefined)
  const { files, add, remove, clear, setMapping, rereadAll } = useCsvFiles(services, timeZone)
  // The trader's pick holds for files of the exchange it was made for; other files get their own default.
  const [chosen, setChosen] = useState<{ readonly accountId: string; readonly exchange: string | undefined } | null>(null)
  const [running, setRunning] = useState<{ fileName: string; fraction: number } | null>(null)
  const [imports, setImports] = useState(0)
  const controller = useRef<AbortController | null>(null)
  const zones = useMemo(() => timeZoneChoices(timeZone ?? ''), [timeZone])

  const importable = importableOf(files)
  const firstExchange = importable[0]?.summary?.exchange ?? files.find((file) => file.summary)?.summary?.exchange
  const accountId = chosen && chosen.exchange === firstExchange ? chosen.accountId : defaultImportAccount(accounts, defaults.value.defaultAccountId, firstExchange)
  const known = useKnownKeys(
    services.repository,
    accountId === NEW_ACCOUNT ? null : accountId,
    files.flatMap((file) => (file.summary ? [file.summary.exchange] : [])),
    imports,
  )
  const accountOptions = [
    ...accounts.map((account) => ({ value: account.id, label: account.name })),
    { value: NEW_ACCOUNT, label: firstExchange ? t`New account: ${exchangeName(firstExchange)}` : t`New account` },
  ]

  async function resolveAccount(): Promise<string> {
    if (accountId !== NEW_ACCOUNT) return accountId
    const exchange = firstExchange ?? 'other'
    const account = await db.accounts.insert({ name: exchangeName(exchange), kind: 'exchange', exchange, baseCurrency: 'USDT', initialCapital: '0', archived: false })
    return account.id
  }

  async function confirm() {
    if (running || importable.length === 0) return
    const abort = new AbortController()
    controller.current = abort
    const done: ImportBatch[] = []
    let current = ''
    try {
      const account = await resolveAccount()
      const method = defaults.value.pnlMethod
      for (const entry of importable) {
        current = entry.file.name
        setRunning({ fileName: current, fraction: 0 })
        const batch = await runImport({
          repository: services.repository,
          client: services.client,
          file: entry.file,
          summary: entry.summary!,
          options: importOptionsOf(entry, timeZone),
          accountId: account,
          method,
          feeRates: defaults.value.feeCoinPrices,
          now: () => db.clock().toISOString(),
          signal: abort.signal,
          ...(entry.presetId ? { mappingPresetId: entry.presetId } : {}),
          onProgress: (fraction) => setRunning({ fileName: entry.file.name, fraction }),
        })
        done.push(batch)
        remove(entry.key)
      }
      const totals = totalsOf(done)
      notify.success(t`Trades uploaded successfully`, {
        description: `${[newFillsText(totals.fills), cashFlowsText(totals.cashFlows), tradesText(totals.trades)].join(', ')}; ${rowsAlreadyImportedText(totals.duplicates)}.`,
      })
    } catch (error) {
      if (error instanceof ImportCancelled) notify.info(t`Import cancelled; nothing was saved from that file.`)
      else {
        const description = error instanceof ImportRefused ? fileRefusalMessage(current, error.refusal) : t`Nothing was saved from that file. Try again.`
        notify.error(t`Error uploading trades`, { description })
      }
    } finally {
      setRunning(null)
      setImports((count) => count + 1)
      controller.current = null
    }
  }

  return (
    <div className={styles.panel}>
      <Card>
        <div className={styles.panel}>
          <FilePicker onFiles={add} disabled={running !== null} />
          {files.length > 0 ? (
            <ul className={styles.fileList} aria-label={t`Selected files`}>
              {files.map((entry) => (
                <FileCard
                  key={entry.key}
                  entry={entry}
                  known={entry.summary ? known.get(entry.summary.exchange) : undefined}
                  disabled={running !== null}
                  onRemove={() => remove(entry.key)}
                  onMapping={(mapping, presetId) => setMapping(entry.key, mapping, presetId)}
                />
              ))}
            </ul>
          ) : null}
          {files.length > 0 ? (
            <div className={styles.optionsGrid}>
              <SelectField
                label={t`Account`}
                name="account"
                value={accountId}
                options={accountOptions}
                onValueChange={(value) => setChosen({ accountId: value, exchange: firstExchange })}
              />
              {needsTimeZone(files) ? (
                <SelectField
                  label={t`Time zone of the file's times`}
                  name="timeZone"
                  value={timeZone ?? ''}
                  options={[{ value: '', label: t`UTC (the file does not say)` }, ...zones.map((zone) => ({ value: zone, label: zone }))]}
                  onValueChange={(zone) => {
                    setTimeZone(zone || undefined)
                    rereadAll(zone || undefined)
                  }}
                />
              ) : null}
            </div>
          ) : null}
          {running ? (
            <ImportProgress fileName={running.fileName} fraction={running.fraction} onCancel={() => controller.current?.abort()} />
          ) : files.length > 0 ? (
            <div className={styles.actions}>
              <Button onClick={() => void confirm()} disabled={importable.length === 0 || files.some((file) => file.state === 'reading')}>
                {importable.length === 1 ? <Trans>Import 1 file</Trans> : <Trans>Import {importable.length} files</Trans>}
              </Button>
              <Button variant="ghost" onClick={clear}>
                <Trans>Clear</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      </Card>
      {/* The coins the chosen files take fees in are offered for a price before the import. */}
      <FeeCoinPricesField services={services} disabled={running !== null} suggested={feeCoinsOf(files)} />
      <ImportHistory services={services} busy={running !== null} />
    </div>
  )
}
