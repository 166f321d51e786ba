import { useMemo } from 'react'
import { useTags } from '../../db'
import { type AnswerContext, type QuestionVocabulary, vocabularyOf } from '../../domain/assistant'
import { journalMetricsOptions } from '../../domain/metrics'
import { traderTimeZone } from '../../ui'
import { useMetricInputs } from '../analytics'

export interface AssistantJournal {
  readonly loading: boolean
  readonly vocabulary: QuestionVocabulary
  readonly timeZone: string
  readonly blur: boolean
  /** The engine's context at `now` (read when a question is asked, so periods follow the clock). */
  readonly contextAt: (now: number) => AnswerContext
  /** Names of the ids a subset may hold, for the answer's words. */
  readonly names: ReadonlyMap<string, string>
}

/** The whole journal (every account) and the settings its numbers depend on, for the assistant. */
export function useAssistantJournal(): AssistantJournal {
  const { loading, trades, accounts, profile, defaults } = useMetricInputs(undefined)
  const { data: tags } = useTags()
  const timeZone = traderTimeZone(profile)
  return useMemo(() => {
    const live = tags.filter((tag) => !tag.isDeleted)
    const setups = live.filter((tag) => tag.kind === 'setup').map((tag) => ({ id: tag.id, name: tag.name }))
    const otherTags = live.filter((tag) => tag.kind !== 'setup').map((tag) => ({ id: tag.id, name: tag.name }))
    const accountNames = accounts.filter((account) => !account.isDeleted).map((account) => ({ id: account.id, name: account.name }))
    return {
      loading,
      vocabulary: vocabularyOf(trades, { setups, tags: otherTags, accounts: accountNames }),
      timeZone,
      blur: profile.blurSensitiveData,
      contextAt: (now: number) => ({ trades, metricsOptions: journalMetricsOptions({ timeZone, now, settings: defaults, accounts }) }),
      names: new Map([...live, ...accounts].map((item) => [item.id, item.name])),
    }
  }, [loading, trades, accounts, tags, timeZone, defaults, profile.blurSensitiveData])
}
