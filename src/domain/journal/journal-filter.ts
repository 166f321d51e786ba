import type { Id, LocalDate } from '../common'
import type { TradeSide } from '../trade'
import type { TradeOutcome } from '../trades/trade-outcome'
import type { DatePreset } from './date-range'

/** Win, loss and breakeven are outcomes of closed trades; open trades have none yet. */
export type OutcomeFilter = TradeOutcome | 'open'
export const OUTCOME_FILTERS: readonly OutcomeFilter[] = ['win', 'loss', 'breakeven', 'open']

/** What the journal shows; every field left out means "any". */
export interface JournalFilter {
  readonly datePreset?: DatePreset
  /** Inclusive days of the custom range, in the trader's zone (used when datePreset is 'custom'). */
  readonly from?: LocalDate
  readonly to?: LocalDate
  /** Exact symbol, case-insensitive. */
  readonly symbol?: string
  readonly side?: TradeSide
  readonly outcome?: OutcomeFilter
  readonly setupId?: Id
  /** Trades carrying any of these tags (as a tag or as their setup). */
  readonly tagIds: readonly Id[]
  /** Exchange id, case-insensitive. */
  readonly exchange?: string
  readonly accountId?: Id
  /** Words that must all appear in the symbol or the notes, case-insensitive. */
  readonly search?: string
}

export const EMPTY_JOURNAL_FILTER: JournalFilter = { tagIds: [] }

/** One removable chip per key. */
export type JournalFilterKey = 'date' | 'symbol' | 'side' | 'outcome' | 'setupId' | 'tagIds' | 'exchange' | 'accountId' | 'search'
export const JOURNAL_FILTER_KEYS: readonly JournalFilterKey[] = ['date', 'symbol', 'side', 'outcome', 'setupId', 'tagIds', 'exchange', 'accountId', 'search']

export function isFilterKeyActive(filter: JournalFilter, key: JournalFilterKey): boolean {
  switch (key) {
    case 'date':
      return filter.datePreset !== undefined && (filter.datePreset !== 'custom' || Boolean(filter.from || filter.to))
    case 'tagIds':
      return filter.tagIds.length > 0
    case 'search':
      return (filter.search ?? '').trim() !== ''
    default:
      return filter[key] !== undefined && filter[key] !== ''
  }
}

export function activeFilterKeys(filter: JournalFilter): JournalFilterKey[] {
  return JOURNAL_FILTER_KEYS.filter((key) => isFilterKeyActive(filter, key))
}

export function hasActiveFilters(filter: JournalFilter): boolean {
  return JOURNAL_FILTER_KEYS.some((key) => isFilterKeyActive(filter, key))
}

/** The filter without one chip's condition. */
export function withoutFilter(filter: JournalFilter, key: JournalFilterKey): JournalFilter {
  const { datePreset: _preset, from: _from, to: _to, ...withoutDate } = filter
  switch (key) {
    case 'date':
      return withoutDate
    case 'tagIds':
      return { ...filter, tagIds: [] }
    default: {
      const next: Record<string, unknown> = { ...filter }
      delete next[key]
      return next as unknown as JournalFilter
    }
  }
}

/** The filter without one tag (a tag chip per selected tag). */
export function withoutTag(filter: JournalFilter, tagId: Id): JournalFilter {
  return { ...filter, tagIds: filter.tagIds.filter((id) => id !== tagId) }
}
