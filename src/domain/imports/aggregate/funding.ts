import { add, type Decimal, isZero, multiply, parseDecimal, ZERO } from '../../decimal'
import { money, settlementAsset, symbolKey } from './fill-math'
import type { OpenTrade } from './open-trade'
import type { AggregationLedgerEntry, DerivationIssue, DerivedTrade, DerivedTradeFields } from './types'

/**
 * Funding belongs to the position that was open when it was charged: same account, exchange and
 * symbol, between the first fill and the fill that closed it (both included; at a flip's instant the
 * closing trade takes it). Funding rows without a symbol (Kraken rollover) go to the one trade of that
 * exchange open at the time whose coins include the funding's coin, when there is exactly one.
 */

export interface ClosedOrOpen {
  readonly trade: OpenTrade
  readonly groupKey: string
}

interface Span {
  readonly trade: OpenTrade
  readonly from: number
  readonly to: number
}

/**
 * The trades of one group by opening time, with the latest close seen so far, so "which were open at
 * t" is a binary search and a short walk back instead of a scan of every trade per funding row.
 */
class SpanIndex {
  private readonly spans: Span[]
  private readonly reach: number[]

  constructor(trades: readonly OpenTrade[]) {
    this.spans = trades
      .map((trade) => ({ trade, from: Date.parse(trade.first.executedAt), to: trade.closedAt ? Date.parse(trade.closedAt) : Number.POSITIVE_INFINITY }))
      .sort((a, b) => a.from - b.from)
    let furthest = Number.NEGATIVE_INFINITY
    this.reach = this.spans.map((span) => (furthest = Math.max(furthest, span.to)))
  }

  /** Trades open at `at` (first fill to closing fill, both included), earliest opened first. */
  openAt(at: number): Span[] {
    let low = 0
    let high = this.spans.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((this.spans[middle]?.from ?? 0) <= at) low = middle + 1
      else high = middle
    }
    const out: Span[] = []
    for (let index = low - 1; index >= 0 && (this.reach[index] ?? 0) >= at; index--) {
      const span = this.spans[index]
      if (span && span.to >= at) out.push(span)
    }
    return out.reverse()
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

export function attachFunding(trades: readonly ClosedOrOpen[], ledger: readonly AggregationLedgerEntry[], issues: DerivationIssue[]): Map<OpenTrade, AggregationLedgerEntry[]> {
  const attached = new Map<OpenTrade, AggregationLedgerEntry[]>()
  const bySymbol = new Map<string, OpenTrade[]>()
  const byExchange = new Map<string, OpenTrade[]>()
  for (const { trade } of trades) {
    const { first } = trade
    push(bySymbol, [first.accountId ?? '', first.exchange, symbolKey(first.symbol)].join('\u0000'), trade)
    push(byExchange, [first.accountId ?? '', first.exchange].join('\u0000'), trade)
  }
  const symbolIndex = new Map([...bySymbol].map(([key, list]) => [key, new SpanIndex(list)]))
  const exchangeIndex = new Map([...byExchange].map(([key, list]) => [key, new SpanIndex(list)]))
  for (const entry of ledger) {
    if (entry.kind !== 'funding') continue
    const at = Date.parse(entry.occurredAt)
    const asset = entry.asset.toUpperCase()
    let candidates: Span[]
    if (entry.symbol) {
      candidates = symbolIndex.get([entry.accountId ?? '', entry.exchange, symbolKey(entry.symbol)].join('\u0000'))?.openAt(at) ?? []
    } else {
      candidates = (exchangeIndex.get([entry.accountId ?? '', entry.exchange].join('\u0000'))?.openAt(at) ?? []).filter((span) =>
        [span.trade.first.baseAsset, span.trade.first.quoteAsset].some((coin) => coin?.toUpperCase() === asset),
      )
      if (candidates.length > 1) candidates = []
    }
    // Several open at once (hedge books, or a flip's instant): the earliest opened takes it.
    const target = candidates[0]?.trade
    if (!target) {
      issues.push({ code: 'FUNDING_UNATTACHED', dedupeKey: entry.dedupeKey })
      continue
    }
    const base = (target.first.baseAsset ?? '').toUpperCase()
    const quote = (target.first.quoteAsset ?? '').toUpperCase()
    if (asset !== quote && asset !== base) {
      issues.push({ code: 'FUNDING_ASSET_MISMATCH', dedupeKey: entry.dedupeKey, sourceKey: target.first.dedupeKey })
      continue
    }
    push(attached, target, entry)
  }
  return attached
}

/**
 * Trade.fundingFee is in the quote coin. Funding paid in the base coin (coin-margined contracts) is
 * valued at the price the trade's figures convert back with (exit, else entry), so the figures show
 * exactly the coin amount that was paid.
 */
function fundingInQuote(trade: OpenTrade, entries: readonly AggregationLedgerEntry[]): Decimal | undefined {
  if (entries.length === 0) return undefined
  const quote = (trade.first.quoteAsset ?? '').toUpperCase()
  const price = trade.exitPrice ?? trade.entryPrice
  let total = ZERO
  for (const entry of entries) {
    const amount = parseDecimal(entry.amount)
    total = add(total, entry.asset.toUpperCase() === quote ? amount : multiply(amount, price))
  }
  return total
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }
}

