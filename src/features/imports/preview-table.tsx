import { useLingui } from '@lingui/react/macro'
import type { ImportedRecord, RowPreview } from '../../domain/imports'
import { cx, formatNumber } from '../../ui'
import { sideLabel } from '../trade-detail'
import { ledgerKindLabel } from './import-name-messages'
import { isAlreadyImported } from './known-keys'
import * as styles from './imports.css'

/** The first rows as they will be imported: what each becomes, and whether it has a problem. */

/** One row's cells, in the trader's language and number format (every decimal the file has). */
function describe(record: ImportedRecord | undefined, locale: string): readonly string[] {
  if (!record) return ['', '', '', '', '', '']
  const time = (instant: string) => instant.replace('T', ' ').slice(0, 19)
  const amount = (value: string, asset?: string) => `${formatNumber(value, locale, { maxDecimals: 18 })} ${asset ?? ''}`.trim()
  switch (record.kind) {
    case 'fill': {
      const fill = record.value
      return [time(fill.executedAt), fill.symbol, sideLabel(fill.side), amount(fill.price), amount(fill.quantity), fill.fee ? amount(fill.fee, fill.feeAsset) : '']
    }
    case 'ledger': {
      const entry = record.value
      return [time(entry.occurredAt), entry.symbol ?? '', ledgerKindLabel(entry.kind), '', amount(entry.amount, entry.asset), '']
    }
    case 'position': {
      const position = record.value
      return [
        time(position.closedAt),
        position.symbol,
        sideLabel(position.side),
        amount(position.exitPrice),
        amount(position.quantity),
        position.tradingFee ? amount(position.tradingFee) : '',
      ]
    }
  }
}

export function PreviewTable({ rows, fileName, known }: { readonly rows: readonly RowPreview[]; readonly fileName: string; readonly known: ReadonlySet<string> | undefined }) {
  const { t, i18n } = useLingui()
  const headers = [t`Row`, t`Time (UTC)`, t`Symbol`, t`Side / type`, t`Price`, t`Quantity / amount`, t`Fee`, t`Status`]
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={t`Preview of ${fileName}`}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={styles.cell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const failed = row.issues.some((issue) => issue.severity === 'error')
            const skipped = !failed && row.issues.length > 0
            const joinedInto = row.issues.find((issue) => issue.code === 'JOINED_LEG')?.value
            const imported = !failed && !skipped && known !== undefined && isAlreadyImported(row.records, known)
            return (
              <tr key={row.row} className={cx(failed && styles.rowWithError)}>
                <td className={styles.cell}>{row.row}</td>
                {describe(row.records[0], i18n.locale).map((value, index) => (
                  <td key={index} className={styles.cell}>
                    {value}
                  </td>
                ))}
                <td className={styles.cell}>{failed ? t`Error` : joinedInto ? t`Joined into row ${joinedInto}` : skipped ? t`Skipped` : imported ? t`Already imported` : t`OK`}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
