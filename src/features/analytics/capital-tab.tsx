import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { periodSeries } from '../../domain/insights'
import { toneOf, DataTable, Section, StatCard } from '../../ui'
import { MultiLineChart } from '../charts'
import { Money } from './money-cell'
import type { TabProps } from './tab-props'
import { usePeriodLabel } from './use-period-label'
import * as styles from '../../ui/components/report.css'

/** Growth from the initial capital and ROI per period of the timeframe. */
export function CapitalTab({ data, fmt, timeframe }: TabProps) {
  const { t } = useLingui()
  const { report, blur } = data
  const c = report.currency
  const capital = report.capital.amount
  const periods = useMemo(() => periodSeries(report.daily, timeframe, capital), [report, timeframe, capital])
  const periodLabel = usePeriodLabel(timeframe)
  const source = { option: t`From Settings > Trading`, accounts: t`From your accounts' initial capital`, none: t`Not set` }[report.capital.source]
  return (
    <div className={styles.stack}>
      {capital <= 0 ? (
        <p className={styles.notice}>
          {t`No initial capital is set for ${c}, so growth and ROI cannot be measured; balances below are your P&L alone.`} <Link to="/settings">{t`Set it in Settings`}</Link>
        </p>
      ) : null}
      <Section title={t`Capital`}>
        <div className={styles.statGrid}>
          <StatCard label={t`Initial capital`} value={fmt.money(capital, c)} note={source} sensitive blur={blur} definition={t`Starting balance the growth is measured from.`} />
          <StatCard label={t`Total balance`} value={fmt.money(report.totalBalance, c)} sensitive blur={blur} definition={t`Initial capital + P&L.`} />
          <StatCard
            label={t`Growth`}
            value={fmt.value(report.currentRoi, (n) => fmt.percent(n, true))}
            tone={report.currentRoi.kind === 'value' ? toneOf(report.currentRoi.value) : undefined}
            note={fmt.reason(report.currentRoi)}
            definition={t`Account ROI: P&L / initial capital.`}
          />
        </div>
      </Section>
      <Section title={t`Capital growth`} definition={t`Equity at the end of each period: initial capital + cumulative P&L of closed trades.`}>
        {periods.length === 0 ? (
          <p className={styles.notice}>{t`No closed trades yet: the curve starts with your first closed trade.`}</p>
        ) : (
          <MultiLineChart
            title={t`Capital growth`}
            description={t`Equity at the end of each period.`}
            categoryLabel={t`Period`}
            labels={periods.map(periodLabel)}
            series={[{ name: t`Equity`, values: periods.map((p) => p.endEquity) }]}
            formatValue={(n) => fmt.money(n, c)}
            money
            blur={blur}
          />
        )}
      </Section>
      <Section title={t`ROI over time`} definition={t`ROI of a period = its P&L / equity at its start; cumulative ROI = (equity at its end - initial capital) / initial capital.`}>
        <DataTable
          caption={t`ROI over time`}
          columns={[t`Period`, t`Start equity`, t`P&L`, t`End equity`, t`ROI`, t`Cumulative ROI`]}
          rows={[...periods].reverse().map((p) => ({
            key: p.start,
            cells: [
              periodLabel(p),
              <Money key="s" text={fmt.money(p.startEquity, c)} amount={0} plain blur={blur} />,
              <Money key="p" text={fmt.money(p.pnl, c, true)} amount={p.pnl} blur={blur} />,
              <Money key="e" text={fmt.money(p.endEquity, c)} amount={0} plain blur={blur} />,
              fmt.value(p.roi, (n) => fmt.percent(n, true)),
              fmt.value(p.cumulativeRoi, (n) => fmt.percent(n, true)),
            ],
          }))}
        />
      </Section>
    </div>
  )
}
