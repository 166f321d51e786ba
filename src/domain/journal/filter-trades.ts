import type { Trade } from '../trade'
import { dateRangeOf, isInRange, tradeDateMs } from './date-range'
import type { JournalFilter } from './journal-filter'
import type { TradeSummary } from './trade-summary'

export interface FilterContext {
  /** Now, in epoch ms (the date presets are relative to it). */
  readonly now: number
  /** The trader's IANA zone (presets follow its calendar days). */
  readonly timeZone: string
  /** Derived figures of a trade; asked only when the outcome matters (see createTradeSummaryCache). */
  readonly summaryOf: (trade: Trade) => TradeSummary
}

/** Lower-case words of a search text; blank text has none. */
export function searchWords(search: string | undefined): string[] {
  return (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
}

/**
 * One predicate for the whole filter, or undefined when every trade matches. Cheap tests run first
 * and the outcome (derived figures) last, so a symbol or side filter never derives what it rejects.
 */
export function compileJournalFilter(filter: JournalFilter, context: FilterContext): ((trade: Trade) => boolean) | undefined {
  const tests: ((trade: Trade) => boolean)[] = []
  if (filter.datePreset) {
    const range = dateRangeOf(filter.datePreset, { now: context.now, timeZone: context.timeZone }, { from: filter.from, to: filter.to })
    if (range.from !== undefined || range.before !== undefined) tests.push((trade) => isInRange(tradeDateMs(trade), range))
  }
  const symbol = filter.symbol?.trim().toUpperCase()
  if (symbol) tests.push((trade) => trade.symbol.toUpperCase() === symbol)
  const { side, setupId, accountId } = filter
  if (side) tests.push((trade) => trade.side === side)
  if (setupId) tests.push((trade) => trade.setupId === setupId)
  if (accountId) tests.push((trade) => trade.accountId === accountId)
  const exchange = filter.exchange?.trim().toLowerCase()
  if (exchange) tests.push((trade) => (trade.exchange ?? '').toLowerCase() === exchange)
  if (filter.tagIds.length > 0) {
    const wanted = new Set(filter.tagIds)
    tests.push((trade) => (trade.setupId !== undefined && wanted.has(trade.setupId)) || trade.tagIds.some((id) => wanted.has(id)))
  }
  const words = searchWords(filter.search)
  if (words.length > 0) {
    tests.push((trade) => {
      const haystack = `${trade.symbol}\n${trade.notes}`.toLowerCase()
      return words.every((word) => haystack.includes(word))
    })
  }
  const { outcome } = filter
  if (outcome === 'open') tests.push((trade) => trade.closedAt === undefined)
  else if (outcome) tests.push((trade) => trade.closedAt !== undefined && context.summaryOf(trade).outcome === outcome)
  if (tests.length === 0) return undefined
  // One test (the usual filter) is the predicate itself; more are looped over without a closure per
  // trade. Run on every trade at each change of the filter, it was a large part of the change's script.
  const [only] = tests
  if (tests.length === 1 && only) return only
  return (trade) => {
    for (const test of tests) if (!test(trade)) return false
    return true
  }
}

export function filterTrades(trades: readonly Trade[], filter: JournalFilter, context: FilterContext): readonly Trade[] {
  const matches = compileJournalFilter(filter, context)
  return matches ? trades.filter(matches) : trades
}
