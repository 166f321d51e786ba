import type { TradeSide } from '../../domain'
import type { TradeOutcome, TradeStatus } from '../../domain/trades'

/**
 * What a journal row shows, as plain values: worked out from a live trade and its figures, or read
 * back from the journal snapshot (journal-snapshot.ts), so both draw the very same row.
 */
export interface RowDisplay {
  readonly id: string
  readonly symbol: string
  readonly side: TradeSide
  /** ISO instant. */
  readonly openedAt: string
  readonly status: TradeStatus
  readonly outcome?: TradeOutcome
  /** Net P&L in `settlementAsset`; absent when unknown, or left out of a snapshot under the blur flag. */
  readonly netPnl?: string
  /** Only in a snapshot written with the blur flag on: the amount's sign (its colour), never the amount. */
  readonly netPnlSign?: -1 | 0 | 1
  readonly settlementAsset: string
  readonly roi?: string
}
