import type { Trade } from '../trade'
import type { TradeDraft } from './trade-draft'
import type { TradeDraftIssue } from './trade-draft-codes'
import { parseTradeDraft } from './trade-draft-schema'

/** A stored trade's fields as the shared trade-draft schema reads them. */
function asDraft(trade: Trade): TradeDraft {
  return {
    symbol: trade.symbol,
    side: trade.side,
    marketType: trade.marketType,
    baseAsset: trade.baseAsset,
    quoteAsset: trade.quoteAsset,
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice ?? null,
    quantity: trade.quantity,
    contractSize: trade.contractSize ?? null,
    leverage: trade.leverage === undefined ? null : String(trade.leverage),
    tradingFee: trade.tradingFee ?? null,
    feeAsset: trade.feeAsset ?? null,
    fundingFee: trade.fundingFee ?? null,
    stopLoss: trade.stopLoss ?? null,
    takeProfit: trade.takeProfit ?? null,
    openedAt: trade.openedAt,
    closedAt: trade.closedAt ?? null,
    realizedPnl: trade.overrides?.realizedPnl ?? null,
    netPnl: trade.overrides?.netPnl ?? null,
    exchange: trade.exchange ?? null,
    accountId: trade.accountId ?? null,
    notes: trade.notes,
    tagIds: trade.tagIds,
  }
}

/**
 * Runs a stored trade (imported, typed or restored from a backup) through the shared trade-draft
 * validation, the one the form uses. Two rules are waived: imports may carry a net rebate (a negative
 * trading fee), which the form refuses for typed trades; and a stop loss may be the trader's own,
 * kept from an earlier edit, possibly from before the form judged its side: a re-import or a restore
 * must not refuse the trade over it.
 */
export function storedTradeIssues(trade: Trade): readonly TradeDraftIssue[] {
  const result = parseTradeDraft(asDraft(trade), { timeZone: 'UTC' })
  if (result.ok) return []
  return result.issues.filter((issue) => !WAIVED.some(([path, code]) => issue.path === path && issue.code === code))
}

const WAIVED: ReadonlyArray<readonly [string, TradeDraftIssue['code']]> = [
  ['tradingFee', 'MUST_NOT_BE_NEGATIVE'],
  ['stopLoss', 'STOP_NOT_BELOW_ENTRY'],
  ['stopLoss', 'STOP_NOT_ABOVE_ENTRY'],
]
