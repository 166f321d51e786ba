import type { DecimalString, Id } from '../common'
import { multiply, parseDecimal, toNumber, ZERO, type Decimal } from '../decimal'
import { createZoneCalendar, dayNumberToDate, type PnlView, type Weekday } from '../metrics'
import type { Trade } from '../trade'
import { deriveTradeFigures } from '../trades/derive-trade-figures'
import { directionOf, optionalDecimal } from '../trades/trade-math'
import { outcomeOf, type TradeOutcome } from '../trades/trade-outcome'

/**
 * The per-trade numbers the insights, risk and fee analyses need and the metrics engine keeps inside
 * its columns (its per-trade rows are not public). Derived through `deriveTradeFigures`, the same
 * function the engine uses, and read the same way: amounts in the trade's quote coin (inverse: coin
 * amounts at the exit price), outcome judged on the view's P&L with the breakeven band, hours,
 * weekdays and days in the trader's zone (open time for hours, weekdays and open day, close time for
 * the close day). Only closed trades with a known P&L become facts; the rest are counted.
 */
export interface TradeFact {
  readonly id: Id
  /** Quote coin, upper case. */
  readonly currency: string
  /** Lower case, null without one. */
  readonly exchange: string | null
  readonly accountId: Id | null
  /** Upper case, as written. */
  readonly symbol: string
  readonly setupId: Id | null
  readonly tagIds: readonly Id[]
  readonly direction: 'long' | 'short'
  readonly openMs: number
  readonly closeMs: number
  readonly holdMs: number
  /** P&L of the chosen view. */
  readonly pnl: number
  readonly gross: number
  readonly net: number
  /** Trading fee as a cost in the quote coin (0 when unknown, see `feeKnown`). */
  readonly fee: number
  /** False when the fee coin had no rate and no stated net P&L implied it. */
  readonly feeKnown: boolean
  /** Funding as a cash flow in the quote coin: negative paid, positive received. */
  readonly funding: number
  /** Position size at entry and at exit, in the quote coin. */
  readonly notional: number
  readonly exitNotional: number
  /**
   * Margin (notional / leverage) in the quote coin, valued as the P&L is: an inverse contract's coin
   * margin at the exit price, so P&L / margin is the trade's ROI, as the journal shows it.
   */
  readonly margin: number
  /** As stated; 1 when absent (spot). */
  readonly leverage: number
  readonly outcome: TradeOutcome
  readonly openHour: number
  readonly openWeekday: Weekday
  /** Local `YYYY-MM-DD` of the open and of the close. */
  readonly openDay: string
  readonly closeDay: string
}

export interface TradeFactOptions {
  readonly timeZone: string
  readonly breakevenBand?: DecimalString
  readonly view?: PnlView
  readonly feeRates?: Readonly<Record<string, DecimalString>>
}

export interface TradeFacts {
  /** Closed trades with a known P&L, in close order. */
  readonly closed: readonly TradeFact[]
  readonly open: number
  /** Closed trades whose P&L is unknown (a fee coin without a rate). */
  readonly unpriced: number
  /** Deleted or unreadable trades. */
  readonly excluded: number
}

const num = (text: string | undefined): number => (text === undefined ? Number.NaN : Number(text))

