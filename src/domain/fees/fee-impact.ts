import type { TradeFact } from '../insights/trade-facts'

/**
 * Fee impact on P&L over time for one quote coin, by local close month: what the price moves made
 * (gross), what trading fees and funding took or gave, and what was left (net = gross - fees +
 * funding). Cumulative sums show the gap fees open between gross and net.
 */
export interface FeeImpactPoint {
  /** `YYYY-MM`. */
  readonly month: string
  readonly trades: number
  readonly gross: number
  /** Trading fees as a cost (positive). */
  readonly fees: number
  /** Net funding: negative paid, positive received. */
  readonly funding: number
  readonly net: number
  readonly cumulativeGross: number
  readonly cumulativeNet: number
  readonly cumulativeFees: number
}

export function feeImpactSeries(facts: readonly TradeFact[], currency: string): FeeImpactPoint[] {
  const months = new Map<string, { trades: number; gross: number; fees: number; funding: number; net: number }>()
  for (const fact of facts) {
    if (fact.currency !== currency || !fact.feeKnown) continue
    const month = fact.closeDay.slice(0, 7)
    const point = months.get(month) ?? { trades: 0, gross: 0, fees: 0, funding: 0, net: 0 }
    point.trades += 1
    point.gross += fact.gross
    point.fees += fact.fee
    point.funding += fact.funding
    point.net += fact.net
    months.set(month, point)
  }
  let cumulativeGross = 0
  let cumulativeNet = 0
  let cumulativeFees = 0
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, point]) => {
      cumulativeGross += point.gross
      cumulativeNet += point.net
      cumulativeFees += point.fees
      return { month, ...point, cumulativeGross, cumulativeNet, cumulativeFees }
    })
}
