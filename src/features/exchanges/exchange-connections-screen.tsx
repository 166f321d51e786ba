import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { createImportRepository, type ImportBatch, useAccounts, useJournalDatabase, useLiveValue, usePreference, useTrades } from '../../db'
import { EmptyState, Spinner, TextField, PageHeader } from '../../ui'
import { exportTypeLabel } from '../imports'
import { matchesSearch } from '../help'
import { ApiConnectionsSection } from './api-sync/api-connections-section'
import { ExchangeCard } from './exchange-card'
import { EXCHANGE_GUIDES } from './exchange-exports'
import { summariseExchanges } from './exchange-summary'
import * as styles from './exchanges.css'

const NO_BATCHES: readonly ImportBatch[] = []

/**
 * /exchanges and /exchange-connections: every partner exchange with the trader's accounts and imports
 * on it, and how to bring its history in. Exchanges connect through their CSV exports, read on the device.
 */
export function ExchangeConnectionsScreen({ withApiConnections = false }: { readonly withApiConnections?: boolean } = {}) {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const repository = useMemo(() => createImportRepository(db), [db])
  const batches = useLiveValue<readonly ImportBatch[]>(`${db.name}:import-batches`, (onValue, onError) => repository.watchBatches(onValue, onError), NO_BATCHES)
  const accounts = useAccounts({ deleted: 'include' })
  const trades = useTrades()
  const profile = usePreference('profile').value
  const [search, setSearch] = useState('')
  const summaries = useMemo(() => summariseExchanges(accounts.data, batches.data, trades.data), [accounts.data, batches.data, trades.data])
  const shown = summaries.filter((summary) => {
    const guide = EXCHANGE_GUIDES[summary.name]
    const exportNames = guide?.exports.map((file) => exportTypeLabel(file.layout)) ?? []
    return matchesSearch(search, [summary.name, ...exportNames, ...summary.accounts.map((account) => account.name)])
  })
  const loading = batches.isLoading || accounts.isLoading || trades.isLoading

  return (
    <>
      <PageHeader title={t`Exchanges`} description={t`Connect exchanges and import their history`} />
      <div className={styles.stack}>
        {withApiConnections ? <ApiConnectionsSection /> : null}
        <p className={styles.notice} role="note">
          <Trans>
            Every exchange connects through the CSV files it lets you export: you download a file on the exchange, and your browser reads it on this device, with no API key. The
            fills it holds join your journal (and, when you are signed in, sync to your account like the rest of it).
          </Trans>
        </p>
        <TextField className={styles.search} type="search" label={t`Search exchanges`} value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        {loading ? (
          <Spinner label={t`Loading your imports`} showLabel />
        ) : shown.length === 0 ? (
          <EmptyState
            title={t`No exchange matches "${search}"`}
            description={t`Any other exchange's CSV can be imported through a column mapping on Upload Trades.`}
            headingLevel={2}
          />
        ) : (
          <ul className={styles.list} aria-label={t`Partner exchanges`}>
            {shown.map((summary) => (
              <li key={summary.name}>
                <ExchangeCard summary={summary} timeZone={profile.timeZone ?? undefined} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
