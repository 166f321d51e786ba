import type { Id } from '../common'
import { compare, parseDecimal } from '../decimal'
import type { Trade } from '../trade'
import { deriveTradeFigures } from '../trades/derive-trade-figures'
import { directionOf } from '../trades/trade-math'

/** A trade counts as oversized above this multiple of the trader's typical (median) position size. */
export const OVERSIZE_FACTOR = 2
/** The typical size needs this many other trades in the same quote coin. */
export const MIN_PEERS_FOR_SIZE = 5
/** A loss past this many R means the stop was not respected (a little slippage is allowed). */
export const STOP_BREACH_R = -1.25

/** Where a trade departed from the trader's own rules; the feature words each one. */
export type Deviation =
  | { readonly kind: 'noStop' }
  /** A long's stop at or above the entry (a short's at or below): it cannot limit a loss. */
  | { readonly kind: 'stopWrongSide'; readonly stop: string; readonly entry: string }
  | { readonly kind: 'lossBeyondStop'; readonly rMultiple: number }
  | { readonly kind: 'oversized'; readonly notional: number; readonly typical: number; readonly ratio: number; readonly currency: string }
  /** The trading plan lists setups and the trade has none. */
  | { readonly kind: 'noSetup' }
  /** The trading plan lists setups and the trade's is not one of them. */
  | { readonly kind: 'offPlanSetup'; readonly setupId: Id }

export interface TradeReview {
  readonly deviations: readonly Deviation[]
  readonly currency: string
  /** Position size at entry in the quote coin. */
  readonly notional: number
  /** Median position size of the trader's other trades in that coin; null with too few of them. */
  readonly typicalNotional: number | null
  readonly rMultiple: number | null
  readonly plannedRewardRisk: number | null
  /** The plan's setups the trade was checked against (empty: no plan, no setup check). */
  readonly planSetupIds: readonly Id[]
}

const notionalOf = (trade: Trade): number => {
  try {
    return Number(deriveTradeFigures(trade, { timeZone: '' }).notional.value)
  } catch {
    return Number.NaN
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * Checks one trade against the trader's own habits and plan: a stop (on the right side, and
 * respected), a size in line with their usual one, and a setup from the plan when the plan names
 * setups. `peers` are the other live trades (the trade itself is skipped).
 */
export function reviewTrade(trade: Trade, peers: readonly Trade[], planSetupIds: readonly Id[]): TradeReview {
  const deviations: Deviation[] = []
  const currency = trade.quoteAsset.trim().toUpperCase()
  let rMultiple: number | null = null
  let plannedRewardRisk: number | null = null
  try {
    const figures = deriveTradeFigures(trade, { timeZone: '' })
    rMultiple = figures.rMultiple ?? null
    plannedRewardRisk = figures.plannedRewardRisk ?? null
  } catch {
    // An unreadable trade is reviewed on what can be read.
  }

  if (trade.stopLoss === undefined || trade.stopLoss === '') deviations.push({ kind: 'noStop' })
  else {
    const side = directionOf(trade.side)
    const order = compare(parseDecimal(trade.stopLoss), parseDecimal(trade.entryPrice))
    if ((side === 1 && order >= 0) || (side === -1 && order <= 0)) deviations.push({ kind: 'stopWrongSide', stop: trade.stopLoss, entry: trade.entryPrice })
    else if (rMultiple !== null && trade.closedAt !== undefined && rMultiple < STOP_BREACH_R) deviations.push({ kind: 'lossBeyondStop', rMultiple })
  }

  const notional = notionalOf(trade)
  const sizes = peers
    .filter((p) => p.id !== trade.id && !p.isDeleted && p.quoteAsset.trim().toUpperCase() === currency)
    .map(notionalOf)
    .filter((n) => Number.isFinite(n) && n > 0)
  const typicalNotional = sizes.length >= MIN_PEERS_FOR_SIZE ? median(sizes) : null
  if (typicalNotional !== null && Number.isFinite(notional) && notional > OVERSIZE_FACTOR * typicalNotional) {
    deviations.push({ kind: 'oversized', notional, typical: typicalNotional, ratio: notional / typicalNotional, currency })
  }

  if (planSetupIds.length > 0) {
    if (!trade.setupId) deviations.push({ kind: 'noSetup' })
    else if (!planSetupIds.includes(trade.setupId)) deviations.push({ kind: 'offPlanSetup', setupId: trade.setupId })
  }

  return { deviations, currency, notional: Number.isFinite(notional) ? notional : 0, typicalNotional, rMultiple, plannedRewardRisk, planSetupIds }
}

/**
 * The setups a trading plan allows, read defensively from its `definition` (the trading plan
 * screen owns the shape): `setupIds: string[]`, or `setups` as ids or objects with `id`,
 * `setupId` or `tagId`.
 */
export function planSetupIdsOf(definitions: readonly Readonly<Record<string, unknown>>[]): Id[] {
  const ids = new Set<Id>()
  const take = (entry: unknown) => {
    if (typeof entry === 'string' && entry !== '') ids.add(entry)
    else if (typeof entry === 'object' && entry !== null) {
      const record = entry as Record<string, unknown>
      for (const key of ['setupId', 'tagId', 'id']) {
        const value = record[key]
        if (typeof value === 'string' && value !== '') {
          ids.add(value)
          return
        }
      }
    }
  }
  for (const definition of definitions) {
    for (const key of ['setupIds', 'setups', 'allowedSetupIds']) {
      const list = definition[key]
      if (Array.isArray(list)) list.forEach(take)
    }
  }
  return [...ids]
}
