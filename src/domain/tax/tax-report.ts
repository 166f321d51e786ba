import type { DecimalString, Id, LocalDate } from '../common'
import { add, divide, isZero, multiply, parseDecimal, round, subtract, toDecimalString, ZERO, type Decimal } from '../decimal'
import type { PnlMethod } from '../import-batch'
import { createZoneCalendar, dayNumberToDate } from '../metrics'
import type { Trade } from '../trade'
import { deriveTradeFigures } from '../trades/derive-trade-figures'
import { optionalDecimal } from '../trades/trade-math'
import { LotPool } from './lots'
import { isLongTerm, taxYearLabel, taxYearOf, type TaxYearStart } from './tax-year'

/** Shown amounts: 8 fraction digits (a satoshi), rounded half-even from the exact figures. */
const SHOWN_SCALE = 8

export type HoldingTerm = 'short' | 'long'

/** A sale of spot holdings, or the part of one held for one term. */
export interface SpotDisposal {
  readonly tradeId: Id
  readonly symbol: string
  /** What was sold (base asset) and the currency it was sold for (quote). */
  readonly asset: string
  readonly currency: string
  readonly quantity: DecimalString
  readonly acquiredOn: LocalDate
  readonly disposedOn: LocalDate
  readonly proceeds: DecimalString
  readonly costBasis: DecimalString
  /** Purchase fees of the matched units plus the sale's fee. */
  readonly fees: DecimalString
  /** proceeds - cost basis - fees. */
  readonly gain: DecimalString
  readonly term: HoldingTerm
  /** A fee coin without a price: the fee is left out (0). */
  readonly feeUnknown: boolean
  /** Units no recorded purchase covered: their cost basis is 0. */
  readonly unmatched: boolean
  /** A spot short (sold first, bought back): not matched to holdings. */
  readonly shortSale: boolean
}

/** A closed derivatives trade: realised P&L, fees and funding kept apart, in its settlement coin. */
export interface DerivativeResult {
  readonly tradeId: Id
  readonly symbol: string
  readonly currency: string
  readonly closedOn: LocalDate
  readonly realisedPnl: DecimalString
  readonly fees: DecimalString
  /** Cash flow: negative paid, positive received. */
  readonly funding: DecimalString
  /** realised - fees + funding. */
  readonly net: DecimalString
  readonly feeUnknown: boolean
}

export interface SpotTotals {
  readonly currency: string
  readonly disposals: number
  readonly proceeds: DecimalString
  readonly costBasis: DecimalString
  readonly fees: DecimalString
  readonly shortTermGain: DecimalString
  readonly longTermGain: DecimalString
  readonly gain: DecimalString
}

export interface DerivativeTotals {
  readonly currency: string
  readonly trades: number
  readonly realisedPnl: DecimalString
  readonly fees: DecimalString
  readonly funding: DecimalString
  readonly net: DecimalString
}

export interface TaxYearReport {
  /** The calendar year the tax year begins in. */
  readonly startYear: number
  readonly label: string
  readonly spot: readonly SpotDisposal[]
  readonly derivatives: readonly DerivativeResult[]
  /** Per currency, never added across currencies; sorted by currency. */
  readonly spotTotals: readonly SpotTotals[]
  readonly derivativeTotals: readonly DerivativeTotals[]
}

export interface TaxReport {
  /** Newest tax year first; only years with a disposal or a closed derivatives trade. */
  readonly years: readonly TaxYearReport[]
  /** Closed trades whose P&L could not be read (unreadable numbers). */
  readonly skipped: number
}

export interface TaxReportOptions {
  readonly timeZone: string
  readonly method: PnlMethod
  readonly yearStart: TaxYearStart
}

const text = (value: Decimal): DecimalString => toDecimalString(round(value, SHOWN_SCALE))
const ms = (instant: string) => Date.parse(instant)

/** A spot trade's fee in its quote coin, split between the buy and the sale by their notionals. */
function spotFees(trade: Trade): { buy: Decimal; sell: Decimal; unknown: boolean } {
  const figures = deriveTradeFigures(trade, { breakevenBand: '0', timeZone: '' })
  if (figures.feeConversion === 'unknown') return { buy: ZERO, sell: ZERO, unknown: true }
  const fee = optionalDecimal(figures.fee) ?? ZERO
  const exit = optionalDecimal(trade.exitPrice)
  if (trade.closedAt === undefined || !exit) return { buy: fee, sell: ZERO, unknown: false }
  const entry = parseDecimal(trade.entryPrice)
  const total = add(entry, exit)
  if (isZero(total)) return { buy: ZERO, sell: fee, unknown: false }
  const buy = divide(multiply(fee, entry), total, { scale: 18 })
  return { buy, sell: subtract(fee, buy), unknown: false }
}

