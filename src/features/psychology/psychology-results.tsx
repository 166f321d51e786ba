import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { JournalEntry, LocalDate } from '../../domain'
import { mistakeSplit, resultsByMood, tagResults } from '../../domain/psychology'
import { BreakdownTable, type AnalyticsData } from '../analytics'
import type { Formatters } from '../charts'
import { toneOf, Section, StatCard } from '../../ui'
import { useScoreWords } from './check-in-messages'
import * as analytics from '../../ui/components/report.css'

export interface PsychologyResultsProps {
  readonly data: AnalyticsData
  readonly checkIns: ReadonlyMap<LocalDate, JournalEntry>
  readonly fmt: Formatters
}

/**
 * The trader's state against results: trades by the mood of the day's check-in, what each mistake
 * cost and how each emotion went. Tag figures are the metrics engine's tag breakdown (the analytics
 * Behavior tab compares the same tags with the untagged trades).
 */
export function PsychologyResults({ data, checkIns, fmt }: PsychologyResultsProps) {
  const { t } = useLingui()
  const words = useScoreWords()
  const { report, facts, tags, blur } = data
  const currency = report.currency
  const moods = useMemo(() => resultsByMood(facts, checkIns), [facts, checkIns])
  const mistakes = useMemo(() => tagResults(report.breakdowns.tag, tags, 'mistake'), [report.breakdowns.tag, tags])
  const emotions = useMemo(() => tagResults(report.breakdowns.tag, tags, 'emotion'), [report.breakdowns.tag, tags])
  const split = useMemo(() => mistakeSplit(facts, new Set(tags.filter((tag) => tag.kind === 'mistake').map((tag) => tag.id))), [facts, tags])
  const withMistakes = split.withMistake
  const share = facts.length > 0 ? fmt.percent(withMistakes.trades / facts.length) : '—'
  const mistakeTrades = withMistakes.trades
  const anyCheckedIn = moods.some((row) => row.mood !== null)

  return (
    <>
      <Section
        title={t`Results by mood`}
        definition={t`Each closed trade is grouped by the mood of your check-in on the local day it was opened; trades of days without a check-in are grouped apart.`}
      >
        {!anyCheckedIn ? (
          <p className={analytics.notice}>{t`No trade was opened on a day with a check-in yet. Check in on the days you trade to see how your mood relates to your results.`}</p>
        ) : null}
        {moods.length > 0 ? (
          <BreakdownTable
            caption={t`Results by mood`}
            groupLabel={t`Mood`}
            rows={moods.map((row) => ({
              key: String(row.mood),
              label: row.mood === null ? t`No check-in` : `${row.mood} (${words.mood[row.mood - 1]})`,
              stats: row.stats,
            }))}
            currency={currency}
            fmt={fmt}
            blur={blur}
          />
        ) : null}
      </Section>
      <Section
        title={t`Cost of mistakes`}
        definition={t`A mistake's cost is the sum of the P&L of the closed trades tagged with it; a trade with two mistakes counts in both rows, but once in the total.`}
      >
        <div className={analytics.statGrid}>
          <StatCard
            label={t`P&L of trades with a mistake`}
            value={fmt.money(withMistakes.pnl, currency, true)}
            tone={toneOf(withMistakes.pnl)}
            sensitive
            blur={blur}
            definition={plural(mistakeTrades, {
              one: `# trade (${share} of closed trades) carries at least one mistake tag.`,
              other: `# trades (${share} of closed trades) carry at least one mistake tag.`,
            })}
          />
          <StatCard
            label={t`Average P&L with a mistake`}
            value={fmt.value(withMistakes.averagePnl, (n) => fmt.money(n, currency, true))}
            sensitive
            blur={blur}
            definition={t`P&L of trades with a mistake / their number.`}
          />
          <StatCard
            label={t`Average P&L without a mistake`}
            value={fmt.value(split.clean.averagePnl, (n) => fmt.money(n, currency, true))}
            sensitive
            blur={blur}
            definition={t`P&L of the other closed trades / their number.`}
          />
        </div>
        {mistakes.length === 0 ? (
          <p className={analytics.notice}>{t`No closed trade carries a mistake tag yet. Tag your trades with the mistakes you made to see what they cost.`}</p>
        ) : (
          <BreakdownTable
            caption={t`Cost of each mistake`}
            groupLabel={t`Mistake`}
            rows={mistakes.map((row) => ({ key: row.tag.id, label: row.tag.name, stats: row.stats }))}
            currency={currency}
            fmt={fmt}
            blur={blur}
          />
        )}
      </Section>
      <Section title={t`Results by emotion`} definition={t`Closed trades tagged with each emotion: how many, how often they won and what they made.`}>
        {emotions.length === 0 ? (
          <p className={analytics.notice}>{t`No closed trade carries an emotion tag yet. Tag your trades with how you felt to see how it relates to your P&L.`}</p>
        ) : (
          <BreakdownTable
            caption={t`Results by emotion`}
            groupLabel={t`Emotion`}
            rows={emotions.map((row) => ({ key: row.tag.id, label: row.tag.name, stats: row.stats }))}
            currency={currency}
            fmt={fmt}
            blur={blur}
          />
        )}
      </Section>
    </>
  )
}
