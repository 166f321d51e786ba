import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { periodSeries } from '../../domain/insights'
import { BreakdownTable } from './breakdown-table'
import { Money } from './money-cell'
import type { TabProps } from './tab-props'
import { usePeriodLabel } from './use-period-label'
import { useTimeframeNames } from './use-timeframe-names'
import * as styles from '../../ui/components/report.css'
import { DataTable, Section } from '../../ui'

/** P&L per period of the timeframe, and by setup, symbol, side and exchange. */
export function PerformanceTab({ data, fmt, labels, timeframe }: TabProps) {
  const { t } = useLingui()
  const { report, blur } = data
  const c = report.currency
  const periods = useMemo(() => periodSeries(report.daily, timeframe, report.capital.amount), [report, timeframe])
  const periodLabel = usePeriodLabel(timeframe)
  const timeframeName = useTimeframeNames()[timeframe]
  const b = report.breakdowns
  return (
    <div className={styles.stack}>
      <Section
        title={t`P&L by period (${timeframeName})`}
        definition={t`Closed trades grouped by the local day they closed on. Fees are trading fees; funding is shown apart (negative: paid).`}
      >
        <DataTable
          caption={t`P&L by period`}
          columns={[t`Period`, t`Trades`, t`Win rate`, t`P&L`, t`Fees`, t`Funding`]}
          rows={[...periods].reverse().map((p) => ({
            key: p.start,
            cells: [
              periodLabel(p),
              fmt.number(p.trades, 0),
              fmt.value(p.winRate, (n) => fmt.percent(n)),
              <Money key="pnl" text={fmt.money(p.pnl, c, true)} amount={p.pnl} blur={blur} />,
              <Money key="fees" text={fmt.money(p.fees, c)} amount={0} blur={blur} plain />,
              <Money key="funding" text={fmt.money(p.funding, c, true)} amount={p.funding} blur={blur} />,
            ],
          }))}
        />
      </Section>
      <Section title={t`By setup`} definition={t`Each trade counts under its setup; average P&L = P&L / trades.`}>
        <BreakdownTable
          caption={t`By setup`}
          groupLabel={t`Setup`}
          rows={b.setup.map((x) => ({ key: x.key ?? '-', label: labels.setup(x.key), stats: x }))}
          currency={c}
          fmt={fmt}
          blur={blur}
        />
      </Section>
      <Section title={t`By symbol`}>
        <BreakdownTable caption={t`By symbol`} groupLabel={t`Symbol`} rows={b.symbol.map((x) => ({ key: x.key, label: x.key, stats: x }))} currency={c} fmt={fmt} blur={blur} />
      </Section>
      <Section title={t`Long vs short`} definition={t`Long includes spot buys; short includes spot sells.`}>
        <BreakdownTable
          caption={t`Long vs short`}
          groupLabel={t`Side`}
          rows={b.side.map((x) => ({ key: x.key, label: labels.side(x.key), stats: x }))}
          currency={c}
          fmt={fmt}
          blur={blur}
        />
      </Section>
      <Section title={t`By exchange`}>
        <BreakdownTable
          caption={t`By exchange`}
          groupLabel={t`Exchange`}
          rows={b.exchange.map((x) => ({ key: x.key ?? '-', label: labels.exchange(x.key), stats: x }))}
          currency={c}
          fmt={fmt}
          blur={blur}
        />
      </Section>
    </div>
  )
}
