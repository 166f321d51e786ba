import { toneOf } from '../../../ui'
import { useStatTexts } from '../use-stat-messages'
import { useStatQuestions } from '../../assistant'
import { keyStats } from './view-models'
import { StatCard } from './stat-card'
import type { WidgetProps } from './widget-props'
import * as styles from '../dashboard.css'

/** The key statistics, one card each, named by its label and stating its definition. */
export function KeyStatsWidget({ data, fmt }: WidgetProps) {
  const texts = useStatTexts()
  const questions = useStatQuestions()
  const { report, blur } = data
  return (
    <div className={styles.statGrid}>
      {keyStats(report).map((stat) => (
        <StatCard
          key={stat.id}
          label={texts[stat.id].label}
          definition={texts[stat.id].definition}
          value={fmt.stat(stat.value, stat.format, report.currency)}
          note={fmt.reason(stat.value)}
          sensitive={stat.sensitive}
          blur={blur}
          question={questions[stat.id]}
          toneClass={stat.tone ? toneOf(stat.tone === 'gain' ? 1 : -1) : undefined}
        />
      ))}
    </div>
  )
}
