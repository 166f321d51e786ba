import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { drawdownPeriods, leverageBuckets, riskOfRuin, type RuinResult, sizeQuartiles } from '../../domain/insights'
import { formatDate, DataTable, Section, StatCard } from '../../ui'
import { OutcomeScatterChart } from '../charts'
import { Money } from './money-cell'
import { RangeTable } from './range-table'
import type { TabProps } from './tab-props'
import * as styles from '../../ui/components/report.css'

/** Drawdown periods, risk of ruin, and position size and leverage against the outcome. */
export function RiskTab({ data, fmt, labels }: TabProps) {
  const { t, i18n } = useLingui()
  const { report, facts, blur, now, timeZone } = data
  const c = report.currency
  const periods = useMemo(() => drawdownPeriods(report.equity, report.capital.amount, now), [report, now])
  const ruinAll = useMemo(() => riskOfRuin(report, 1), [report])
  const ruinHalf = useMemo(() => riskOfRuin(report, 0.5), [report])
  const leverage = useMemo(() => leverageBuckets(facts), [facts])
  const sizes = useMemo(() => sizeQuartiles(facts), [facts])
  const date = (ms: number | undefined) => (ms === undefined ? t`Not yet` : formatDate(ms, i18n.locale, { timeZone }))
  const ruinText = (r: RuinResult) => (r.kind === 'value' ? (r.probability < 0.0001 ? t`below 0.01%` : fmt.percent(r.probability)) : '—')
  const ruinNote = (r: RuinResult) => {
    if (r.kind === 'none')
      return {
        noWins: t`No winning trades yet`,
        noLosses: t`No losing trades yet: nothing to measure the risk by`,
        noCapital: t`Needs an initial capital in this currency: set one in Settings, Trading (main currency) or on an account in it`,
        noTrades: t`No closed trades yet`,
      }[r.reason]
    const p = fmt.percent(r.p)
    const b = fmt.number(r.b, 2)
    const n = fmt.number(r.units, 1)
    return r.edge <= 0 ? t`p = ${p}, b = ${b}: no positive edge, so ruin is certain in the long run.` : t`p = ${p}, b = ${b}, N = ${n} average losses.`
  }
  const formula = t`Gambler's ruin in units of your average loss: rho^N, where rho is the root in (0, 1) of p x rho^(b+1) - rho + q = 0; p = win rate, q = 1 - p, b = average win / |average loss|, N = balance to lose / |average loss|. Certain when p x b ≤ q. Assumes the same odds and size on every trade.`
  return (
    <div className={styles.stack}>
      <Section title={t`Risk`}>
        <div className={styles.statGrid}>
          <StatCard
            label={t`Max drawdown`}
            value={fmt.money(-report.maxDrawdown.amount, c, true)}
            sensitive
            blur={blur}
            note={fmt.value(report.maxDrawdown.percent, (n) => fmt.percent(n))}
            definition={t`Largest fall of equity from a running peak, in money and as a share of that peak.`}
          />
          <StatCard label={t`Current drawdown`} value={fmt.money(-report.currentDrawdown, c, true)} sensitive blur={blur} definition={t`Running peak - current equity.`} />
          <StatCard label={t`Risk of ruin`} value={ruinText(ruinAll)} note={ruinNote(ruinAll)} definition={formula} />
          <StatCard
            label={t`Risk of losing half the balance`}
            value={ruinText(ruinHalf)}
            note={ruinNote(ruinHalf)}
            definition={t`The same formula with N = half the balance / |average loss|.`}
          />
        </div>
      </Section>
      <Section title={t`Drawdown periods`} definition={t`From the first trade below a peak of equity to the first trade back at or above it; depth = peak - lowest equity.`}>
        {periods.length === 0 ? (
          <p className={styles.notice}>{t`Your equity never fell below a previous peak.`}</p>
        ) : (
          <DataTable
            caption={t`Drawdown periods`}
            columns={[t`Start`, t`Trough`, t`Recovered`, t`Depth`, t`Depth %`, t`Duration`, t`Trades`]}
            rows={periods.slice(0, 10).map((p) => ({
              key: String(p.startedAt),
              cells: [
                date(p.startedAt),
                date(p.troughAt),
                date(p.recoveredAt),
                <Money key="d" text={fmt.money(-p.depth, c, true)} amount={-p.depth} blur={blur} />,
                fmt.value(p.depthPercent, (n) => fmt.percent(n)),
                fmt.duration(p.durationMs),
                fmt.number(p.trades, 0),
              ],
            }))}
          />
        )}
      </Section>
      <Section title={t`Leverage vs outcome`} definition={t`Trades by leverage (1x for spot); ROI = P&L / margin, margin = position size / leverage.`}>
        <RangeTable caption={t`Leverage vs outcome`} groupLabel={t`Leverage`} buckets={leverage} unit={(n) => `${fmt.number(n, 1)}x`} currency={c} fmt={fmt} blur={blur} />
        {facts.length > 0 ? (
          <OutcomeScatterChart
            title={t`Leverage vs ROI`}
            description={t`One dot per closed trade: its leverage against its ROI, coloured by outcome.`}
            points={facts.map((f) => ({ x: f.leverage, y: f.margin > 0 ? f.pnl / f.margin : 0, outcome: f.outcome, label: `${f.symbol} ${f.closeDay}` }))}
            xLabel={t`Leverage`}
            yLabel={t`ROI`}
            formatX={(n) => `${fmt.number(n, 0)}x`}
            formatY={(n) => fmt.percent(n)}
            pointLabel={t`Trade`}
            outcomeLabel={t`Outcome`}
            outcomeName={labels.outcome}
          />
        ) : null}
      </Section>
      <Section title={t`Position size vs outcome`} definition={t`Your trades in four equal groups by position size (notional at entry), smallest first.`}>
        <RangeTable
          caption={t`Position size vs outcome`}
          groupLabel={t`Position size`}
          buckets={sizes}
          unit={(n) => fmt.money(n, c)}
          inclusive
          moneyRanges
          currency={c}
          fmt={fmt}
          blur={blur}
        />
        {facts.length > 0 ? (
          <OutcomeScatterChart
            title={t`Position size vs P&L`}
            description={t`One dot per closed trade: its position size against its P&L, coloured by outcome.`}
            points={facts.map((f) => ({ x: f.notional, y: f.pnl, outcome: f.outcome, label: `${f.symbol} ${f.closeDay}` }))}
            xLabel={t`Position size`}
            yLabel={t`P&L`}
            formatX={(n) => fmt.money(n, c)}
            formatY={(n) => fmt.money(n, c)}
            moneyX
            moneyY
            blur={blur}
            pointLabel={t`Trade`}
            outcomeLabel={t`Outcome`}
            outcomeName={labels.outcome}
          />
        ) : null}
      </Section>
    </div>
  )
}
