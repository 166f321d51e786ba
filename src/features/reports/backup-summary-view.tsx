import { useLingui } from '@lingui/react/macro'
import { BACKUP_COLLECTIONS, type BackupSummary } from '../../domain/backup'
import { formatDate, formatNumber } from '../../ui'
import { useCollectionLabels } from './backup-messages'
import * as styles from './reports.css'

interface BackupSummaryViewProps {
  readonly fileName: string
  readonly summary: BackupSummary
  readonly timeZone: string
}

/** What the chosen file holds, so the trader can tell it is the right backup before restoring. */
export function BackupSummaryView({ fileName, summary, timeZone }: BackupSummaryViewProps) {
  const { t, i18n } = useLingui()
  const labels = useCollectionLabels()
  const exportedAt = formatDate(summary.exportedAt, i18n.locale, { style: 'datetime', timeZone })
  const number = (value: number) => formatNumber(value, i18n.locale)
  const trashed = summary.counts.trades - summary.liveTrades
  const firstDay = formatDate(summary.firstTradeAt, i18n.locale, { timeZone })
  const lastDay = formatDate(summary.lastTradeAt, i18n.locale, { timeZone })
  const screenshots = number(summary.screenshots)
  return (
    <section className={styles.summary} aria-label={t`Backup contents`}>
      <p className={styles.notice}>
        <strong>{fileName}</strong> · {t`made on ${exportedAt}`}
      </p>
      <ul className={styles.summaryList}>
        {BACKUP_COLLECTIONS.filter((name) => summary.counts[name] > 0).map((name) => (
          <li key={name}>
            {labels[name]}: {number(summary.counts[name])}
            {name === 'trades' && trashed > 0 ? <> ({t`${trashed} in the trash`})</> : null}
          </li>
        ))}
      </ul>
      {summary.firstTradeAt && summary.lastTradeAt ? <p className={styles.muted}>{t`Trades from ${firstDay} to ${lastDay}`}</p> : null}
      <p className={styles.muted}>
        {summary.includesScreenshots
          ? t`Screenshots included: ${screenshots}`
          : t`Screenshots not included: trades keep their screenshot list, images appear where this device or the server has them.`}
      </p>
    </section>
  )
}
