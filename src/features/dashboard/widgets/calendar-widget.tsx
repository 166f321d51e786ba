import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { CalendarHeatmap, monthsWithDays } from '../../charts'
import { formatDate } from '../../../ui'
import { emptyReasonOf } from './view-models'
import { WidgetEmpty } from './widget-empty'
import type { WidgetProps } from './widget-props'

/** The daily P&L calendar, one month at a time (the latest month with trades first). */
export function CalendarWidget({ data, fmt }: WidgetProps) {
  const { t } = useLingui()
  const { report, metrics } = data
  const months = useMemo(() => monthsWithDays(report.daily.map((day) => day.date)), [report.daily])
  const latest = months[months.length - 1]
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const weekdayNames = useMemo(
    // 2024-01-01 was a Monday.
    () => Array.from({ length: 7 }, (_, i) => formatDate(Date.UTC(2024, 0, 1 + i, 12), fmt.locale, { style: 'weekday', timeZone: 'UTC' }).slice(0, 2)),
    [fmt.locale],
  )
  const reason = emptyReasonOf(report, metrics.overall)
  if (reason || !latest) return <WidgetEmpty reason={reason ?? 'noTrades'} data={data} />
  const month = chosen && months.length > 0 && chosen >= (months[0] as string) && chosen <= latest ? chosen : latest
  const currency = report.currency
  return (
    <CalendarHeatmap
      title={t`Daily P&L in ${currency}`}
      description={t`Net P&L of each day by close date: green a gain, red a loss, deeper for larger amounts; grey days had no closed trade.`}
      days={report.daily.map((day) => ({ date: day.date, pnl: day.pnl, trades: day.trades }))}
      month={month}
      months={months}
      onMonthChange={setChosen}
      formatMoney={(value) => fmt.money(value, currency, true)}
      formatMonth={fmt.month}
      formatDay={fmt.day}
      weekdayNames={weekdayNames}
      labels={{ date: t`Day`, pnl: t`P&L`, trades: t`Trades`, previous: t`Previous month`, next: t`Next month` }}
      blur={data.blur}
    />
  )
}
