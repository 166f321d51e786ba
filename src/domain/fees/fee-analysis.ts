import type { Id } from '../common'
import { none, type Value, value } from '../metrics/value'
import type { TradeFact } from '../insights/trade-facts'

/**
 * Fee analysis (docs/product.md's "Fee analysis per exchange"), from the trades' facts. Definitions shown in
 * the UI:
 * - volume = position size at entry + position size at exit (both legs pay a fee), in the quote coin;
 * - average fee rate = trading fees / volume (a per-side rate, comparable with exchanges' schedules);
 * - efficiency = the lowest average fee rate of all rows / this row's rate (100 % for the cheapest);
 * - per trade, percentages are of the margin: gross P&L %, total fees % (both legs' trading fees),
 *   net P&L % = (gross - fees + funding) / margin; funding is always apart from trading fees.
 * Money is never added across quote coins: an exchange used in two coins has one row per coin.
 * Trades whose fee is unknown (a fee coin without a rate) are counted but left out of fees and rates.
 */

export interface ExchangeFeeRow {
  /** Lower-case exchange id; null for trades without one. */
  readonly exchange: string | null
  readonly currency: string
  readonly trades: number
  readonly volume: number
  readonly fees: number
  /** Net funding: negative paid, positive received. */
  readonly funding: number
  readonly grossPnl: number
  readonly netPnl: number
  /** fees / volume over the trades with a known fee. */
  readonly averageFeeRate: Value
  /** 1-based, cheapest first; rows without a rate come last, unranked (0). */
  readonly rank: number
  /** Lowest rate / this rate. */
  readonly efficiency: Value
  readonly feesUnknown: number
}

export interface TradeFeeRow {
  readonly tradeId: Id
  readonly symbol: string
  readonly exchange: string | null
  readonly currency: string
  readonly closedAt: number
  readonly margin: number
  readonly leverage: number
  readonly grossPnlPercent: Value
  readonly feesPercent: Value
  readonly netPnlPercent: Value
  readonly fee: number
  readonly feeKnown: boolean
  readonly funding: number
}

export interface CurrencyFeeTotals {
  readonly currency: string
  readonly trades: number
  readonly volume: number
  readonly fees: number
  readonly fundingPaid: number
  readonly fundingReceived: number
  readonly grossPnl: number
  readonly netPnl: number
  readonly averageFeeRate: Value
  /** (fees + funding paid - funding received) / |gross P&L|: how much of the price moves costs took; none at 0. */
  readonly costShareOfGross: Value
}

export interface FeeAnalysis {
  readonly exchanges: readonly ExchangeFeeRow[]
  readonly trades: readonly TradeFeeRow[]
  /** One per quote coin, most trades first. */
  readonly totals: readonly CurrencyFeeTotals[]
  /** Cheapest and dearest ranked rows (the same row when only one is ranked). */
  readonly mostEfficient?: ExchangeFeeRow
  readonly leastEfficient?: ExchangeFeeRow
}

const ratio = (numerator: number, denominator: number): Value => (denominator > 0 ? value(numerator / denominator) : none('noMargin'))

export function tradeFeeRow(fact: TradeFact): TradeFeeRow {
  return {
    tradeId: fact.id,
    symbol: fact.symbol,
    exchange: fact.exchange,
    currency: fact.currency,
    closedAt: fact.closeMs,
    margin: fact.margin,
    leverage: fact.leverage,
    grossPnlPercent: ratio(fact.gross, fact.margin),
    feesPercent: fact.feeKnown ? ratio(fact.fee, fact.margin) : none('noMargin'),
    netPnlPercent: fact.feeKnown ? ratio(fact.net, fact.margin) : none('noMargin'),
    fee: fact.fee,
    feeKnown: fact.feeKnown,
    funding: fact.funding,
  }
}

interface Sums {
  trades: number
  volume: number
  pricedVolume: number
  fees: number
  funding: number
  fundingPaid: number
  fundingReceived: number
  grossPnl: number
  netPnl: number
  feesUnknown: number
}

