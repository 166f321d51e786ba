import { useLingui } from '@lingui/react/macro'
import { Sensitive, toneOf } from '../../../ui'
import type { GroupRow } from './view-models'
import type { Formatters } from '../../charts'
import * as styles from '../dashboard.css'

interface GroupTableProps<K> {
  readonly rows: readonly GroupRow<K>[]
  readonly nameOf: (key: K) => string
  readonly groupLabel: string
  readonly currency: string
  readonly fmt: Formatters
  readonly blur: boolean
}

/** Trades, win rate, P&L and average P&L per group (a setup, a side). */
export function GroupTable<K>({ rows, nameOf, groupLabel, currency, fmt, blur }: GroupTableProps<K>) {
  const { t } = useLingui()
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.headCell} scope="col">
              {groupLabel}
            </th>
            <th className={styles.headCell} scope="col">{t`Trades`}</th>
            <th className={styles.headCell} scope="col">{t`Win rate`}</th>
            <th className={styles.headCell} scope="col">{t`P&L`}</th>
            <th className={styles.headCell} scope="col">{t`Average P&L`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row.key)}>
              <th className={styles.cell} scope="row">
                {nameOf(row.key)}
              </th>
              <td className={styles.cell}>{fmt.count(row.trades)}</td>
              <td className={styles.cell}>{fmt.stat(row.winRate, 'percent', currency)}</td>
              <td className={styles.cell}>
                <Sensitive hidden={blur} className={toneOf(row.pnl)}>
                  {fmt.money(row.pnl, currency, true)}
                </Sensitive>
              </td>
              <td className={styles.cell}>
                <Sensitive hidden={blur}>{fmt.stat(row.averagePnl, 'signedMoney', currency)}</Sensitive>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
