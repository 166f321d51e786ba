import { Trans, useLingui } from '@lingui/react/macro'
import type { ColumnMapping } from '../../domain/imports'
import { usePreference } from '../../db'
import { Badge, Button, Card } from '../../ui'
import { cashFlowsText, closedPositionsText, fillsText, rowsText } from './import-counts'
import { exchangeName, exportTypeLabel } from './import-name-messages'
import { fileRefusalMessage, noticeMessage, rowIssueMessage } from './import-messages'
import { isAlreadyImported } from './known-keys'
import { MappingForm } from './mapping-form'
import { PreviewTable } from './preview-table'
import type { SelectedFile } from './use-csv-import'
import * as styles from './imports.css'

const ISSUES_SHOWN = 20

/** One picked file: what it was detected as, its first rows, its problems (file, row, column named). */
export function FileCard({
  entry,
  known,
  onRemove,
  onMapping,
  disabled,
}: {
  readonly entry: SelectedFile
  /** What the chosen account already holds of this file's exchange (undefined until read). */
  readonly known: ReadonlySet<string> | undefined
  readonly onRemove: () => void
  readonly onMapping: (mapping: ColumnMapping, presetId?: string) => void
  readonly disabled?: boolean
}) {
  const { t } = useLingui()
  const { feeCoinPrices } = usePreference('tradingDefaults').value
  const name = entry.file.name
  const summary = entry.summary
  // Dates that fit more than one order (and that the file's other dates do not settle) are asked for.
  const ambiguousDates = (summary?.dateFormatChoices?.length ?? 0) > 0
  const header = entry.header ?? (ambiguousDates ? summary?.header : undefined)
  const mappable = header && header.length > 0 && (entry.refusal?.code === 'UNKNOWN_LAYOUT' || entry.refusal?.code.startsWith('MAPPING_') || entry.mapping || ambiguousDates)
  const rowErrors = summary?.issues.filter((issue) => issue.severity === 'error') ?? []
  const percent = Math.round(entry.progress * 100)
  const alreadyImported = known ? (summary?.previewRows.filter((row) => isAlreadyImported(row.records, known)).length ?? 0) : 0

  return (
    <li>
      <Card>
        <div className={styles.panel}>
          <div className={styles.fileHead}>
            <span className={styles.fileName}>{name}</span>
            <div className={styles.badges}>
              {summary ? (
                <>
                  <Badge tone="primary">{exchangeName(summary.exchange)}</Badge>
                  <Badge tone="outline">{exportTypeLabel(summary.layoutId)}</Badge>
                </>
              ) : null}
              {entry.state === 'refused' ? <Badge tone="danger">{t`Cannot be imported`}</Badge> : null}
              <Button variant="ghost" size="sm" onClick={onRemove} disabled={disabled} aria-label={t`Remove ${name}`}>
                <Trans>Remove</Trans>
              </Button>
            </div>
          </div>
          {entry.state === 'reading' ? (
            <p className={styles.muted} role="status">
              <Trans>
                Reading {name}… {percent}%
              </Trans>
            </p>
          ) : null}
          {entry.refusal ? (
            <p className={styles.error} role="alert">
              {fileRefusalMessage(name, entry.refusal)}
            </p>
          ) : null}
          {summary ? (
            <>
              <p className={styles.muted}>
                {t`${rowsText(summary.rowCount)}: ${[fillsText(summary.fillCount), cashFlowsText(summary.ledgerEntryCount), closedPositionsText(summary.positionCount)].join(', ')}; ${summary.errorRowCount} with errors, ${summary.skippedRowCount} skipped. Times in ${summary.timeZone}.`}
              </p>
              {summary.notices.map((notice) => (
                <p key={`${notice.code}:${notice.detail ?? ''}`} className={styles.notice}>
                  {noticeMessage(name, notice, feeCoinPrices)}
                </p>
              ))}
              {ambiguousDates ? (
                <p
                  className={styles.notice}
                >{t`The dates in ${name} can be read more than one way and its other dates do not settle it: choose the date format in the column mapping below.`}</p>
              ) : null}
              {alreadyImported > 0 ? (
                <p className={styles.notice}>
                  {alreadyImported === summary.previewRows.length
                    ? t`Every row shown is already in your journal from an earlier import of this account: importing ${name} again skips them.`
                    : t`Rows marked 'Already imported' are in your journal from an earlier import of this account: the import skips them.`}
                </p>
              ) : null}
              <PreviewTable rows={summary.previewRows} fileName={name} known={known} />
              {rowErrors.length > 0 ? (
                <ul className={styles.issues} aria-label={t`Problems in ${name}`}>
                  {rowErrors.slice(0, ISSUES_SHOWN).map((issue) => (
                    <li key={`${issue.row}:${issue.column ?? ''}:${issue.code}`} className={styles.error}>
                      {rowIssueMessage(name, issue)}
                    </li>
                  ))}
                  {rowErrors.length > ISSUES_SHOWN ? <li className={styles.muted}>{t`…and ${rowErrors.length - ISSUES_SHOWN} more`}</li> : null}
                </ul>
              ) : null}
            </>
          ) : null}
          {mappable && header ? (
            <MappingForm fileName={name} header={header} lines={entry.lines ?? []} {...(entry.mapping ? { mapping: entry.mapping } : {})} onApply={onMapping} />
          ) : null}
        </div>
      </Card>
    </li>
  )
}
