import { abs, compare, type Decimal, sign } from '../decimal'
import type { IsoInstant } from '../common'

export type TradeStatus = 'open' | 'closed'

export type TradeOutcome = 'win' | 'loss' | 'breakeven'

/**
 * Open while the trade has no close time (Trade says so, and the database's status filter reads
 * `closedAt`); the draft schema makes exit price and close time go together.
 */
export function statusOf(trade: { readonly closedAt?: IsoInstant }): TradeStatus {
  return trade.closedAt ? 'closed' : 'open'
}

/**
 * Breakeven when |net P&L| <= band (the edge counts as breakeven), else win or loss by sign. The
 * band is taken as a magnitude, so a negative band behaves like its absolute value.
 */
export function outcomeOf(netPnl: Decimal, breakevenBand: Decimal): TradeOutcome {
  if (compare(abs(netPnl), abs(breakevenBand)) <= 0) return 'breakeven'
  return sign(netPnl) > 0 ? 'win' : 'loss'
}
