import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { computeInsights, INSIGHT_THRESHOLDS } from '../../domain/insights'
import { InsightItem } from './insight-item'
import type { TabProps } from './tab-props'
import { useSubjectPhrases } from './use-subject-phrases'
import { useInsightQuestion } from '../assistant'
import * as styles from './analytics.css'
import * as reportStyles from '../../ui/components/report.css'
import { Section } from '../../ui'

/** Every finding in the trader's own data, worded plainly, with the thresholds that filter noise. */
export function InsightsTab({ data, fmt, labels }: TabProps) {
  const { t } = useLingui()
  const findings = useMemo(() => computeInsights({ report: data.report, facts: data.facts, tags: data.tags }), [data.report, data.facts, data.tags])
  const phrases = useSubjectPhrases(labels, fmt)
  const questionOf = useInsightQuestion(labels)
  const minTrades = INSIGHT_THRESHOLDS.minDecidedTrades
  const minDays = INSIGHT_THRESHOLDS.minDays
  const gap = fmt.percent(INSIGHT_THRESHOLDS.minWinRateGap)
  const score = fmt.number(INSIGHT_THRESHOLDS.minScore, 2)
  const total = data.report.totalTrades
  return (
    <Section
      title={t`Insights`}
      definition={t`Each insight compares a group of your trades with the others (open hour, weekday, period of day, setup, symbol, side, holding time, leverage, after a loss, busy days, emotion and mistake tags). It is shown only when both groups have at least ${minTrades} trades (${minDays} days for busy days), and either the win rates differ by ${gap} or more with a two-proportion test |z| of at least ${score}, or the average P&L differs with a Welch test |t| of at least ${score} (about 95% confidence).`}
    >
      {findings.length === 0 ? (
        <p className={reportStyles.notice}>
          {total < 2 * minTrades
            ? t`Not enough trades for insights yet: you have ${plural(total, { one: '# closed trade', other: '# closed trades' })}, and a comparison needs at least ${minTrades} on each side.`
            : t`No clear pattern yet: none of the groups of your ${total} trades differs from the others by more than chance would explain.`}
        </p>
      ) : (
        <ul className={styles.insightList} aria-label={t`Insights`}>
          {findings.map((finding, index) => (
            <InsightItem key={index} finding={finding} phrases={phrases(finding.subject)} question={questionOf(finding)} fmt={fmt} blur={data.blur} />
          ))}
        </ul>
      )}
    </Section>
  )
}
