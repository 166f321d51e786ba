import type { DecimalString } from '../common'
import { multiply, parseDecimal, toNumber, ZERO, type Decimal } from '../decimal'
import type { Trade } from '../trade'
import { deriveTradeDecimals } from '../trades/derive-trade-figures'
import { directionOf, optionalDecimal } from '../trades/trade-math'
import { outcomeOf, type TradeOutcome } from '../trades/trade-outcome'
import type { Dictionary } from './dictionary'
import { unitsOfDecimal, writeLimbs } from './exact-sum'

/** Outcome codes in the columns. */
export const WIN = 1
export const LOSS = -1
export const BREAKEVEN = 0
/** Open, or closed with an unknown P&L. */
export const NO_OUTCOME = 2

/** Fee codes: known (or none), implied by a stated net P&L, unknown (a coin without a rate). */
export const FEE_KNOWN = 0
export const FEE_IMPLIED = 1
export const FEE_UNKNOWN = 2

/** Limb offsets inside a row's `limbs` (see exact-sum.ts): net, gross, fee, funding, 3 limbs each. */
export const NET_LIMBS = 0
export const GROSS_LIMBS = 3
export const FEE_LIMBS = 6
export const FUNDING_LIMBS = 9
export const ROW_LIMBS = 12

/**
 * The numbers the metrics need of one trade, derived once (exact decimals, then floats) and kept
 * while the trade's `updatedAt`, the breakeven band and the fee rates stay the same. Every amount is
 * in the trade's quote coin (`currency`); NaN stands for "unknown" inside the engine only.
 */
export interface RowFigures {
  readonly closed: boolean
  readonly currency: number
  readonly openMs: number
  /** NaN while open. */
  readonly closeMs: number
  readonly net: number
  readonly gross: number
  /** Trading fee as a cost; 0 when unknown (see feeState). */
  readonly fee: number
  readonly feeState: number
  /** Funding as a cash flow: negative paid, positive received. */
  readonly funding: number
  /** Net, gross, fee and funding as exact limbs (zeros where unknown). */
  readonly limbs: readonly number[]
  /** False when a limb could not hold an amount exactly (above 9e15 of a coin): totals use BigInt then. */
  readonly limbsExact: boolean
  readonly units: { readonly net?: bigint; readonly gross?: bigint; readonly fee?: bigint; readonly funding?: bigint }
  readonly notional: number
  readonly margin: number
  readonly roiNet: number
  readonly roiGross: number
  readonly rNet: number
  readonly rGross: number
  /** As stated; 1 when absent (spot). */
  readonly leverage: number
  readonly holdMs: number
  readonly outcomeNet: number
  readonly outcomeGross: number
  /** 0 long (long, buy), 1 short (short, sell). */
  readonly direction: number
  readonly symbol: number
  readonly setup: number
  readonly exchange: number
  readonly account: number
  /** Distinct tag indices. */
  readonly tags: readonly number[]
}

export interface RowDictionaries {
  readonly currency: Dictionary
  readonly symbol: Dictionary
  readonly setup: Dictionary
  readonly exchange: Dictionary
  readonly account: Dictionary
  readonly tag: Dictionary
}

export interface RowDeriveOptions {
  readonly breakevenBand: DecimalString
  readonly feeRates?: Readonly<Record<string, DecimalString>>
}

const outcomeCode = (outcome: TradeOutcome | undefined): number => (outcome === 'win' ? WIN : outcome === 'loss' ? LOSS : outcome === 'breakeven' ? BREAKEVEN : NO_OUTCOME)

const num = (value: Decimal | undefined): number => (value === undefined ? Number.NaN : toNumber(value))

/** The last breakeven band read: the same text for every trade of a compute, parsed once. */
let lastBand: { text: DecimalString; value: Decimal } | undefined
function bandOf(text: DecimalString): Decimal {
  if (lastBand?.text !== text) lastBand = { text, value: parseDecimal(text) }
  return lastBand.value
}

/**
 * The row of one trade, or undefined when its stored numbers or times cannot be read (the database
 * refuses those; such a trade is counted apart, never guessed).
 */
