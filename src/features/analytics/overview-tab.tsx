import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { computeInsights } from '../../domain/insights'
import { toneOf, Section, StatCard } from '../../ui'
import { InsightItem } from './insight-item'
import type { TabProps } from './tab-props'
import { useSubjectPhrases } from './use-subject-phrases'
import { useInsightQuestion } from '../assistant'
import * as styles from './analytics.css'
import * as reportStyles from '../../ui/components/report.css'

/** The key numbers of the report in view, each with its definition, and the strongest insights. */
export function OverviewTab({ data, fmt, labels }: TabProps) {
  const { t } = useLingui()
  const { report, blur } = data
  const c = report.currency
  const money = (n: number) => fmt.money(n, c, true)
  const pct = (n: number) => fmt.percent(n)
  const ratio = (n: number) => fmt.number(n, 2)
  const findings = useMemo(() => computeInsights({ report, facts: data.facts, tags: data.tags }), [report, data.facts, data.tags])
  const phrases = useSubjectPhrases(labels, fmt)
  const questionOf = useInsightQuestion(labels)
  const wins = report.wins
  const losses = report.losses
  const breakevens = report.breakevens
  const open = report.open.count
  const pnlDefinition =
    report.view === 'net'
      ? t`Sum of closed trades' net P&L: realised P&L - trading fees - funding paid + funding received.`
      : t`Sum of closed trades' gross P&L: the price move, before fees and funding.`
  return (
    <div className={reportStyles.stack}>
      <Section title={t`Key numbers`}>
        <div className={reportStyles.statGrid}>
          <StatCard label={t`P&L`} value={money(report.pnl)} tone={toneOf(report.pnl)} sensitive blur={blur} definition={pnlDefinition} />
          <StatCard
            label={t`Win rate`}
            value={fmt.value(report.winRate, pct)}
            note={
              fmt.reason(report.winRate) ?? t`${plural(wins, { one: '# win', other: '# wins' })}, ${plural(losses, { one: '# loss', other: '# losses' })}, ${breakevens} breakeven`
            }
            definition={t`Wins / (wins + losses); breakeven trades are counted apart.`}
          />
          <StatCard
            label={t`Total trades`}
            value={fmt.number(report.totalTrades, 0)}
            note={open > 0 ? plural(open, { one: '# open trade is not counted until it closes', other: '# open trades are not counted until they close' }) : undefined}
            definition={t`Closed trades with a known P&L in this currency.`}
          />
          <StatCard
            label={t`Profit factor`}
            value={fmt.value(report.profitFactor, ratio)}
            note={fmt.reason(report.profitFactor)}
            definition={t`Sum of winning P&L / |sum of losing P&L|; infinite when there is no loss.`}
          />
          <StatCard
            label={t`Expectancy`}
            value={fmt.value(report.expectancy, money)}
            note={fmt.reason(report.expectancy)}
            sensitive
            blur={blur}
            definition={t`Win rate x average win - loss rate x |average loss|: what a decided trade makes on average.`}
          />
          <StatCard
            label={t`Risk-to-reward`}
            value={fmt.value(report.riskToReward, ratio)}
            note={fmt.reason(report.riskToReward)}
            definition={t`Payoff ratio: average win / |average loss|.`}
          />
          <StatCard
            label={t`Max drawdown`}
            value={money(-report.maxDrawdown.amount)}
            note={report.maxDrawdown.percent.kind === 'value' ? pct(report.maxDrawdown.percent.value) : fmt.reason(report.maxDrawdown.percent)}
            sensitive
            blur={blur}
            definition={t`Largest fall of equity (initial capital + cumulative P&L) from a running peak.`}
          />
          <StatCard
            label={t`Sharpe ratio`}
            value={fmt.value(report.sharpeRatio, ratio)}
            note={fmt.reason(report.sharpeRatio)}
            definition={t`Mean / standard deviation of daily returns on equity, x sqrt(365), risk-free rate 0.`}
          />
          <StatCard
            label={t`Average holding time`}
            value={fmt.value(report.averageHoldingTimeMs, fmt.duration)}
            note={fmt.reason(report.averageHoldingTimeMs)}
            definition={t`Mean of close time - open time.`}
          />
          <StatCard
            label={t`Current ROI`}
            value={fmt.value(report.currentRoi, (n) => fmt.percent(n, true))}
            note={fmt.reason(report.currentRoi)}
            definition={t`Account ROI: P&L / initial capital.`}
          />
        </div>
      </Section>
      <Section title={t`Top insights`} definition={t`The strongest differences found in your own trades (see the Insights tab for all of them).`}>
        {findings.length === 0 ? (
          <p className={reportStyles.notice}>{t`No clear pattern yet. Insights appear once groups of your trades differ by more than chance would explain.`}</p>
        ) : (
          <ul className={styles.insightList}>
            {findings.slice(0, 3).map((finding, index) => (
              <InsightItem key={index} finding={finding} phrases={phrases(finding.subject)} question={questionOf(finding)} fmt={fmt} blur={blur} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}
