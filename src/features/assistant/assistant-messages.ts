import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { exchangeBrand } from '../../domain'
import type { AssistantAnswer, AssistantMetric, Subset } from '../../domain/assistant'
import type { Formatters } from '../charts'
import { dateTimeFormatFor } from '../analytics'
import { useDatePresetLabels } from '../dashboard'

export interface AssistantMessages {
  readonly metric: (metric: AssistantMetric) => string
  /** "BTC · Long · Mar 1, 2025 – Mar 31, 2025", or "All trades" for the whole journal. */
  readonly subset: (subset: Subset) => string
  readonly notUnderstood: (answer: Extract<AssistantAnswer, { kind: 'notUnderstood' }>) => string
}

/** The assistant's words for the engine's metrics, subsets and refusals, in the active language. */
export function useAssistantMessages(fmt: Formatters, names: ReadonlyMap<string, string>): AssistantMessages {
  const { t, i18n } = useLingui()
  const presets = useDatePresetLabels()
  return useMemo(() => {
    const metrics: Record<AssistantMetric, string> = {
      summary: t`Summary`,
      winRate: t`Win rate`,
      pnl: t`P&L`,
      profitFactor: t`Profit factor`,
      expectancy: t`Expectancy`,
      fees: t`Fees`,
      funding: t`Net funding`,
      drawdown: t`Max drawdown`,
      streaks: t`Streaks`,
      winStreak: t`Longest winning streak`,
      lossStreak: t`Longest losing streak`,
      averageWin: t`Average win`,
      averageLoss: t`Average loss`,
      averagePnl: t`Average P&L per trade`,
      tradeCount: t`Number of trades`,
      bestTrade: t`Best trade`,
      worstTrade: t`Worst trade`,
      riskReward: t`Risk-to-reward`,
      averageRoi: t`Average ROI per trade`,
    }
    const weekday = dateTimeFormatFor(i18n.locale)
    const pad = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`
    const unknownName = t`Deleted item`
    return {
      metric: (metric) => metrics[metric],
      subset: (subset) => {
        const parts: string[] = []
        if (subset.coin) parts.push(subset.coin)
        if (subset.symbol) parts.push(subset.symbol)
        if (subset.direction) parts.push(subset.direction === 'long' ? t`Long` : t`Short`)
        if (subset.setupId) parts.push(names.get(subset.setupId) ?? unknownName)
        if (subset.tagId) parts.push(names.get(subset.tagId) ?? unknownName)
        if (subset.exchange) parts.push(exchangeBrand(subset.exchange))
        if (subset.accountId) parts.push(names.get(subset.accountId) ?? unknownName)
        if (subset.weekday) parts.push(weekday(subset.weekday))
        if (subset.hours) parts.push(`${pad(subset.hours.from)}–${pad(subset.hours.to)}`)
        if (subset.period) parts.push('preset' in subset.period ? presets[subset.period.preset] : `${fmt.day(subset.period.from)} – ${fmt.day(subset.period.to)}`)
        return parts.length > 0 ? parts.join(' · ') : t`All trades`
      },
      notUnderstood: (answer) => {
        const word = answer.word ?? ''
        switch (answer.reason) {
          case 'future':
            return t`I only know the trades in your journal, so I cannot predict prices or tell you what to do.`
          case 'unknownSubject':
            return t`I did not find “${word}” in your journal. Ask about a coin, setup, tag, exchange or account you have traded.`
          default:
            return t`I did not understand that question. Ask for a figure (win rate, P&L, profit factor, expectancy, fees, drawdown, streaks, average win or loss, number of trades) and, if you like, which trades: a coin, long or short, a setup, tag, exchange, account, weekday, hour or period such as “in March” or “last week”.`
        }
      },
    }
  }, [t, i18n.locale, fmt, names, presets])
}
