import type { Trade } from '../trade'
import type { TradeSummary } from './trade-summary'

export type JournalSortField = 'openedAt' | 'closedAt' | 'symbol' | 'netPnl' | 'roi'
export const JOURNAL_SORT_FIELDS: readonly JournalSortField[] = ['openedAt', 'closedAt', 'symbol', 'netPnl', 'roi']

export type SortDirection = 'asc' | 'desc'
export const SORT_DIRECTIONS: readonly SortDirection[] = ['asc', 'desc']

export interface JournalSort {
  readonly field: JournalSortField
  readonly direction: SortDirection
}

/** Newest first: the order the database serves straight from an index. */
export const DEFAULT_JOURNAL_SORT: JournalSort = { field: 'openedAt', direction: 'desc' }

export function isDefaultSort(sort: JournalSort): boolean {
  return sort.field === DEFAULT_JOURNAL_SORT.field && sort.direction === DEFAULT_JOURNAL_SORT.direction
}

/** The sort key of a trade; undefined when it has none (open trades have no close time nor P&L). */
function keyOf(field: JournalSortField, trade: Trade, summaryOf: (trade: Trade) => TradeSummary): string | number | undefined {
  switch (field) {
    case 'openedAt':
      return trade.openedAt
    case 'closedAt':
      return trade.closedAt
    case 'symbol':
      return trade.symbol.toUpperCase()
    case 'netPnl': {
      const key = summaryOf(trade).netPnlSortKey
      return Number.isNaN(key) ? undefined : key
    }
    case 'roi': {
      const key = summaryOf(trade).roiSortKey
      return Number.isNaN(key) ? undefined : key
    }
  }
}

/**
 * A sorted copy. Trades without a key (open trades when sorting by close time, P&L or ROI) go last in
 * both directions, so flipping the order shows the best and worst trades first, never the open ones.
 * Ties fall back to newest first, then id, so the order is stable across reloads.
 */
export function sortTrades(trades: readonly Trade[], sort: JournalSort, summaryOf: (trade: Trade) => TradeSummary): readonly Trade[] {
  const factor = sort.direction === 'asc' ? 1 : -1
  // Keys are read once per trade, not once per comparison.
  const keyed = trades.map((trade) => ({ trade, key: keyOf(sort.field, trade, summaryOf) }))
  keyed.sort((a, b) => {
    if (a.key !== b.key) {
      if (a.key === undefined) return 1
      if (b.key === undefined) return -1
      return (a.key < b.key ? -1 : 1) * factor
    }
    if (a.trade.openedAt !== b.trade.openedAt) return a.trade.openedAt < b.trade.openedAt ? 1 : -1
    return a.trade.id < b.trade.id ? -1 : a.trade.id > b.trade.id ? 1 : 0
  })
  return keyed.map((entry) => entry.trade)
}
