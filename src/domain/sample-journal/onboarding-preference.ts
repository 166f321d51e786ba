import * as v from 'valibot'
import type { Id, IsoInstant } from '../common'
import { withDefault } from '../preferences/parse-helpers'

/**
 * The `onboarding` preference: the answer to the first-run question and the sample journal on this
 * journal, if any. A preference rather than something derived from the data, because a trader who
 * chose the sample and removed it again has an empty journal that must not ask again; and it syncs,
 * so a second device does not ask either.
 */

/** pending: not answered yet; empty: 'Start with an empty journal'; sample: 'Load sample journal'. */
export type FirstRunChoice = 'pending' | 'empty' | 'sample'

export interface SampleJournalRecord {
  readonly seed: number
  readonly loadedAt: IsoInstant
  /**
   * 'loading' is written before the first row, so a load cut short (a closed tab) still leaves a
   * record from which the sample can be removed.
   */
  readonly status: 'loading' | 'loaded'
  readonly tradeCount: number
  /** The sample's accounts and tags. Its trades are found by `source: 'sample'`. */
  readonly accountIds: readonly Id[]
  readonly tagIds: readonly Id[]
}

export interface Onboarding {
  readonly firstRun: FirstRunChoice
  /** The sample journal currently in this journal, or null. */
  readonly sampleJournal: SampleJournalRecord | null
}

export const ONBOARDING_DEFAULTS: Onboarding = { firstRun: 'pending', sampleJournal: null }

const ids = v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.readonly())

const sampleJournalRecordSchema = v.looseObject({
  seed: v.pipe(v.number(), v.integer()),
  loadedAt: v.string(),
  status: v.picklist(['loading', 'loaded']),
  tradeCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  accountIds: ids,
  tagIds: ids,
})

export const onboardingSchema = v.looseObject({
  firstRun: withDefault(v.picklist(['pending', 'empty', 'sample']), ONBOARDING_DEFAULTS.firstRun),
  sampleJournal: withDefault(v.nullable(sampleJournalRecordSchema), null),
})
