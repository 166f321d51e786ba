import type { DecimalString } from '../common'
import { parseDecimal } from '../decimal'
import type { Trade } from '../trade'
import { MONEY_SCALE } from '../trades/trade-math'
import { deriveTradeFigures } from '../trades/derive-trade-figures'
import { statusOf, type TradeOutcome, type TradeStatus } from '../trades/trade-outcome'

/** What a journal row, its filters, sorts and totals need of a trade's derived figures. */
export interface TradeSummary {
  readonly status: TradeStatus
  /** Closed trades with a known net P&L only. */
  readonly outcome?: TradeOutcome
  /** Net P&L in `settlementAsset` (the base coin for inverse contracts). */
  readonly netPnl?: DecimalString
  readonly netPnlOverridden: boolean
  readonly settlementAsset: string
  /** Net P&L in the quote coin: what totals add up and what the P&L sort compares. */
  readonly netPnlQuote?: DecimalString
  /**
   * The same, exact, as an integer count of 10^-18 units (figures are rounded to 18 decimals), so
   * totals of 10,000 trades are plain BigInt additions rather than decimal parsing and rescaling.
   */
  readonly netPnlQuoteUnits?: bigint
  readonly quoteAsset: string
  /** Net P&L / margin as a ratio (0.25 = 25 %). */
  readonly roi?: DecimalString
  /** Floating copies for sorting only (NaN when unknown); display and totals use the exact text. */
  readonly netPnlSortKey: number
  readonly roiSortKey: number
}

const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: MONEY_SCALE + 1 }, (_, exponent) => 10n ** BigInt(exponent))

/** A decimal with at most MONEY_SCALE decimals as an integer number of 10^-MONEY_SCALE units. */
export function unitsOf(text: DecimalString): bigint {
  const value = parseDecimal(text)
  return value.coefficient * (POWERS_OF_TEN[MONEY_SCALE - value.scale] ?? 1n)
}

/**
 * The summary of one trade. The period of day is not needed here, and deriving it costs an Intl call
 * per trade, so no zone is passed (deriveTradeFigures then leaves it out). A stored decimal that
 * cannot be read (the database refuses those) yields a summary without figures, not a broken list.
 */
export function summariseTrade(trade: Trade, breakevenBand: DecimalString): TradeSummary {
  const status = statusOf(trade)
  try {
    const figures = deriveTradeFigures(trade, { breakevenBand, timeZone: '' })
    const netPnlQuote = figures.netPnlQuote
    const roi = figures.roi?.value
    return {
      status,
      outcome: figures.outcome,
      netPnl: figures.netPnl?.value,
      netPnlOverridden: figures.netPnl?.overridden ?? false,
      settlementAsset: figures.settlementAsset,
      netPnlQuote,
      netPnlQuoteUnits: netPnlQuote === undefined ? undefined : unitsOf(netPnlQuote),
      quoteAsset: trade.quoteAsset,
      roi,
      netPnlSortKey: netPnlQuote === undefined ? Number.NaN : Number(netPnlQuote),
      roiSortKey: roi === undefined ? Number.NaN : Number(roi),
    }
  } catch {
    return {
      status,
      netPnlOverridden: false,
      settlementAsset: trade.quoteAsset,
      quoteAsset: trade.quoteAsset,
      netPnlSortKey: Number.NaN,
      roiSortKey: Number.NaN,
    }
  }
}

/**
 * Summaries kept per trade id and reused while the trade's `updatedAt` and the breakeven band are
 * unchanged, so a live list that re-delivers 10,000 fresh objects after one edit derives one trade.
 */
export interface TradeSummaryCache {
  readonly get: (trade: Trade) => TradeSummary
  /** Already derived for this version of the trade. */
  readonly has: (trade: Trade) => boolean
}

export function createTradeSummaryCache(breakevenBand: DecimalString): TradeSummaryCache {
  const entries = new Map<string, { readonly updatedAt: string; readonly summary: TradeSummary }>()
  return {
    get(trade) {
      const entry = entries.get(trade.id)
      if (entry && entry.updatedAt === trade.updatedAt) return entry.summary
      const summary = summariseTrade(trade, breakevenBand)
      entries.set(trade.id, { updatedAt: trade.updatedAt, summary })
      return summary
    },
    has(trade) {
      return entries.get(trade.id)?.updatedAt === trade.updatedAt
    },
  }
}
