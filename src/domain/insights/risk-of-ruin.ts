import type { CurrencyReport } from '../metrics'

/**
 * Risk of ruin from the trader's own record, as a gambler's-ruin random walk in units of the average
 * loss: each decided trade wins b units with probability p or loses 1 unit with probability q = 1 - p,
 * starting N units from ruin. The chance of ever reaching ruin is rho^N, where rho is the root in
 * (0, 1) of p * rho^(b + 1) - rho + q = 0 (Lundberg's equation of that walk); it is certain (1) when
 * the edge p * b - q is not positive.
 *
 *   p = win rate, b = average win / |average loss| (payoff ratio), N = capital to lose / |average loss|
 *
 * "Ruin" is losing `fraction` of the current balance (1 = all of it, 0.5 = half). It assumes trades
 * keep the same odds and size; breakeven trades are left out, as in the win rate.
 */
export type RuinResult =
  | {
      readonly kind: 'value'
      /** Probability, 0 to 1. */
      readonly probability: number
      readonly p: number
      readonly b: number
      readonly units: number
      /** p * b - q: the edge per unit risked. */
      readonly edge: number
    }
  | { readonly kind: 'none'; readonly reason: 'noWins' | 'noLosses' | 'noCapital' | 'noTrades' }

/** The root of p * r^(b+1) - r + q in (0, 1), by bisection (the function is convex, 0 at r = 1). */
export function lundbergRoot(p: number, b: number): number {
  const q = 1 - p
  const f = (r: number) => p * r ** (b + 1) - r + q
  // f(0) = q > 0 and f < 0 just below 1 when the edge is positive: the root lies between.
  let low = 0
  let high = 1 - 1e-12
  if (f(high) >= 0) return 1
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2
    if (f(mid) > 0) low = mid
    else high = mid
  }
  return (low + high) / 2
}

export function riskOfRuin(report: Pick<CurrencyReport, 'wins' | 'losses' | 'winRate' | 'averageWin' | 'averageLoss' | 'totalBalance' | 'capital'>, fraction = 1): RuinResult {
  if (report.wins + report.losses === 0) return { kind: 'none', reason: 'noTrades' }
  if (report.losses === 0 || report.averageLoss.kind !== 'value') return { kind: 'none', reason: 'noLosses' }
  if (report.wins === 0 || report.averageWin.kind !== 'value') return { kind: 'none', reason: 'noWins' }
  if (report.capital.amount <= 0 || report.totalBalance <= 0) return { kind: 'none', reason: 'noCapital' }
  const p = report.wins / (report.wins + report.losses)
  const q = 1 - p
  const loss = Math.abs(report.averageLoss.value)
  if (loss === 0) return { kind: 'none', reason: 'noLosses' }
  const b = report.averageWin.value / loss
  const units = (report.totalBalance * fraction) / loss
  const edge = p * b - q
  const probability = edge <= 0 ? 1 : Math.min(1, Math.max(0, lundbergRoot(p, b) ** units))
  return { kind: 'value', probability, p, b, units, edge }
}
