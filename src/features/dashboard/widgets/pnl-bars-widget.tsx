import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { SignedBarChart } from '../../charts'
import { formatDate } from '../../../ui'
import { emptyReasonOf, hourBars, weekdayBars } from './view-models'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'

/** P&L by the local hour trades were opened in, 00 to 23. */
export function PnlByHourWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics } = data
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason) return <WidgetEmpty reason={reason} data={data} />
  const currency = report.currency
  const zone = data.timeZone
  return (
    <SignedBarChart
      title={t`P&L by hour in ${currency}`}
      description={t`Sum of P&L of the trades opened in each hour of the day, in your time zone (${zone}).`}
      bars={hourBars(report).map((bar) => ({ label: String(bar.key).padStart(2, '0'), value: bar.pnl, detail: String(bar.trades) }))}
      formatValue={(value) => fmt.money(value, currency)}
      categoryLabel={t`Hour`}
      valueLabel={t`P&L`}
      detailLabel={t`Trades`}
      blur={data.blur}
    />
  )
}

/** P&L by the local weekday trades were opened on, Monday first. */
export function PnlByWeekdayWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics } = data
  // 2024-01-01 was a Monday: weekday k (1 = Monday) is 2024-01-0k.
  const names = useMemo(() => Array.from({ length: 7 }, (_, i) => formatDate(Date.UTC(2024, 0, 1 + i, 12), fmt.locale, { style: 'weekday', timeZone: 'UTC' })), [fmt.locale])
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason) return <WidgetEmpty reason={reason} data={data} />
  const currency = report.currency
  return (
    <SignedBarChart
      title={t`P&L by weekday in ${currency}`}
      description={t`Sum of P&L of the trades opened on each day of the week, in your time zone.`}
      bars={weekdayBars(report).map((bar) => ({ label: (names[bar.key - 1] ?? '').slice(0, 3), value: bar.pnl, detail: String(bar.trades) }))}
      formatValue={(value) => fmt.money(value, currency)}
      categoryLabel={t`Weekday`}
      valueLabel={t`P&L`}
      detailLabel={t`Trades`}
      blur={data.blur}
    />
  )
}