interface SpotEvent {
  readonly at: number
  /** Purchases before sales at the same instant: a trade opened and closed at once sells what it bought. */
  readonly order: 0 | 1
  readonly trade: Trade
}

/**
 * Realised gains per tax year in the trader's zone. Spot trades are matched as holdings (each buy
 * trade's units are a lot; each closed one sells units at its exit, matched by the method across
 * trades and accounts), one pool per asset and currency bought with, so a BTC bought with USDT is
 * never costed in USD. Derivatives (linear, inverse) realise their P&L when closed; funding is listed
 * apart from fees. Pure: time zone and method are options, no clock.
 */
export function buildTaxReport(trades: readonly Trade[], options: TaxReportOptions): TaxReport {
  const calendar = createZoneCalendar(options.timeZone)
  const dayOf = (instant: string) => dayNumberToDate(calendar.localDay(ms(instant)))
  const spot: SpotDisposal[] = []
  const derivatives: DerivativeResult[] = []
  // Each derivative's close instant: listed in close order, not the order the trades came in.
  const closedAtMs = new Map<DerivativeResult, number>()
  const events: SpotEvent[] = []
  let skipped = 0

  for (const trade of trades) {
    if (trade.isDeleted || !Number.isFinite(ms(trade.openedAt))) continue
    const closed = trade.closedAt !== undefined && trade.exitPrice !== undefined && Number.isFinite(ms(trade.closedAt))
    if (trade.marketType !== 'spot') {
      if (!closed) continue
      try {
        const figures = deriveTradeFigures(trade, { breakevenBand: '0', timeZone: '' })
        if (!figures.grossPnl) {
          skipped += 1
          continue
        }
        const realised = parseDecimal(figures.grossPnl.value)
        const feeUnknown = figures.feeConversion === 'unknown'
        const fees = feeUnknown ? ZERO : (optionalDecimal(figures.fee) ?? ZERO)
        const funding = optionalDecimal(figures.funding) ?? ZERO
        const row: DerivativeResult = {
          tradeId: trade.id,
          symbol: trade.symbol,
          currency: figures.settlementAsset.trim().toUpperCase(),
          closedOn: dayOf(trade.closedAt!),
          realisedPnl: text(realised),
          fees: text(fees),
          funding: text(funding),
          net: text(add(subtract(realised, fees), funding)),
          feeUnknown,
        }
        derivatives.push(row)
        closedAtMs.set(row, ms(trade.closedAt!))
      } catch {
        skipped += 1
      }
      continue
    }
    if (trade.side === 'sell') {
      if (closed) events.push({ at: ms(trade.closedAt!), order: 1, trade })
      continue
    }
    events.push({ at: ms(trade.openedAt), order: 0, trade })
    if (closed) events.push({ at: ms(trade.closedAt!), order: 1, trade })
  }

  events.sort((a, b) => a.at - b.at || a.order - b.order || (a.trade.id < b.trade.id ? -1 : a.trade.id > b.trade.id ? 1 : 0))
  const pools = new Map<string, LotPool>()
  for (const { order, trade } of events) {
    try {
      const asset = trade.baseAsset.trim().toUpperCase()
      const currency = trade.quoteAsset.trim().toUpperCase()
      const key = `${asset}\u0000${currency}`
      let pool = pools.get(key)
      if (!pool) pools.set(key, (pool = new LotPool(options.method, isLongTerm)))
      const quantity = parseDecimal(trade.quantity)
      const fees = spotFees(trade)
      if (order === 0) {
        pool.acquire(dayOf(trade.openedAt), ms(trade.openedAt), quantity, parseDecimal(trade.entryPrice), fees.buy)
        continue
      }
      const disposedOn = dayOf(trade.closedAt!)
      const base = { tradeId: trade.id, symbol: trade.symbol, asset, currency, disposedOn, feeUnknown: fees.unknown }
      if (trade.side === 'sell') {
        // Sold first at the entry, bought back at the exit: a short-term result of its own.
        const proceeds = multiply(quantity, parseDecimal(trade.entryPrice))
        const cost = multiply(quantity, parseDecimal(trade.exitPrice!))
        const fee = add(fees.buy, fees.sell)
        spot.push({
          ...base,
          quantity: text(quantity),
          acquiredOn: dayOf(trade.openedAt),
          proceeds: text(proceeds),
          costBasis: text(cost),
          fees: text(fee),
          gain: text(subtract(subtract(proceeds, cost), fee)),
          term: 'short',
          unmatched: false,
          shortSale: true,
        })
        continue
      }
      const exit = parseDecimal(trade.exitPrice!)
      const match = pool.dispose(disposedOn, quantity)
      const portions = [...match.portions]
      if (!isZero(match.unmatched)) portions.push({ quantity: match.unmatched, cost: ZERO, fee: ZERO, acquiredDay: disposedOn, long: false })
      for (const portion of portions) {
        // The sale's fee is shared by the portions in proportion to their units.
        const saleFee = isZero(quantity) ? ZERO : divide(multiply(fees.sell, portion.quantity), quantity, { scale: 18 })
        const proceeds = multiply(portion.quantity, exit)
        const fee = add(portion.fee, saleFee)
        spot.push({
          ...base,
          quantity: text(portion.quantity),
          acquiredOn: portion.acquiredDay,
          proceeds: text(proceeds),
          costBasis: text(portion.cost),
          fees: text(fee),
          gain: text(subtract(subtract(proceeds, portion.cost), fee)),
          term: portion.long ? 'long' : 'short',
          unmatched: portion === portions.at(-1) && !isZero(match.unmatched),
          shortSale: false,
        })
      }
    } catch {
      skipped += 1
    }
  }

  const years = new Map<number, { spot: SpotDisposal[]; derivatives: DerivativeResult[] }>()
  const yearOf = (year: number) => {
    let entry = years.get(year)
    if (!entry) years.set(year, (entry = { spot: [], derivatives: [] }))
    return entry
  }
  for (const row of spot) yearOf(taxYearOf(row.disposedOn, options.yearStart)).spot.push(row)
  derivatives.sort((a, b) => (closedAtMs.get(a) as number) - (closedAtMs.get(b) as number))
  for (const row of derivatives) yearOf(taxYearOf(row.closedOn, options.yearStart)).derivatives.push(row)

  return {
    skipped,
    years: [...years.entries()]
      .sort(([a], [b]) => b - a)
      .map(([startYear, rows]) => {
        const spotRows = rows.spot.sort((a, b) => a.disposedOn.localeCompare(b.disposedOn))
        return {
          startYear,
          label: taxYearLabel(startYear, options.yearStart),
          spot: spotRows,
          derivatives: rows.derivatives,
          spotTotals: spotTotalsOf(spotRows),
          derivativeTotals: derivativeTotalsOf(rows.derivatives),
        }
      }),
  }
}

