import type { Trade } from '../../db'
import type { TradeSummary } from '../../domain/journal'
import type { RowDisplay } from './row-display'

/** What a live row shows: the trade's own fields and its derived figures. */
export function rowDisplayOf(trade: Trade, summary: TradeSummary): RowDisplay {
  return {
    id: trade.id,
    symbol: trade.symbol,
    side: trade.side,
    openedAt: trade.openedAt,
    status: summary.status,
    ...(summary.outcome !== undefined ? { outcome: summary.outcome } : {}),
    ...(summary.netPnl !== undefined ? { netPnl: summary.netPnl } : {}),
    settlementAsset: summary.settlementAsset,
    ...(summary.roi !== undefined ? { roi: summary.roi } : {}),
  }
}
