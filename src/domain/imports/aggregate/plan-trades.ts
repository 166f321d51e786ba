import type { DecimalString, Id, IsoInstant } from '../../common'
import type { PnlMethod } from '../../import-batch'
import type { Trade } from '../../trade'
import { deriveTrades } from './derive-trades'
import { toTrade } from './to-trade'
import type { AggregationFill, AggregationLedgerEntry, DerivationIssue } from './types'

/**
 * What the stored trades of one scope (an account's imported trades of one exchange) must become so
 * they match its stored fills: the trades to write and the trades to remove. Pure, so the import
 * worker, an undo, a change of P&L method and the recovery after a reload all compute it the same way.
 *
 * Trades that came from a closed-position row (no fills behind them) carry a `position:` source key
 * and are left alone: only fill-derived trades are re-derived.
 */

export const POSITION_SOURCE_PREFIX = 'position:'

export interface TradePlanInput {
  readonly fills: readonly AggregationFill[]
  readonly ledger: readonly AggregationLedgerEntry[]
  /** The scope's stored imported trades, trashed ones included (their deletion is kept). */
  readonly existing: readonly Trade[]
  readonly method: PnlMethod
  /** The trader's fee coin prices in US dollars (DeriveTradesOptions.feeRates). */
  readonly feeRates?: Readonly<Record<string, DecimalString>>
  readonly now: IsoInstant
  readonly newId: () => Id
}

export interface TradePlan {
  /** New or changed trades; unchanged ones are left out, so a re-import writes nothing. */
  readonly upserts: readonly Trade[]
  readonly removals: readonly Id[]
  /** Derived trades per import id of their fills (a trade built from two imports counts for both). */
  readonly tradesByImport: Readonly<Record<string, number>>
  readonly issues: readonly DerivationIssue[]
}

export function isPositionTrade(trade: Pick<Trade, 'sourceKey'>): boolean {
  return trade.sourceKey?.startsWith(POSITION_SOURCE_PREFIX) ?? false
}

/** Key order does not matter: what the database hands back is compared with a freshly built trade. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const sorted: Record<string, unknown> = {}
      for (const key of Object.keys(inner).sort()) {
        const field = (inner as Record<string, unknown>)[key]
        if (field !== undefined) sorted[key] = field
      }
      return sorted
    }
    return inner
  })
}

export function sameTradeContent(a: Trade, b: Trade): boolean {
  const { updatedAt: _a, ...restA } = a
  const { updatedAt: _b, ...restB } = b
  return stableJson(restA) === stableJson(restB)
}

export function planTrades(input: TradePlanInput): TradePlan {
  const importOf = new Map<string, string>()
  for (const fill of input.fills) if (fill.importId) importOf.set(fill.dedupeKey, fill.importId)
  const { trades: derived, issues } = deriveTrades(input.fills, input.ledger, { method: input.method, ...(input.feeRates ? { feeRates: input.feeRates } : {}) })

  const candidates = input.existing.filter((trade) => !isPositionTrade(trade) && trade.sourceKey)
  const bySourceKey = new Map(candidates.map((trade) => [trade.sourceKey as string, trade]))
  const claimed = new Set<Id>()
  const upserts: Trade[] = []
  const tradesByImport: Record<string, number> = {}

  // Exact source key first, so a trade that only grew keeps its identity even if another trade
  // could claim it through a shared fill.
  const matches: (Trade | undefined)[] = derived.map((trade) => {
    const found = bySourceKey.get(trade.sourceKey)
    if (found && !claimed.has(found.id)) {
      claimed.add(found.id)
      return found
    }
    return undefined
  })
  // An earlier fill arrived (an older overlapping export): the position's first fill changed, so its
  // source key did too. The stored trade whose key is now one of its fills keeps notes and tags.
  derived.forEach((trade, index) => {
    if (matches[index]) return
    for (const key of trade.fillKeys) {
      const found = bySourceKey.get(key)
      if (found && !claimed.has(found.id)) {
        claimed.add(found.id)
        matches[index] = found
        return
      }
    }
  })

  derived.forEach((trade, index) => {
    const existing = matches[index]
    const next = toTrade(trade, { id: existing?.id ?? input.newId(), now: input.now, ...(existing ? { existing } : {}) })
    if (!existing || !sameTradeContent(existing, next)) upserts.push(next)
    const imports = new Set<string>()
    for (const key of trade.fillKeys) {
      const importId = importOf.get(key)
      if (importId) imports.add(importId)
    }
    for (const importId of imports) tradesByImport[importId] = (tradesByImport[importId] ?? 0) + 1
  })
  const removals = candidates.filter((trade) => !claimed.has(trade.id)).map((trade) => trade.id)
  return { upserts, removals, tradesByImport, issues }
}
