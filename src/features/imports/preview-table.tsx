import { useLingui } from '@lingui/react/macro'
import type { ImportedRecord, RowPreview } from '../../domain/imports'
import { cx } from '../../ui'
import * as styles from './imports.css'

/** The first rows as they will be imported: what each becomes, and whether it has a problem. */

function describe(record: ImportedRecord | undefined): readonly string[] {
  if (!record) return ['', '', '', '', '', '']
  switch (record.kind) {
    case 'fill': {
      const fill = record.value
      return [fill.executedAt.replace('T', ' ').slice(0, 19), fill.symbol, fill.side, fill.price, fill.quantity, fill.fee ? `${fill.fee} ${fill.feeAsset ?? ''}`.trim() : '']
    }
    case 'ledger': {
      const entry = record.value
      return [entry.occurredAt.replace('T', ' ').slice(0, 19), entry.symbol ?? '', entry.kind, '', `${entry.amount} ${entry.asset}`, '']
    }
    case 'position': {
      const position = record.value
      return [position.closedAt.replace('T', ' ').slice(0, 19), position.symbol, position.side, position.exitPrice, position.quantity, position.tradingFee ?? '']
    }
  }
}

export function PreviewTable({ rows, fileName }: { readonly rows: readonly RowPreview[]; readonly fileName: string }) {
  const { t } = useLingui()
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
            return (
              <tr key={row.row} className={cx(failed && styles.rowWithError)}>
                <td className={styles.cell}>{row.row}</td>
                {describe(row.records[0]).map((value, index) => (
                  <td key={index} className={styles.cell}>
                    {value}
                  </td>
                ))}
                <td className={styles.cell}>{failed ? t`Error` : skipped ? t`Skipped` : t`OK`}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
