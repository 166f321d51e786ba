import type { Id, IsoInstant } from '../../common'
import type { Trade } from '../../trade'
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