/** The fact of one closed trade, 'open', 'unpriced' or undefined (unreadable). */
function factOf(trade: Trade, options: TradeFactOptions, calendar: ReturnType<typeof createZoneCalendar>): TradeFact | 'open' | 'unpriced' | undefined {
  const openMs = Date.parse(trade.openedAt)
  if (!Number.isFinite(openMs)) return undefined
  if (trade.closedAt === undefined) return 'open'
  const closeMs = Date.parse(trade.closedAt)
  if (!Number.isFinite(closeMs)) return undefined
  try {
    const band = options.breakevenBand ?? '0'
    const figures = deriveTradeFigures(trade, { breakevenBand: band, timeZone: '', conversionRates: options.feeRates })
    if (figures.netPnlQuote === undefined && figures.grossPnlQuote === undefined) return 'unpriced'
    const inverse = trade.marketType === 'inverse'
    const entry = parseDecimal(trade.entryPrice)
    const exit = optionalDecimal(trade.exitPrice) ?? entry
    const toQuote = (settlement: Decimal, price: Decimal): Decimal => (inverse ? multiply(settlement, price) : settlement)
    const gross = num(figures.grossPnlQuote)
    const funding = toNumber(optionalDecimal(trade.fundingFee) ?? ZERO)
    let net = num(figures.netPnlQuote)
    let fee = Number.NaN
    let feeKnown = true
    if (figures.fee !== undefined) fee = toNumber(toQuote(parseDecimal(figures.fee), exit))
    else if (figures.feeConversion === 'unknown') {
      // As the engine does: a stated net P&L implies the fee (gross - fee + funding = net).
      if (Number.isFinite(net) && Number.isFinite(gross) && figures.netPnl?.overridden) fee = gross + funding - net
      else feeKnown = false
    } else fee = 0
    const view = options.view ?? 'net'
    if (view === 'net' && !Number.isFinite(net)) return 'unpriced'
    if (view === 'gross' && !Number.isFinite(gross)) return 'unpriced'
    if (!Number.isFinite(net)) net = Number.NaN
    const pnlText = view === 'net' ? figures.netPnlQuote : figures.grossPnlQuote
    const outcome = outcomeOf(parseDecimal(pnlText ?? '0'), parseDecimal(band))
    const notional = num(figures.notional.value)
    const entryNumber = toNumber(entry)
    const exitNotional = inverse || entryNumber === 0 ? notional : (notional * toNumber(exit)) / entryNumber
    const leverage = trade.leverage !== undefined && Number.isFinite(trade.leverage) && trade.leverage > 0 ? trade.leverage : 1
    const openDayNumber = calendar.localDay(openMs)
    return {
      id: trade.id,
      currency: trade.quoteAsset.trim().toUpperCase() || '?',
      exchange: trade.exchange?.trim().toLowerCase() || null,
      accountId: trade.accountId ?? null,
      symbol: trade.symbol.trim().toUpperCase(),
      setupId: trade.setupId ?? null,
      tagIds: [...new Set(trade.tagIds)],
      direction: directionOf(trade.side) === 1 ? 'long' : 'short',
      openMs,
      closeMs,
      holdMs: Math.max(0, closeMs - openMs),
      pnl: view === 'net' ? net : gross,
      gross: Number.isFinite(gross) ? gross : 0,
      net: Number.isFinite(net) ? net : 0,
      fee: feeKnown && Number.isFinite(fee) ? fee : 0,
      feeKnown,
      funding,
      notional,
      exitNotional,
      margin: toNumber(toQuote(parseDecimal(figures.margin.value), exit)),
      leverage,
      outcome,
      openHour: calendar.localHour(openMs),
      // Day 0 (1970-01-01) was a Thursday: ISO weekday 4.
      openWeekday: (((((openDayNumber + 3) % 7) + 7) % 7) + 1) as Weekday,
      openDay: dayNumberToDate(openDayNumber),
      closeDay: dayNumberToDate(calendar.localDay(closeMs)),
    }
  } catch {
    return undefined
  }
}

/** Facts of every live trade, closed ones in close order (ties by id, so the order is stable). */
export function tradeFactsOf(trades: readonly Trade[], options: TradeFactOptions): TradeFacts {
  const calendar = createZoneCalendar(options.timeZone)
  const closed: TradeFact[] = []
  let open = 0
  let unpriced = 0
  let excluded = 0
  for (const trade of trades) {
    if (trade.isDeleted) {
      excluded += 1
      continue
    }
    const fact = factOf(trade, options, calendar)
    if (fact === undefined) excluded += 1
    else if (fact === 'open') open += 1
    else if (fact === 'unpriced') unpriced += 1
    else closed.push(fact)
  }
  closed.sort((a, b) => a.closeMs - b.closeMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return { closed, open, unpriced, excluded }
}

/** The facts in one quote coin (money is never added across coins). */
export function factsInCurrency(facts: readonly TradeFact[], currency: string): TradeFact[] {
  return facts.filter((fact) => fact.currency === currency)
}