export function deriveRowFigures(trade: Trade, options: RowDeriveOptions, dictionaries: RowDictionaries): RowFigures | undefined {
  const openMs = Date.parse(trade.openedAt)
  const closeMs = trade.closedAt === undefined ? Number.NaN : Date.parse(trade.closedAt)
  if (!Number.isFinite(openMs) || (trade.closedAt !== undefined && !Number.isFinite(closeMs))) return undefined
  try {
    const figures = deriveTradeDecimals(trade, { breakevenBand: options.breakevenBand, conversionRates: options.feeRates })
    const closed = figures.status === 'closed'
    const inverse = trade.marketType === 'inverse'
    const entry = parseDecimal(trade.entryPrice)
    const exit = optionalDecimal(trade.exitPrice)
    // Inverse amounts are in coin: the quote coin's worth at the exit (fees of open trades at entry).
    const toQuote = (settlement: Decimal, price: Decimal | undefined = exit ?? entry): Decimal => (inverse && price ? multiply(settlement, price) : settlement)

    const grossQuote = figures.grossPnlQuote
    const netUnits = figures.netPnlQuote === undefined ? undefined : unitsOfDecimal(figures.netPnlQuote)
    const grossUnits = grossQuote === undefined ? undefined : unitsOfDecimal(grossQuote)
    const fundingDecimal = optionalDecimal(trade.fundingFee) ?? ZERO
    const fundingUnits = unitsOfDecimal(fundingDecimal)
    let feeUnits: bigint | undefined
    let feeState = FEE_KNOWN
    if (figures.fee !== undefined) feeUnits = unitsOfDecimal(toQuote(figures.fee))
    else if (figures.feeConversion === 'unknown') {
      // A fee in a coin without a rate, but the exchange stated the net P&L: the fee is what the net
      // leaves out (gross - fee + funding = net). Otherwise it stays unknown and is counted apart.
      if (closed && netUnits !== undefined && grossUnits !== undefined && figures.netPnlOverridden) {
        feeUnits = grossUnits + fundingUnits - netUnits
        feeState = FEE_IMPLIED
      } else feeState = FEE_UNKNOWN
    }

    // A plain array: a typed array per trade cost more to allocate than the store's copy of it.
    const limbs = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let limbsExact = true
    if (netUnits !== undefined) limbsExact = writeLimbs(netUnits, limbs, NET_LIMBS) && limbsExact
    if (grossUnits !== undefined) limbsExact = writeLimbs(grossUnits, limbs, GROSS_LIMBS) && limbsExact
    if (feeUnits !== undefined) limbsExact = writeLimbs(feeUnits, limbs, FEE_LIMBS) && limbsExact
    limbsExact = writeLimbs(fundingUnits, limbs, FUNDING_LIMBS) && limbsExact

    const band = bandOf(options.breakevenBand)
    const marginSettlement = toNumber(figures.margin)
    const grossSettlement = num(figures.grossPnl)
    const risk = num(figures.initialRisk)
    const leverage = trade.leverage !== undefined && Number.isFinite(trade.leverage) && trade.leverage > 0 ? trade.leverage : 1
    const hold = figures.holdingTimeMs
    const tags = new Set<number>()
    for (const id of trade.tagIds) tags.add(dictionaries.tag.indexOf(id))
    return {
      closed,
      currency: dictionaries.currency.indexOf(trade.quoteAsset.trim().toUpperCase() || '?'),
      openMs,
      closeMs,
      net: netUnits === undefined ? Number.NaN : num(figures.netPnlQuote),
      gross: grossUnits === undefined ? Number.NaN : num(figures.grossPnlQuote),
      fee: feeUnits === undefined ? 0 : Number(feeUnits) / 1e18,
      feeState,
      funding: toNumber(fundingDecimal),
      limbs,
      limbsExact,
      units: { net: netUnits, gross: grossUnits, fee: feeUnits, funding: fundingUnits },
      notional: toNumber(figures.notional),
      margin: toNumber(toQuote(figures.margin, entry)),
      roiNet: num(figures.roi),
      roiGross: marginSettlement > 0 ? grossSettlement / marginSettlement : Number.NaN,
      rNet: figures.rMultiple ?? Number.NaN,
      rGross: risk > 0 ? grossSettlement / risk : Number.NaN,
      leverage,
      holdMs: hold !== undefined && hold >= 0 ? hold : Number.NaN,
      outcomeNet: closed ? outcomeCode(figures.outcome) : NO_OUTCOME,
      outcomeGross: closed && grossQuote ? outcomeCode(outcomeOf(grossQuote, band)) : NO_OUTCOME,
      direction: directionOf(trade.side) === 1 ? 0 : 1,
      symbol: dictionaries.symbol.indexOf(trade.symbol.trim().toUpperCase()),
      setup: dictionaries.setup.indexOf(trade.setupId),
      exchange: dictionaries.exchange.indexOf(trade.exchange?.trim().toLowerCase()),
      account: dictionaries.account.indexOf(trade.accountId),
      tags: [...tags].filter((index) => index !== 0),
    }
  } catch {
    return undefined
  }
}
