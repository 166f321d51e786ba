import type { PnlView } from '../metrics'
import { tradeFactsOf } from '../insights/trade-facts'
import type { Trade } from '../trade'
import { deriveTradeFigures } from '../trades/derive-trade-figures'

/** Fewer closed trades than this and a bootstrap mostly repeats a handful of outcomes: no forecast. */
export const MIN_FORECAST_TRADES = 10
/** Below this the forecast is drawn but flagged as a small sample. */
export const SMALL_SAMPLE_TRADES = 30

export interface ForecastSamples {
  readonly currency: string
  /** P&L of each closed trade in the currency (the chosen view), in close order. */
  readonly pnl: readonly number[]
  /** R multiple of each of those trades that had a stop loss (P&L / initial risk). */
  readonly r: readonly number[]
  /** Closed trades per week over the span of the history (first open to last close); 0 without trades. */
  readonly tradesPerWeek: number
}

export interface ForecastSampleOptions {
  readonly timeZone: string
  readonly breakevenBand?: string
  readonly view?: PnlView
}

const WEEK_MS = 7 * 86_400_000

/**
 * The trader's own closed trades in one quote coin as bootstrap samples. Amounts are never mixed
 * across coins (a USDT trade and a USD trade are different money), so each currency is forecast apart.
 */
export function forecastSamples(trades: readonly Trade[], currency: string, options: ForecastSampleOptions): ForecastSamples {
  const view = options.view ?? 'net'
  const facts = tradeFactsOf(trades, { timeZone: options.timeZone, breakevenBand: options.breakevenBand, view }).closed.filter((fact) => fact.currency === currency)
  const byId = new Map(trades.map((trade) => [trade.id, trade]))
  const r: number[] = []
  for (const fact of facts) {
    const trade = byId.get(fact.id)
    if (!trade?.stopLoss) continue
    const figures = deriveTradeFigures(trade, { breakevenBand: options.breakevenBand ?? '0', timeZone: '' })
    const risk = Number(figures.initialRisk)
    if (!(risk > 0)) continue
    // Both in the settlement coin, so inverse trades need no price.
    const pnl = view === 'gross' ? Number(figures.grossPnl?.value) : Number(figures.netPnl?.value)
    if (Number.isFinite(pnl)) r.push(pnl / risk)
  }
  let tradesPerWeek = 0
  if (facts.length > 0) {
    const first = Math.min(...facts.map((fact) => fact.openMs))
    const last = facts[facts.length - 1]?.closeMs ?? first
    tradesPerWeek = facts.length / Math.max(1, (last - first) / WEEK_MS)
  }
  return { currency, pnl: facts.map((fact) => fact.pnl), r, tradesPerWeek }
}
