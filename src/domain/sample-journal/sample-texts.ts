import type { SampleAccountKey, SampleEmotionKey, SampleMistakeKey, SampleSetupKey } from './sample-catalog'

/**
 * The words of a sample journal: account and tag names and trade notes. The caller passes them in its
 * language (the app translates them), so the generator holds no user-facing text.
 */
export interface SampleTexts {
  readonly accounts: Readonly<Record<SampleAccountKey, string>>
  readonly setups: Readonly<Record<SampleSetupKey, string>>
  readonly emotions: Readonly<Record<SampleEmotionKey, string>>
  readonly mistakes: Readonly<Record<SampleMistakeKey, string>>
  readonly notes: {
    /** Notes on winning trades. */
    readonly win: readonly string[]
    /** Notes on losing and scratched trades. */
    readonly loss: readonly string[]
    /** Notes on trades still open. */
    readonly open: readonly string[]
    /** Notes that fit any trade. */
    readonly any: readonly string[]
  }
}