const emptySums = (): Sums => ({ trades: 0, volume: 0, pricedVolume: 0, fees: 0, funding: 0, fundingPaid: 0, fundingReceived: 0, grossPnl: 0, netPnl: 0, feesUnknown: 0 })

function addFact(sums: Sums, fact: TradeFact) {
  const volume = fact.notional + fact.exitNotional
  sums.trades += 1
  sums.volume += volume
  if (fact.feeKnown) {
    sums.pricedVolume += volume
    sums.fees += fact.fee
  } else sums.feesUnknown += 1
  sums.funding += fact.funding
  if (fact.funding < 0) sums.fundingPaid -= fact.funding
  else sums.fundingReceived += fact.funding
  sums.grossPnl += fact.gross
  sums.netPnl += fact.net
}

const rateOf = (sums: Sums): Value => (sums.pricedVolume > 0 ? value(sums.fees / sums.pricedVolume) : none('noTrades'))

/** Exchange rows ranked by fee rate, the trade rows newest first, and totals per quote coin. */
export function analyseFees(facts: readonly TradeFact[]): FeeAnalysis {
  const byRow = new Map<string, { exchange: string | null; currency: string; sums: Sums }>()
  const byCurrency = new Map<string, Sums>()
  for (const fact of facts) {
    const key = `${fact.exchange ?? ''}\u0000${fact.currency}`
    let row = byRow.get(key)
    if (!row) byRow.set(key, (row = { exchange: fact.exchange, currency: fact.currency, sums: emptySums() }))
    addFact(row.sums, fact)
    let currency = byCurrency.get(fact.currency)
    if (!currency) byCurrency.set(fact.currency, (currency = emptySums()))
    addFact(currency, fact)
  }
  const unranked = [...byRow.values()].map(({ exchange, currency, sums }) => ({ exchange, currency, sums, rate: rateOf(sums) }))
  const rated = unranked.filter((row) => row.rate.kind === 'value').sort((a, b) => rateNumber(a.rate) - rateNumber(b.rate) || b.sums.trades - a.sums.trades)
  const rest = unranked.filter((row) => row.rate.kind !== 'value').sort((a, b) => b.sums.trades - a.sums.trades)
  const best = rated[0] ? rateNumber(rated[0].rate) : 0
  const exchanges: ExchangeFeeRow[] = [...rated, ...rest].map(({ exchange, currency, sums, rate }, index) => ({
    exchange,
    currency,
    trades: sums.trades,
    volume: sums.volume,
    fees: sums.fees,
    funding: sums.funding,
    grossPnl: sums.grossPnl,
    netPnl: sums.netPnl,
    averageFeeRate: rate,
    rank: rate.kind === 'value' ? index + 1 : 0,
    // A free exchange is the most efficient; next to it every paying one scores 0.
    efficiency: rate.kind !== 'value' ? none('noTrades') : rate.value === 0 ? value(1) : value(best / rate.value),
    feesUnknown: sums.feesUnknown,
  }))
  const totals: CurrencyFeeTotals[] = [...byCurrency.entries()]
    .map(([currency, sums]) => {
      const costs = sums.fees + sums.fundingPaid - sums.fundingReceived
      return {
        currency,
        trades: sums.trades,
        volume: sums.volume,
        fees: sums.fees,
        fundingPaid: sums.fundingPaid,
        fundingReceived: sums.fundingReceived,
        grossPnl: sums.grossPnl,
        netPnl: sums.netPnl,
        averageFeeRate: rateOf(sums),
        costShareOfGross: sums.grossPnl !== 0 ? value(costs / Math.abs(sums.grossPnl)) : none('noTrades'),
      }
    })
    .sort((a, b) => b.trades - a.trades || (a.currency < b.currency ? -1 : 1))
  const ranked = exchanges.filter((row) => row.rank > 0)
  return {
    exchanges,
    trades: facts.map(tradeFeeRow).sort((a, b) => b.closedAt - a.closedAt),
    totals,
    ...(ranked[0] ? { mostEfficient: ranked[0], leastEfficient: ranked[ranked.length - 1] } : {}),
  }
}

function rateNumber(rate: Value): number {
  return rate.kind === 'value' ? rate.value : Number.POSITIVE_INFINITY
}
