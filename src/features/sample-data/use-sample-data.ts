import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { newId, useJournalDatabase, useLiveValue, usePreference } from '../../db'
import { notify } from '../../ui'
import { getSampleOperation, resetSampleOperation, setSampleOperation, type SampleOperation, useSampleOperation } from './sample-operation'
import { useSampleTexts } from './sample-messages'

/** The sample is always drawn from the same seed; ids are fresh on each load (see buildSampleJournal). */
export const SAMPLE_SEED = 20_240_601

/** Yield to the browser between chunks so the progress paints. */
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export interface SampleDataState {
  /** Still reading the preference or the trade count: show neither panel nor banner yet. */
  readonly isLoading: boolean
  /** The first-run panel applies: never answered, and not a single trade, even in the trash. */
  readonly showFirstRun: boolean
  /** A sample journal (or what is left of an interrupted load) is in this journal. */
  readonly hasSample: boolean
  readonly operation: SampleOperation
  readonly startEmpty: () => Promise<void>
  readonly loadSample: (tradeCount?: number) => Promise<void>
  readonly removeSample: () => Promise<boolean>
}

export function useSampleData(): SampleDataState {
  const { t } = useLingui()
  const db = useJournalDatabase()
  const texts = useSampleTexts()
  const onboarding = usePreference('onboarding')
  const everCount = useLiveValue(`${db.name}:trade-count:include`, (onValue, onError) => db.trades.watchCount(onValue, onError, 'include'), 0)
  const operation = useSampleOperation()
  const { firstRun, sampleJournal } = onboarding.value

  const startEmpty = useCallback(async () => {
    try {
      await db.preferences.set('onboarding', { firstRun: 'empty' })
    } catch {
      notify.error(t`Something went wrong`)
    }
  }, [db, t])

  const loadSample = useCallback(
    async (tradeCount?: number) => {
      if (getSampleOperation().kind !== 'idle') return
      setSampleOperation({ kind: 'loading', written: 0, total: tradeCount ?? 0 })
      try {
        // Loaded on demand: the generator is not part of any screen's first bundle.
        const [{ buildSampleJournal }, { loadSampleJournal }] = await Promise.all([import('../../domain/sample-journal'), import('./sample-journal-store')])
        const journal = buildSampleJournal({ seed: SAMPLE_SEED, now: db.clock().getTime(), texts, tradeCount, createId: newId })
        setSampleOperation({ kind: 'loading', written: 0, total: journal.trades.length })
        await loadSampleJournal(db, journal, {
          onProgress: ({ written, total }) => setSampleOperation({ kind: 'loading', written, total }),
          pause: nextFrame,
        })
        notify.success(t`Created successfully`)
      } catch {
        notify.error(t`Error uploading trades`)
      } finally {
        resetSampleOperation()
      }
    },
    [db, t, texts],
  )

  const removeSample = useCallback(async () => {
    if (getSampleOperation().kind !== 'idle') return false
    setSampleOperation({ kind: 'removing' })
    try {
      const { removeSampleJournal } = await import('./sample-journal-store')
      await removeSampleJournal(db)
      notify.success(t`Deleted successfully`)
      return true
    } catch {
      notify.error(t`Something went wrong`)
      return false
    } finally {
      resetSampleOperation()
    }
  }, [db, t])

  const isLoading = onboarding.isLoading || everCount.isLoading
  return {
    isLoading,
    showFirstRun: !isLoading && firstRun === 'pending' && sampleJournal === null && everCount.data === 0,
    hasSample: sampleJournal !== null,
    operation,
    startEmpty,
    loadSample,
    removeSample,
  }
}