const d = parseDecimal

function groupBy<T extends { readonly currency: string }>(rows: readonly T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const list = groups.get(row.currency)
    if (list) list.push(row)
    else groups.set(row.currency, [row])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

const sum = <T>(rows: readonly T[], pick: (row: T) => DecimalString) => rows.reduce((total, row) => add(total, d(pick(row))), ZERO)

function spotTotalsOf(rows: readonly SpotDisposal[]): SpotTotals[] {
  return groupBy(rows).map(([currency, list]) => ({
    currency,
    disposals: new Set(list.map((row) => row.tradeId)).size,
    proceeds: text(sum(list, (row) => row.proceeds)),
    costBasis: text(sum(list, (row) => row.costBasis)),
    fees: text(sum(list, (row) => row.fees)),
    shortTermGain: text(
      sum(
        list.filter((row) => row.term === 'short'),
        (row) => row.gain,
      ),
    ),
    longTermGain: text(
      sum(
        list.filter((row) => row.term === 'long'),
        (row) => row.gain,
      ),
    ),
    gain: text(sum(list, (row) => row.gain)),
  }))
}

function derivativeTotalsOf(rows: readonly DerivativeResult[]): DerivativeTotals[] {
  return groupBy(rows).map(([currency, list]) => ({
    currency,
    trades: list.length,
    realisedPnl: text(sum(list, (row) => row.realisedPnl)),
    fees: text(sum(list, (row) => row.fees)),
    funding: text(sum(list, (row) => row.funding)),
    net: text(sum(list, (row) => row.net)),
  }))
}
