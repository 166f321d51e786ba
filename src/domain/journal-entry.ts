import type { Id, LocalDate, SoftDeletable, SyncedFields } from './common'

/** Daily notes, psychology check-ins (/psychology), weekly reviews and trade reviews. */
export type JournalEntryKind = 'daily' | 'psychology' | 'weekly' | 'review'
export const JOURNAL_ENTRY_KINDS: readonly JournalEntryKind[] = ['daily', 'psychology', 'weekly', 'review']

export interface JournalEntry extends SyncedFields, SoftDeletable {
  readonly kind: JournalEntryKind
  /** The day it is about, in the trader's time zone. */
  readonly day: LocalDate
  readonly title?: string
  /** Plain text or markdown, rendered sanitised. */
  readonly body: string
  /** 1 (worst) to 5 (best). */
  readonly mood?: number
  /** 1 (drained) to 5 (sharp). */
  readonly energy?: number
  /** Emotion and mistake tags. */
  readonly tagIds: readonly Id[]
  readonly tradeIds: readonly Id[]
  readonly accountId?: Id
}
