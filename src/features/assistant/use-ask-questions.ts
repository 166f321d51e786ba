import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { Finding } from '../../domain/insights'
import type { AnalyticsLabels } from '../analytics'

/**
 * The question 'Ask about this' opens the assistant with, for an insight: written in the active
 * language with words the question engine reads (its tests hold these phrasings), naming the group
 * the insight is about. Undefined for groups the engine cannot select (holding time, leverage...).
 */
export function useInsightQuestion(labels: AnalyticsLabels): (finding: Finding) => string | undefined {
  const { t } = useLingui()
  return useCallback(
    (finding: Finding) => {
      const subject = finding.subject
      const winRate = finding.basis === 'winRate'
      const on = (name: string) => (winRate ? t`What is my win rate on ${name}?` : t`What is my average P&L per trade on ${name}?`)
      switch (subject.kind) {
        case 'side':
          return winRate ? t`Longs vs shorts: what is my win rate?` : t`Longs vs shorts: what is my average P&L per trade?`
        case 'symbol':
          return on(subject.symbol)
        case 'setup':
          return on(labels.setup(subject.setupId))
        case 'tag':
          return on(labels.tag(subject.tagId))
        case 'weekday':
          return on(labels.weekday(subject.weekday))
        case 'hours': {
          const from = `${String(subject.from).padStart(2, '0')}:00`
          const to = `${String(subject.to % 24).padStart(2, '0')}:00`
          return winRate ? t`What is my win rate between ${from} and ${to}?` : t`What is my average P&L per trade between ${from} and ${to}?`
        }
        default:
          return undefined
      }
    },
    [t, labels],
  )
}

/** The question behind a key statistic of the dashboard, by its id; undefined when the engine has none. */
export function useStatQuestions(): Readonly<Record<string, string>> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      netPnl: t`What is my P&L?`,
      winRate: t`What is my win rate?`,
      totalTrades: t`How many trades?`,
      profitFactor: t`What is my profit factor?`,
      averagePnlPerTrade: t`What is my average P&L per trade?`,
      maxDrawdown: t`What is my max drawdown?`,
      expectancy: t`What is my expectancy?`,
      riskToReward: t`What is my risk to reward?`,
    }),
    [t],
  )
}