export function buildDerivedTrade(entry: ClosedOrOpen, funding: readonly AggregationLedgerEntry[], issues: DerivationIssue[]): DerivedTrade {
  const { trade } = entry
  const { first } = trade
  const spot = first.marketType === 'spot'
  const side = spot ? (trade.direction === 1 ? 'buy' : 'sell') : trade.direction === 1 ? 'long' : 'short'
  const settlement = settlementAsset(first)
  const other = [...trade.otherFees].filter(([, amount]) => !isZero(amount))
  let tradingFee: Decimal | undefined
  let feeAsset: string | undefined
  let unconvertedFees = other.map(([asset, amount]) => ({ asset, amount: money(amount) }))
  if (!isZero(trade.settlementFees) || (trade.hasFee && other.length === 0)) {
    tradingFee = trade.settlementFees
    feeAsset = settlement
  } else if (other.length === 1) {
    // Every fee in one third coin (BNB): stored in that coin; the figures convert it given a rate.
    const [[asset, amount]] = other as [[string, Decimal]]
    tradingFee = amount
    feeAsset = asset
    unconvertedFees = []
  }
  if (unconvertedFees.length > 0) issues.push({ code: 'FEE_NOT_CONVERTED', dedupeKey: first.dedupeKey, sourceKey: first.dedupeKey })
  const exitPrice = trade.isClosed ? trade.exitPrice : undefined
  const fundingFee = fundingInQuote(trade, funding)
  const partlyRealised = !trade.isClosed && !isZero(trade.realised)
  const fields: DerivedTradeFields = {
    ...optional('accountId', first.accountId || undefined),
    exchange: first.exchange,
    symbol: first.symbol,
    baseAsset: (first.baseAsset ?? '').toUpperCase(),
    quoteAsset: (first.quoteAsset ?? '').toUpperCase(),
    marketType: first.marketType,
    side,
    entryPrice: money(trade.entryPrice),
    ...optional('exitPrice', exitPrice ? money(exitPrice) : undefined),
    quantity: money(trade.quantity),
    ...optional('contractSize', first.contractSize),
    ...optional('tradingFee', tradingFee ? money(tradingFee) : undefined),
    ...optional('feeAsset', feeAsset),
    ...optional('fundingFee', fundingFee ? money(fundingFee) : undefined),
    openedAt: first.executedAt,
    ...optional('closedAt', trade.closedAt),
    // An open trade's partial closes have realised P&L the figures cannot see without an exit.
    ...optional('overrides', partlyRealised ? { realizedPnl: money(trade.realised) } : undefined),
    source: 'import',
    ...optional('importId', first.importId || undefined),
    sourceKey: first.dedupeKey,
    ...optional('sourceTimeZone', first.sourceTimeZone),
  }
  return {
    trade: fields,
    sourceKey: first.dedupeKey,
    fillKeys: trade.fillKeys,
    fundingKeys: funding.map((entry) => entry.dedupeKey),
    realizedPnl: money(trade.realised),
    legs: trade.legs,
    unconvertedFees,
    ...optional('dust', trade.dust ? money(trade.dust) : undefined),
  }
}
