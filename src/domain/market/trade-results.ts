import type { DecimalString, Id } from '../common'
import { add, parseDecimal, toDecimalString, ZERO, type Decimal } from '../decimal'
import { createZoneCalendar, dayNumberToDate, type PnlView } from '../metrics'
import type { Trade } from '../trade'
import { deriveTradeFigures } from '../trades/derive-trade-figures'
import { directionOf } from '../trades/trade-math'
import { outcomeOf, type TradeOutcome } from '../trades/trade-outcome'

/**
 * A closed trade's result with its P&L as an exact decimal in the quote coin (the figures the
 * journal shows), for screens that add P&L up per currency and must not drift by a cent.
 */
export interface TradeResult {
  readonly id: Id
  readonly symbol: string
  /** Quote coin, upper case: P&L is only ever added within one. */
  readonly currency: string
  readonly direction: 'long' | 'short'
  readonly setupId: Id | null
  /** The trade had a stop loss. */
  readonly hasStop: boolean
  readonly openMs: number
  readonly closeMs: number
  /** Local `YYYY-MM-DD` of the close, in the trader's zone (the day the P&L was realised). */
  readonly closeDay: string
  readonly pnl: DecimalString
  readonly outcome: TradeOutcome
}

export interface TradeResultOptions {
  readonly timeZone: string
  readonly breakevenBand?: DecimalString
  readonly view?: PnlView
}

export interface TradeResults {
  /** Closed trades with a known P&L, in close order. */
  readonly closed: readonly TradeResult[]
  /** Live trades still open. */
  readonly open: readonly { readonly id: Id; readonly symbol: string; readonly direction: 'long' | 'short' }[]
}

/** Results of the live trades (trashed ones and ones without a known P&L are left out). */
export function tradeResultsOf(trades: readonly Trade[], options: TradeResultOptions): TradeResults {
  const calendar = createZoneCalendar(options.timeZone)
  const band = options.breakevenBand ?? '0'
  const view = options.view ?? 'net'
  const closed: TradeResult[] = []
  const open: { id: Id; symbol: string; direction: 'long' | 'short' }[] = []
  for (const trade of trades) {
    if (trade.isDeleted) continue
    const direction = directionOf(trade.side) === 1 ? 'long' : 'short'
    const symbol = trade.symbol.trim().toUpperCase()
    if (trade.closedAt === undefined) {
      open.push({ id: trade.id, symbol, direction })
      continue
    }
    const openMs = Date.parse(trade.openedAt)
    const closeMs = Date.parse(trade.closedAt)
    if (!Number.isFinite(openMs) || !Number.isFinite(closeMs)) continue
    let pnl: string | undefined
    try {
      const figures = deriveTradeFigures(trade, { breakevenBand: band, timeZone: '' })
      pnl = view === 'net' ? figures.netPnlQuote : figures.grossPnlQuote
    } catch {
      continue
    }
    if (pnl === undefined) continue
    closed.push({
      id: trade.id,
      symbol,
      currency: trade.quoteAsset.trim().toUpperCase() || '?',
      direction,
      setupId: trade.setupId ?? null,
      hasStop: trade.stopLoss !== undefined && trade.stopLoss !== '',
      openMs,
      closeMs,
      closeDay: dayNumberToDate(calendar.localDay(closeMs)),
      pnl,
      outcome: outcomeOf(parseDecimal(pnl), parseDecimal(band)),
    })
  }
  closed.sort((a, b) => a.closeMs - b.closeMs || (a.id < b.id ? -1 : 1))
  return { closed, open }
}

/** Trades, outcomes and exact P&L of one group in one currency. */
export interface ResultTotals {
  readonly currency: string
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  /** Wins / (wins + losses); null without a decided trade. */
  readonly winRate: number | null
  readonly pnl: DecimalString
}

/** Totals of results per currency, most trades first (ties by currency). */
export function totalsByCurrency(results: readonly TradeResult[]): ResultTotals[] {
  const groups = new Map<string, { trades: number; wins: number; losses: number; breakevens: number; pnl: Decimal }>()
  for (const result of results) {
    const group = groups.get(result.currency) ?? { trades: 0, wins: 0, losses: 0, breakevens: 0, pnl: ZERO }
    group.trades += 1
    if (result.outcome === 'win') group.wins += 1
    else if (result.outcome === 'loss') group.losses += 1
    else group.breakevens += 1
    group.pnl = add(group.pnl, parseDecimal(result.pnl))
    groups.set(result.currency, group)
  }
  return [...groups.entries()]
    .map(([currency, g]) => ({
      currency,
      trades: g.trades,
      wins: g.wins,
      losses: g.losses,
      breakevens: g.breakevens,
      winRate: g.wins + g.losses > 0 ? g.wins / (g.wins + g.losses) : null,
      pnl: toDecimalString(g.pnl),
    }))
    .sort((a, b) => b.trades - a.trades || (a.currency < b.currency ? -1 : 1))
}
