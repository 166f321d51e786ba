import type { DecimalString } from '../common'
import { add, toDecimalString, ZERO } from '../decimal'
import { MONEY_SCALE } from '../trades/trade-math'
import type { Trade } from '../trade'
import type { TradeSummary } from './trade-summary'

export interface AssetTotal {
  /** The quote coin the amounts are in (USDT, USD, BTC...). */
  readonly asset: string
  readonly netPnl: DecimalString
  readonly trades: number
}

export interface JournalTotals {
  readonly count: number
  readonly wins: number
  readonly losses: number
  readonly breakeven: number
  readonly open: number
  /** Wins / (wins + losses); breakeven trades are counted apart (docs/metrics.md). Undefined without any. */
  readonly winRate?: number
  /**
   * Net P&L per quote coin, exact, largest group first: a USDT and a BTC-quoted trade cannot be added
   * without a price, so each coin keeps its own sum.
   */
  readonly netPnlByAsset: readonly AssetTotal[]
}

/** Counts and exact net P&L sums of a set of trades (the journal's filtered list). */
export function journalTotals(trades: readonly Trade[], summaryOf: (trade: Trade) => TradeSummary): JournalTotals {
  let wins = 0
  let losses = 0
  let breakeven = 0
  let open = 0
  const sums = new Map<string, { total: bigint; trades: number }>()
  for (const trade of trades) {
    if (trade.closedAt === undefined) {
      open += 1
      continue
    }
    const summary = summaryOf(trade)
    if (summary.outcome === 'win') wins += 1
    else if (summary.outcome === 'loss') losses += 1
    else if (summary.outcome === 'breakeven') breakeven += 1
    if (summary.netPnlQuoteUnits === undefined) continue
    const entry = sums.get(summary.quoteAsset)
    if (entry) {
      entry.total += summary.netPnlQuoteUnits
      entry.trades += 1
    } else sums.set(summary.quoteAsset, { total: summary.netPnlQuoteUnits, trades: 1 })
  }
  const decided = wins + losses
  const netPnlByAsset = [...sums.entries()]
    // Adding zero normalises the scaled integer (drops trailing zeros): 40.3, not 40.300000000000000000.
    .map(([asset, entry]) => ({ asset, netPnl: toDecimalString(add(ZERO, { coefficient: entry.total, scale: MONEY_SCALE })), trades: entry.trades }))
    .sort((a, b) => b.trades - a.trades || a.asset.localeCompare(b.asset))
  return {
    count: trades.length,
    wins,
    losses,
    breakeven,
    open,
    ...(decided > 0 ? { winRate: wins / decided } : {}),
    netPnlByAsset,
  }
}
