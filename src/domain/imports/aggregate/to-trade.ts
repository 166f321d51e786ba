import type { Id, IsoInstant } from '../../common'
import type { Trade } from '../../trade'
import type { TradeDraft } from '../../trades/trade-draft'
import type { TradeDraftIssue } from '../../trades/trade-draft-codes'
import { parseTradeDraft } from '../../trades/trade-draft-schema'
import type { DerivedTrade } from './types'

/**
 * A derived trade as the database stores it. When a trade with the same `sourceKey` already exists
 * (an earlier derivation, or the same position re-imported), its identity and everything the trader
 * added — notes, tags, setup, screenshots, stop, target, leverage, deletion — are kept, and only the
 * numbers the fills decide are replaced. Overrides belong to the import (an open trade's realised
 * P&L, an exchange's stated P&L) and are replaced too.
 */
export function toTrade(derived: DerivedTrade, fields: { readonly id: Id; readonly now: IsoInstant; readonly existing?: Trade }): Trade {
  const { existing } = fields
  const base: Trade = {
    ...derived.trade,
    id: existing?.id ?? fields.id,
    createdAt: existing?.createdAt ?? fields.now,
    updatedAt: fields.now,
    isDeleted: existing?.isDeleted ?? false,
    tagIds: existing?.tagIds ?? [],
    notes: existing?.notes ?? '',
    screenshots: existing?.screenshots ?? [],
  }
  if (!existing) return base
  const kept: { -readonly [K in keyof Trade]?: Trade[K] } = {}
  if (existing.setupId !== undefined) kept.setupId = existing.setupId
  if (existing.stopLoss !== undefined) kept.stopLoss = existing.stopLoss
  if (existing.takeProfit !== undefined) kept.takeProfit = existing.takeProfit
  if (existing.leverage !== undefined && derived.trade.leverage === undefined) kept.leverage = existing.leverage
  if (existing.deletedAt !== undefined) kept.deletedAt = existing.deletedAt
  if (existing.serverRevision !== undefined) kept.serverRevision = existing.serverRevision
  if (existing.conflicts !== undefined) kept.conflicts = existing.conflicts
  if (existing.accountId !== undefined && derived.trade.accountId === undefined) kept.accountId = existing.accountId
  return { ...base, ...kept }
}

/** The trade's stored fields as the shared trade-draft schema reads them. */
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
 * Runs the trade through the shared trade-draft validation (the one the form uses). Two rules are
 * waived: imports may carry a net rebate (a negative trading fee), which the form refuses for typed
 * trades; and a stop loss here is the trader's own, kept from an earlier edit (toTrade), possibly
 * from before the form judged its side: a re-import must not refuse the position over it.
 */
export function validateImportedTrade(trade: Trade): readonly TradeDraftIssue[] {
  const result = parseTradeDraft(asDraft(trade), { timeZone: 'UTC' })
  if (result.ok) return []
  return result.issues.filter((issue) => !WAIVED.some(([path, code]) => issue.path === path && issue.code === code))
}

const WAIVED: ReadonlyArray<readonly [string, TradeDraftIssue['code']]> = [
  ['tradingFee', 'MUST_NOT_BE_NEGATIVE'],
  ['stopLoss', 'STOP_NOT_BELOW_ENTRY'],
  ['stopLoss', 'STOP_NOT_ABOVE_ENTRY'],
]
