import { compare, type Decimal, isZero, min, multiply, parseDecimal, subtract } from '../../decimal'
import type { Direction } from '../../trades/trade-math'
import { feeShare, parseRates, positionUnits, symbolKey } from './fill-math'
import { attachFunding, buildDerivedTrade, type ClosedOrOpen } from './funding'
import { OpenTrade } from './open-trade'
import type { AggregationFill, AggregationLedgerEntry, DerivationIssue, DerivationResult, DeriveTradesOptions } from './types'

/**
 * Fills to trades. Fills are grouped by account, exchange, symbol and market (and by book in hedge
 * mode, where the export names long and short positions apart), walked in execution order, and cut
 * into trades where the position size leaves zero and returns to it: partial closes and scale-ins stay
 * in one trade, and a fill that crosses zero closes the trade and opens the next with the remainder
 * (its fee split by quantity). Pure: the same fills give the same trades, whatever order they come in.
 */

function groupKey(fill: AggregationFill): string {
  const book = fill.positionSide === 'long' || fill.positionSide === 'short' ? fill.positionSide : 'net'
  return [fill.accountId ?? '', fill.exchange, symbolKey(fill.symbol), fill.marketType, book].join('\u0000')
}

/**
 * Execution order: time, then file order. Exports list newest first or oldest first; within one
 * import, fills of the same second keep the file's order read in its time direction.
 */
function executionOrder(fills: readonly AggregationFill[]): AggregationFill[] {
  const descending = new Map<string, boolean>()
  const ends = new Map<string, { first: AggregationFill; last: AggregationFill }>()
  for (const fill of fills) {
    const key = fill.importId ?? ''
    const seen = ends.get(key)
    if (!seen) ends.set(key, { first: fill, last: fill })
    else {
      if (fill.rowNumber < seen.first.rowNumber) seen.first = fill
      if (fill.rowNumber > seen.last.rowNumber) seen.last = fill
    }
  }
  for (const [key, { first, last }] of ends) descending.set(key, Date.parse(first.executedAt) > Date.parse(last.executedAt))
  const timed = fills.map((fill) => ({ fill, time: Date.parse(fill.executedAt), importId: fill.importId ?? '' }))
  timed.sort((a, b) => {
    const byTime = a.time - b.time
    if (byTime !== 0) return byTime
    if (a.importId !== b.importId) return a.importId < b.importId ? -1 : 1
    const byRow = a.fill.rowNumber - b.fill.rowNumber
    return descending.get(a.importId) ? -byRow : byRow
  })
  return timed.map((entry) => entry.fill)
}

const DEFAULT_DUST = '0.001'

export function deriveTrades(fills: readonly AggregationFill[], ledger: readonly AggregationLedgerEntry[] = [], options: DeriveTradesOptions = {}): DerivationResult {
  const method = options.method ?? 'fifo'
  const rates = parseRates(options.feeRates)
  const dustRatio = parseDecimal(options.spotDustRatio ?? DEFAULT_DUST)
  const issues: DerivationIssue[] = []
  const finished: ClosedOrOpen[] = []
  const open = new Map<string, OpenTrade>()

  for (const fill of executionOrder(fills)) {
    const key = groupKey(fill)
    const units = positionUnits(fill)
    if (compare(units, parseDecimal('0')) <= 0) continue
    const fee = fill.fee ? parseDecimal(fill.fee) : undefined
    const side: Direction = fill.side === 'buy' ? 1 : -1
    const hedge = fill.positionSide === 'long' || fill.positionSide === 'short'
    const bookDirection: Direction | undefined = hedge ? (fill.positionSide === 'long' ? 1 : -1) : undefined
    const contractSize = fill.marketType === 'inverse' && fill.contractSize ? parseDecimal(fill.contractSize) : undefined
    const start = (direction: Direction, amount: Decimal, startFee: Decimal | undefined): void => {
      const trade = new OpenTrade(fill, direction, method, fill.marketType, contractSize, rates)
      trade.open(amount, fill, startFee)
      open.set(key, trade)
    }
    const current = open.get(key)

    if (!current) {
      const opensBook = hedge ? side === bookDirection : !(fill.marketType === 'spot' && side === -1)
      const closingHint = !hedge && fill.realizedPnl !== undefined && !isZero(parseDecimal(fill.realizedPnl))
      if (!opensBook || closingHint) {
        issues.push({ code: fill.marketType === 'spot' && !hedge ? 'SPOT_SELL_WITHOUT_HOLDINGS' : 'CLOSE_WITHOUT_OPEN', dedupeKey: fill.dedupeKey })
        continue
      }
      start(bookDirection ?? side, units, fee)
      continue
    }
    if (side === current.direction) {
      current.open(units, fill, fee)
      continue
    }
    const size = current.book.size
    const closing = min(units, size)
    const closingFee = fee ? feeShare(fee, closing, units) : undefined
    current.close(closing, fill, closingFee)
    const remainder = current.book.size
    const dust = fill.marketType === 'spot' && !isZero(remainder) && compare(remainder, multiply(current.peak, dustRatio)) <= 0
    if (current.book.isEmpty || dust) {
      if (dust) {
        current.dust = remainder
        current.book.clear()
      }
      current.closedAt = fill.executedAt
      finished.push({ trade: current, groupKey: key })
      open.delete(key)
    }
    const rest = subtract(units, closing)
    if (isZero(rest)) continue
    if (hedge || fill.marketType === 'spot') {
      issues.push({ code: hedge ? 'OVERCLOSE' : 'SPOT_SELL_WITHOUT_HOLDINGS', dedupeKey: fill.dedupeKey })
      continue
    }
    // A flip: the same fill opens the opposite position with what is left, and the rest of its fee.
    start(side, rest, fee && closingFee ? subtract(fee, closingFee) : undefined)
  }
  for (const [key, trade] of open) finished.push({ trade, groupKey: key })

  const funding = attachFunding(finished, ledger, issues)
  const trades = finished
    .map((entry) => buildDerivedTrade(entry, funding.get(entry.trade) ?? [], issues))
    .sort((a, b) => Date.parse(a.trade.openedAt) - Date.parse(b.trade.openedAt) || (a.sourceKey < b.sourceKey ? -1 : 1))
  const attached = new Set(trades.flatMap((trade) => trade.fundingKeys))
  const unattachedFunding = ledger.filter((entry) => entry.kind === 'funding' && !attached.has(entry.dedupeKey)).map((entry) => entry.dedupeKey)
  return { trades, issues, unattachedFunding }
}
