import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { periodSeries } from '../../domain/insights'
import { BucketBarChart, type BarDatum } from '../charts'
import type { TabProps } from './tab-props'
import { usePeriodLabel } from './use-period-label'
import * as styles from './analytics.css'
import * as reportStyles from '../../ui/components/report.css'
import { Section } from '../../ui'

const tone = (value: number): BarDatum['tone'] => (value > 0 ? 'gain' : value < 0 ? 'loss' : 'neutral')

/** R-multiple distribution and P&L by period, hour and weekday. */
export function ChartsTab({ data, fmt, labels, timeframe }: TabProps) {
  const { t } = useLingui()
  const { report, blur } = data
  const c = report.currency
  const money = (n: number) => fmt.money(n, c)
  const periodLabel = usePeriodLabel(timeframe)
  const periods = useMemo(() => periodSeries(report.daily, timeframe, report.capital.amount), [report, timeframe])
  const rLabel = (from: number | null, to: number | null) => {
    const a = from === null ? '' : fmt.number(from, 1)
    const b = to === null ? '' : fmt.number(to, 1)
    return from === null ? t`< ${b}R` : to === null ? t`≥ ${a}R` : t`${a}R to ${b}R`
  }
  return (
    <div className={styles.chartGrid}>
      <Section title={t`R-multiple distribution`} definition={t`R = P&L / initial risk, initial risk = |entry - stop| x quantity; trades with a stop loss only.`}>
        {report.tradesWithR === 0 ? (
          <p className={reportStyles.notice}>{t`No closed trade has a stop loss, so there is no R-multiple to show. Add a stop loss to your trades to see this chart.`}</p>
        ) : (
          <BucketBarChart
            title={t`R-multiple distribution`}
            description={t`Number of trades in each R-multiple range.`}
            categoryLabel={t`R range`}
            valueLabel={t`Trades`}
            formatValue={(n) => fmt.number(n, 0)}
            bars={report.rMultiples.map((bucket) => ({ label: rLabel(bucket.from, bucket.to), value: bucket.trades, tone: 'neutral' }))}
          />
        )}
      </Section>
      <Section title={t`P&L by period`}>
        <BucketBarChart
          title={t`P&L by period`}
          description={t`Sum of P&L of the trades closed in each period.`}
          categoryLabel={t`Period`}
          valueLabel={t`P&L`}
          formatValue={money}
          money
          blur={blur}
          bars={periods.map((p) => ({ label: periodLabel(p), value: p.pnl, tone: tone(p.pnl) }))}
        />
      </Section>
      <Section title={t`P&L by hour`} definition={t`By the local hour the trade was opened.`}>
        <BucketBarChart
          title={t`P&L by hour`}
          description={t`Sum of P&L of the trades opened in each local hour, 0 to 23.`}
          categoryLabel={t`Hour`}
          valueLabel={t`P&L`}
          formatValue={money}
          money
          blur={blur}
          bars={report.breakdowns.hour.map((h) => ({ label: String(h.key).padStart(2, '0'), value: h.pnl, tone: tone(h.pnl) }))}
        />
      </Section>
      <Section title={t`P&L by weekday`} definition={t`By the local weekday the trade was opened.`}>
        <BucketBarChart
          title={t`P&L by weekday`}
          description={t`Sum of P&L of the trades opened on each weekday, Monday first.`}
          categoryLabel={t`Weekday`}
          valueLabel={t`P&L`}
          formatValue={money}
          money
          blur={blur}
          bars={report.breakdowns.weekday.map((w) => ({ label: labels.weekday(w.key).slice(0, 3), value: w.pnl, tone: tone(w.pnl) }))}
        />
      </Section>
    </div>
  )
}
