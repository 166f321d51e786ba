import { useLingui } from '@lingui/react/macro'
import { EquityDrawdownChart } from '../../charts'
import { formatDate } from '../../../ui'
import { emptyReasonOf, equityPoints } from './view-models'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/** The equity curve (capital + cumulative P&L by close day) with its drawdown underneath. */
export function EquityWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics } = data
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason) return <WidgetEmpty reason={reason} data={data} />
  const currency = report.currency
  const noCapital = report.capital.source === 'none'
  return (
    <>
      <EquityDrawdownChart
        title={t`Equity curve and drawdown in ${currency}`}
        description={t`Equity = initial capital + cumulative P&L at the end of each day; drawdown = the fall below the running peak, drawn below.`}
        points={equityPoints(report)}
        formatMoney={(value) => fmt.money(value, currency)}
        formatTime={(time) => formatDate(time, fmt.locale, { style: 'short-date', timeZone: 'UTC' })}
        labels={{ time: t`Day`, equity: t`Equity`, drawdown: t`Drawdown` }}
        blur={data.blur}
      />
      {noCapital ? <p className={styles.empty}>{t`No initial capital is set, so the curve starts at 0: set one in Settings, Trading, or on the account.`}</p> : null}
    </>
  )
}
