import { useLingui } from '@lingui/react/macro'
import { type ChangeDirection, compareSnapshots, type PeriodSnapshot } from '../../domain/progress'
import { cx, Sensitive, StatCard } from '../../ui'
import type { Formatters } from '../charts'
import { formatProgressValue, useChangeFormatter, useProgressMetricLabels } from './progress-messages'
import * as styles from '../../ui/components/report.css'
import * as progress from './progress.css'

export interface ProgressComparisonProps {
  readonly current: PeriodSnapshot
  readonly previous: PeriodSnapshot
  readonly currentName: string
  readonly previousName: string
  readonly fmt: Formatters
  readonly blur: boolean
}

/** Each key figure of a period beside the previous period's, with the change and whether it is better. */
export function ProgressComparison({ current, previous, currentName, previousName, fmt, blur }: ProgressComparisonProps) {
  const { t } = useLingui()
  const labels = useProgressMetricLabels()
  const formatChange = useChangeFormatter(fmt)
  const changes = compareSnapshots(current, previous)
  const currency = current.currency
  const better = changes.filter((c) => c.direction === 'better').length
  const worse = changes.filter((c) => c.direction === 'worse').length
  const verdicts: Record<ChangeDirection, string> = {
    better: t`Better`,
    worse: t`Worse`,
    same: t`No change`,
    neutral: t`Changed`,
    unknown: t`Not comparable`,
  }
  const summary =
    current.trades === 0
      ? t`No closed trade in ${currentName} yet.`
      : previous.trades === 0
        ? t`No closed trade in ${previousName} to compare with.`
        : t`${better} figures improved and ${worse} got worse against ${previousName}.`
  return (
    <>
      <p className={styles.notice} role="status">
        {summary}
      </p>
      <div className={styles.statGrid}>
        {changes.map((change) => {
          const label = labels[change.metric]
          const previousText = formatProgressValue(change.metric, change.previous, currency, fmt)
          const changeText = formatChange(change.metric, change.change, currency)
          return (
            <StatCard
              key={change.metric}
              label={label.label}
              value={formatProgressValue(change.metric, change.current, currency, fmt)}
              sensitive={label.money}
              blur={blur}
              definition={label.definition}
            >
              <p className={progress.changeLine}>
                <span>{t`Previous:`} </span>
                {label.money ? <Sensitive hidden={blur}>{previousText}</Sensitive> : previousText}
              </p>
              <p className={cx(progress.changeLine, progress.direction[change.direction])}>
                <span>{t`Change:`} </span>
                {label.money ? <Sensitive hidden={blur}>{changeText}</Sensitive> : changeText}
                {change.direction === 'neutral' ? null : <span> ({verdicts[change.direction]})</span>}
              </p>
            </StatCard>
          )
        })}
      </div>
    </>
  )
}
