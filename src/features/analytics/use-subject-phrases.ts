import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { InsightSubject } from '../../domain/insights'
import type { AnalyticsLabels } from './use-analytics-messages'
import type { Formatters } from '../charts'

export interface SubjectPhrases {
  /** The group, as it reads after "You win 31% of ...": "trades opened after 22:00". */
  readonly group: string
  /** The others: "the others", "short trades". */
  readonly others: string
}

const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`

/** Words for what a finding compares, in the active language. */
export function useSubjectPhrases(labels: AnalyticsLabels, fmt: Formatters): (subject: InsightSubject) => SubjectPhrases {
  const { t } = useLingui()
  return useCallback(
    (subject: InsightSubject): SubjectPhrases => {
      const theOthers = t`the others`
      switch (subject.kind) {
        case 'hours': {
          const from = hour(subject.from)
          const to = hour(subject.to)
          return { group: subject.to === 24 ? t`trades opened after ${from}` : t`trades opened between ${from} and ${to}`, others: theOthers }
        }
        case 'weekday': {
          const day = labels.weekday(subject.weekday)
          return { group: t`trades opened on ${day}`, others: theOthers }
        }
        case 'periodOfDay':
          return {
            group: {
              morning: t`trades opened in the morning (06:00–12:00)`,
              afternoon: t`trades opened in the afternoon (12:00–18:00)`,
              night: t`trades opened at night (18:00–06:00)`,
            }[subject.period],
            others: theOthers,
          }
        case 'setup': {
          const name = labels.setup(subject.setupId)
          return { group: t`trades with the setup ${name}`, others: theOthers }
        }
        case 'symbol': {
          const symbol = subject.symbol
          return { group: t`trades on ${symbol}`, others: theOthers }
        }
        case 'side':
          return subject.side === 'long' ? { group: t`long trades`, others: t`short trades` } : { group: t`short trades`, others: t`long trades` }
        case 'holdingTime': {
          const from = fmt.duration(subject.fromMs)
          const to = subject.toMs === null ? '' : fmt.duration(subject.toMs)
          const group = subject.toMs === null ? t`trades held ${from} or longer` : subject.fromMs === 0 ? t`trades held less than ${to}` : t`trades held from ${from} to ${to}`
          return { group, others: theOthers }
        }
        case 'afterLoss':
          return { group: t`trades opened right after a loss`, others: t`trades opened after a win or breakeven` }
        case 'busyDays': {
          const threshold = fmt.number(subject.threshold, 1)
          const usual = fmt.number(subject.usualTrades, 1)
          return { group: t`days with more than ${threshold} trades (your usual day has ${usual})`, others: t`other days` }
        }
        case 'tag': {
          const name = labels.tag(subject.tagId)
          return { group: t`trades tagged ${name}`, others: t`trades without it` }
        }
        case 'leverage': {
          const from = fmt.number(subject.from, 1)
          const to = subject.to === null ? '' : fmt.number(subject.to, 1)
          const group =
            subject.to === null ? t`trades at ${from}x leverage or more` : subject.from === 0 ? t`trades under ${to}x leverage` : t`trades from ${from}x to under ${to}x leverage`
          return { group, others: theOthers }
        }
      }
    },
    [t, labels, fmt],
  )
}
