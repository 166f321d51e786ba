import type { TradeOutcome } from '../trades/trade-outcome'

/** What a rolling window needs of a closed trade (a TradeFact fits). */
export interface RollingInput {
  readonly id: string
  readonly closeMs: number
  readonly outcome: TradeOutcome
  readonly pnl: number
}

export interface RollingPoint {
  /** 1-based number of the trade, in close order, that ends the window. */
  readonly tradeNumber: number
  readonly tradeId: string
  readonly closeMs: number
  /** Wins / (wins + losses) in the window; null when the window holds only breakeven trades. */
  readonly winRate: number | null
  /**
   * Win rate x average win - loss rate x |average loss| in the window, the engine's expectancy: the
   * mean P&L of its decided trades; null without one.
   */
  readonly expectancy: number | null
}

export const ROLLING_WINDOWS: readonly number[] = [10, 20, 50, 100]

/**
 * Win rate and expectancy over the last `window` trades after each trade, in close order. Points start
 * once a full window exists: fewer trades than the window give none.
 */
export function rollingStats(facts: readonly RollingInput[], window: number): RollingPoint[] {
  const size = Math.max(1, Math.floor(window))
  const points: RollingPoint[] = []
  let wins = 0
  let losses = 0
  let decidedPnl = 0
  const add = (fact: RollingInput, sign: 1 | -1) => {
    if (fact.outcome === 'win') wins += sign
    else if (fact.outcome === 'loss') losses += sign
    else return
    decidedPnl += sign * fact.pnl
  }
  facts.forEach((fact, index) => {
    add(fact, 1)
    const leaving = facts[index - size]
    if (leaving) add(leaving, -1)
    if (index + 1 < size) return
    const decided = wins + losses
    points.push({
      tradeNumber: index + 1,
      tradeId: fact.id,
      closeMs: fact.closeMs,
      winRate: decided > 0 ? wins / decided : null,
      expectancy: decided > 0 ? decidedPnl / decided : null,
    })
  })
  return points
}

/** The latest window against the one just before it (no overlap), when both exist. */
export function rollingChange(points: readonly RollingPoint[], window: number): { latest: RollingPoint; before: RollingPoint } | null {
  const latest = points[points.length - 1]
  const before = points[points.length - 1 - window]
  return latest && before ? { latest, before } : null
}
