import { average, none, type Value, value } from '../metrics/value'
import type { BucketStats } from '../metrics'
import type { TradeFact } from './trade-facts'

/** Counts and P&L of a group of trades (or of days, for the busy-day comparison). */
export interface GroupStats {
  /** Trades in the group (days for a day comparison). */
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  /** Wins / (wins + losses); breakeven trades are left out. */
  readonly winRate: Value
  /** Sum of P&L. */
  readonly pnl: number
  /** P&L / trades. */
  readonly averagePnl: Value
  /** Sum of squared P&L, for the spread of the average (Welch's test); absent when built from engine buckets. */
  readonly pnlSquares?: number
}

/** Wins / every member: for days, the share of days in profit (a flat day counts, as not one). */
export function winShare(stats: GroupStats): Value {
  return stats.trades === 0 ? none('noTrades') : value(stats.wins / stats.trades)
}

export const EMPTY_GROUP: GroupStats = {
  trades: 0,
  wins: 0,
  losses: 0,
  breakevens: 0,
  winRate: none('noTrades'),
  pnl: 0,
  averagePnl: none('noTrades'),
  pnlSquares: 0,
}

function finish(trades: number, wins: number, losses: number, breakevens: number, pnl: number, pnlSquares?: number): GroupStats {
  const decided = wins + losses
  return {
    trades,
    wins,
    losses,
    breakevens,
    winRate: trades === 0 ? none('noTrades') : decided === 0 ? none('noDecidedTrades') : value(wins / decided),
    pnl,
    averagePnl: average(pnl, trades, 'noTrades'),
    ...(pnlSquares === undefined ? {} : { pnlSquares }),
  }
}

/** Stats of trades. */
export function statsOf(facts: readonly TradeFact[]): GroupStats {
  let wins = 0
  let losses = 0
  let breakevens = 0
  let pnl = 0
  let squares = 0
  for (const fact of facts) {
    if (fact.outcome === 'win') wins += 1
    else if (fact.outcome === 'loss') losses += 1
    else breakevens += 1
    pnl += fact.pnl
    squares += fact.pnl * fact.pnl
  }
  return finish(facts.length, wins, losses, breakevens, pnl, squares)
}

/** Stats of a list of amounts (a day each): a win is a day above 0, a loss a day below. */
export function statsOfAmounts(amounts: readonly number[]): GroupStats {
  let wins = 0
  let losses = 0
  let pnl = 0
  let squares = 0
  for (const amount of amounts) {
    if (amount > 0) wins += 1
    else if (amount < 0) losses += 1
    pnl += amount
    squares += amount * amount
  }
  return finish(amounts.length, wins, losses, amounts.length - wins - losses, pnl, squares)
}

/** The engine's buckets added together (e.g. the hours of a block). */
export function statsOfBuckets(buckets: readonly Pick<BucketStats, 'trades' | 'wins' | 'losses' | 'breakevens' | 'pnl'>[]): GroupStats {
  let trades = 0
  let wins = 0
  let losses = 0
  let breakevens = 0
  let pnl = 0
  for (const bucket of buckets) {
    trades += bucket.trades
    wins += bucket.wins
    losses += bucket.losses
    breakevens += bucket.breakevens
    pnl += bucket.pnl
  }
  return finish(trades, wins, losses, breakevens, pnl)
}

/** `total` minus `part`: the trades outside a group. */
export function statsExcept(total: GroupStats, part: GroupStats): GroupStats {
  const squares = total.pnlSquares !== undefined && part.pnlSquares !== undefined ? total.pnlSquares - part.pnlSquares : undefined
  return finish(total.trades - part.trades, total.wins - part.wins, total.losses - part.losses, total.breakevens - part.breakevens, total.pnl - part.pnl, squares)
}

/**
 * Two-proportion z statistic of two win rates (pooled), or 0 when either group has no decided trade
 * or the pooled rate is 0 or 1 (no spread to measure against).
 */
export function winRateZ(a: GroupStats, b: GroupStats): number {
  const na = a.wins + a.losses
  const nb = b.wins + b.losses
  if (na === 0 || nb === 0) return 0
  const pooled = (a.wins + b.wins) / (na + nb)
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb))
  return spread > 0 ? (a.wins / na - b.wins / nb) / spread : 0
}

/** Welch's t statistic of two mean P&Ls, or 0 when it cannot be measured (fewer than 2 each, no spread). */
export function averagePnlT(a: GroupStats, b: GroupStats): number {
  if (a.pnlSquares === undefined || b.pnlSquares === undefined || a.trades < 2 || b.trades < 2) return 0
  const variance = (g: GroupStats, squares: number) => Math.max(0, (squares - (g.pnl * g.pnl) / g.trades) / (g.trades - 1))
  const spread = Math.sqrt(variance(a, a.pnlSquares) / a.trades + variance(b, b.pnlSquares) / b.trades)
  return spread > 0 ? (a.pnl / a.trades - b.pnl / b.trades) / spread : 0
}
