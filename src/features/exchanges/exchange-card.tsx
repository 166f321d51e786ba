import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ImportBatch } from '../../domain'
import { Badge, buttonClass, Card, formatDate } from '../../ui'
import { exportTypeLabel, importStatusLabel } from '../imports'
import { EXCHANGE_GUIDES } from './exchange-exports'
import type { ExchangeSummary } from './exchange-summary'
import * as styles from './exchanges.css'

/** One partner exchange: the trader's accounts and imports on it, and how to bring its history in. */
export function ExchangeCard({ summary, timeZone }: { readonly summary: ExchangeSummary; readonly timeZone?: string | undefined }) {
  const { t, i18n } = useLingui()
  const guide = EXCHANGE_GUIDES[summary.name]
  const { name, lastImport } = summary
  const accountCount = summary.accounts.length
  const headingId = `exchange-${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`
  return (
    <Card as="article" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardTop}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        {accountCount > 0 ? (
          <Badge tone="success">
            <Plural value={accountCount} one="# account" other="# accounts" />
          </Badge>
        ) : (
          <Badge tone="neutral">{t`No account yet`}</Badge>
        )}
      </div>
      {accountCount > 0 ? (
        <p className={styles.muted}>
          <Trans>Accounts: {summary.accounts.map((account) => account.name).join(', ')}</Trans>
        </p>
      ) : null}
      {lastImport || summary.trades > 0 ? (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t`Imports`}</dt>
            <dd className={styles.factValue}>{i18n.number(summary.imports)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t`Fills`}</dt>
            <dd className={styles.factValue}>{i18n.number(summary.fills)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t`Cash flows`}</dt>
            <dd className={styles.factValue}>{i18n.number(summary.cashFlows)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t`Trades`}</dt>
            <dd className={styles.factValue}>{i18n.number(summary.trades)}</dd>
          </div>
        </dl>
      ) : null}
      {lastImport ? (
        <LastImport batch={lastImport} status={importStatusLabel(lastImport.status)} when={formatDate(lastImport.startedAt, i18n.locale, { style: 'datetime', timeZone })} />
      ) : (
        <p className={styles.muted}>
          <Trans>Nothing imported from {name} yet.</Trans>
        </p>
      )}
      {guide ? (
        <details className={styles.details}>
          <summary className={styles.summary}>{t`How to import from ${name}`}</summary>
          <ol className={styles.steps}>
            {guide.exports.length > 0 ? (
              <li>
                <Trans>On {name}, download these exports as CSV files:</Trans>
                <ul className={styles.steps}>
                  {guide.exports.map((file) => (
                    <li key={file.layout}>
                      <strong>{exportTypeLabel(file.layout)}</strong>: {i18n._(file.gives)}
                      <span className={styles.muted}>
                        {' '}
                        <Trans>Its header has the columns:</Trans>
                      </span>
                      <code className={styles.header}>{file.header}</code>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li>
                <Trans>On {name}, download your trade history as a CSV file.</Trans>
              </li>
            )}
            {guide.notes.map((note) => (
              <li key={note.id}>{i18n._(note)}</li>
            ))}
            <li>
              <Trans>Open Upload Trades and pick the files. Each file is recognised from its header, and a preview shows every row's problems before anything is saved.</Trans>
            </li>
            <li>
              <Trans>Importing the same file again adds nothing, and each import can be undone as a whole from the import history.</Trans>
            </li>
          </ol>
        </details>
      ) : null}
      <div className={styles.actions}>
        <Link
          to="/upload"
          className={buttonClass({
            variant: accountCount > 0 || lastImport ? 'secondary' : 'primary',
            size: 'sm',
          })}
        >
          {t`Import from ${name}`}
        </Link>
      </div>
    </Card>
  )
}

/** The newest import with its outcome and counts (labelled counts read right for 1 as for 12). */
function LastImport({ batch, status, when }: { readonly batch: ImportBatch; readonly status: string; readonly when: string }) {
  const file = batch.fileName
  const type = exportTypeLabel(batch.exportType)
  const rows = batch.rowCount
  const fills = batch.fillCount
  const flows = batch.ledgerEntryCount
  const trades = batch.tradeCount
  const duplicates = batch.duplicateCount
  return (
    <p className={styles.muted}>
      <Trans>
        Last import: {file} ({type}), {when}, {status}. Rows: {rows}, fills: {fills}, cash flows: {flows}, trades: {trades}, already imported: {duplicates}.
      </Trans>
    </p>
  )
}
