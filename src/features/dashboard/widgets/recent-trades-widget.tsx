import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { formatDate, formatMoney, Sensitive, toneOf } from '../../../ui'
import { recentTrades } from './view-models'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/** The last closed trades of the selection, newest first, with their net P&L in the coin each settles in (as the journal shows it). */
export function RecentTradesWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const rows = useMemo(() => recentTrades(data.trades, data.breakevenBand), [data.trades, data.breakevenBand])
  if (rows.length === 0) return <WidgetEmpty reason={data.metrics.overall.open > 0 ? 'onlyOpen' : 'noTrades'} data={data} />
  const side = { long: t`Long`, short: t`Short`, buy: t`Buy`, sell: t`Sell` }
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.empty} style={{ textAlign: 'start', captionSide: 'bottom' }}>
            {t`Net P&L = realised P&L - fees - funding paid + funding received, in the coin the trade settles in.`}
          </caption>
          <thead>
            <tr>
              <th className={styles.headCell} scope="col">{t`Symbol`}</th>
              <th className={styles.headCell} scope="col">{t`Side`}</th>
              <th className={styles.headCell} scope="col">{t`Closed`}</th>
              <th className={styles.headCell} scope="col">{t`Net P&L`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th className={styles.cell} scope="row">
                  {row.symbol}
                </th>
                <td className={styles.cell}>{side[row.side]}</td>
                <td className={styles.cell}>{formatDate(row.closedAt, fmt.locale, { style: 'short-date', timeZone: data.timeZone })}</td>
                <td className={styles.cell}>
                  {row.pnl === undefined ? (
                    t`Unknown`
                  ) : (
                    <Sensitive hidden={data.blur} className={toneOf(row.pnl)}>
                      {formatMoney(row.pnl, fmt.locale, { currency: row.currency, signed: true })}
                    </Sensitive>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link to="/journal">{t`All trades`}</Link>
    </>
  )
}
