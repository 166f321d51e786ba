import type { DecimalString, Id, IsoInstant } from '../common'
import { abs, add, compare, type Decimal, divide, isZero, multiply, negate, parseDecimal, round, subtract, toDecimalString, ZERO } from '../decimal'
import type { Fill } from '../fill'
import type { ImportBatch } from '../import-batch'
import type { LedgerEntry, LedgerEntryKind } from '../ledger-entry'
import { parseSymbol } from '../trades/symbol'
import { type CostMethod, createInventory, type Inventory, type Lot, WALLET_WORKING_SCALE } from './inventory'

/**
 * The spot wallet: what each account holds of each coin, derived from the journal's spot fills and
 * its spot cash flows (deposits, withdrawals, transfers, fees charged apart, rebates). Amounts in
 * different quote currencies are kept apart: a cost basis, a realised P&L and a value are always per
 * quote currency, never added across them.
 */

/** Cash flows that move a spot balance. Funding, liquidations and realised P&L belong to derivatives. */
export const SPOT_LEDGER_KINDS: ReadonlySet<LedgerEntryKind> = new Set<LedgerEntryKind>(['deposit', 'withdrawal', 'transfer', 'fee', 'rebate'])

/**
 * Exports of a derivatives wallet: their transfers and fees move the futures balance, not the spot one
 * (Binance's USD-M transaction history, Bybit's derivatives transaction log).
 */
export const DERIVATIVE_LEDGER_LAYOUTS: ReadonlySet<string> = new Set(['binance-usdm-transactions', 'bybit-transactions'])

export interface WalletInput {
  readonly fills: readonly Fill[]
  readonly ledger: readonly LedgerEntry[]
  readonly method: CostMethod
}

/** The rows the wallet counts: those of completed imports, spot fills only, spot cash flows only. */
export function walletInput(batches: readonly ImportBatch[], fills: readonly Fill[], ledger: readonly LedgerEntry[], method: CostMethod): WalletInput {
  const counting = new Map(batches.filter((batch) => batch.status === 'completed').map((batch) => [batch.id, batch]))
  return {
    method,
    fills: fills.filter((fill) => fill.marketType === 'spot' && counting.has(fill.importId)),
    ledger: ledger.filter((entry) => {
      if (!SPOT_LEDGER_KINDS.has(entry.kind)) return false
      if (entry.importId === '') return true
      const batch = counting.get(entry.importId)
      return batch !== undefined && !DERIVATIVE_LEDGER_LAYOUTS.has(batch.exportType)
    }),
  }
}

/** The last price a coin traded at in the journal, in one quote currency. Not a live price. */
export interface PriceMark {
  readonly price: DecimalString
  readonly at: IsoInstant
}

/** The part of a holding bought with one quote currency. */
export interface QuoteBook {
  readonly quote: string
  /** Coins still held that were bought with this currency. */
  readonly quantity: DecimalString
  /** What those coins cost, fees paid in this currency included. */
  readonly costBasis: DecimalString
  /** Cost basis / quantity; absent when nothing bought with it is held. */
  readonly averageCost?: DecimalString
  /** Proceeds minus cost of the coins bought with this currency and sold for it. */
  readonly realisedPnl: DecimalString
  readonly lastPrice?: PriceMark
  /** quantity x last price - cost basis, when a last price is known. */
  readonly unrealisedPnl?: DecimalString
}

/** The whole quantity at the last journal price in one quote currency. */
export interface Valuation {
  readonly quote: string
  readonly price: DecimalString
  readonly at: IsoInstant
  readonly value: DecimalString
}

export interface CoinFlows {
  readonly deposited: DecimalString
  readonly withdrawn: DecimalString
  /** Transfers in minus transfers out. */
  readonly transferred: DecimalString
  /** Fees taken in this coin (on fills and charged apart), as a positive amount. */
  readonly fees: DecimalString
}

export interface WalletHolding {
  /** `accountId|exchange|asset`, or `*|*|asset` for a coin across accounts. */
  readonly key: string
  readonly accountId: Id | null
  readonly exchange: string | null
  readonly asset: string
  readonly quantity: DecimalString
  /** Coins held whose cost is unknown: deposited, transferred in, or received as sale proceeds. */
  readonly unknownCostQuantity: DecimalString
  /** Coins that left beyond what the imports brought in (a deposit or an earlier export is missing). */
  readonly shortfall: DecimalString
  /** Coins sold whose cost was unknown or in another currency than the sale: no realised P&L for them. */
  readonly soldWithoutCost: DecimalString
  /** Never bought in the journal, only spent or received (USDT, USD...): a balance without a cost. */
  readonly cash: boolean
  readonly books: readonly QuoteBook[]
  readonly valuations: readonly Valuation[]
  readonly flows: CoinFlows
  readonly lastActivityAt: IsoInstant
}

export interface Wallet {
  readonly holdings: readonly WalletHolding[]
  /** Spot fills whose pair could not be split into two coins, left out. */
  readonly skippedFills: number
}

interface Coins {
  readonly base: string
  readonly quote: string
}

function coinsOf(fill: Fill): Coins | null {
  const parsed = fill.baseAsset && fill.quoteAsset ? null : parseSymbol(fill.symbol)
  const base = (fill.baseAsset ?? parsed?.baseAsset ?? '').toUpperCase()
  const quote = (fill.quoteAsset ?? parsed?.quoteAsset ?? '').toUpperCase()
  return base && quote && base !== quote ? { base, quote } : null
}

/** One account's coin while the events are replayed. */
interface Book {
  readonly accountId: Id
  readonly exchange: string
  readonly asset: string
  readonly inventory: Inventory
  quantity: Decimal
  shortfall: Decimal
  soldWithoutCost: Decimal
  realised: Map<string, Decimal>
  deposited: Decimal
  withdrawn: Decimal
  transferred: Decimal
  fees: Decimal
  lastActivityAt: IsoInstant
}

type WalletEvent = {
  readonly at: IsoInstant
  readonly row: number
  readonly fill?: Fill
  readonly entry?: LedgerEntry
}

const money = (value: Decimal): DecimalString => toDecimalString(round(value, 18))
const positive = (value: Decimal) => value.coefficient > 0n

export function buildWallet(input: WalletInput): Wallet {
  const books = new Map<string, Book>()
  const baseAssets = new Set<string>()
  const prices = new Map<string, PriceMark>()
  let skippedFills = 0

  const bookOf = (accountId: Id, exchange: string, asset: string, at: IsoInstant): Book => {
    const key = `${accountId}|${exchange}|${asset}`
    let book = books.get(key)
    if (!book) {
      book = {
        accountId,
        exchange,
        asset,
        inventory: createInventory(input.method),
        quantity: ZERO,
        shortfall: ZERO,
        soldWithoutCost: ZERO,
        realised: new Map(),
        deposited: ZERO,
        withdrawn: ZERO,
        transferred: ZERO,
        fees: ZERO,
        lastActivityAt: at,
      }
      books.set(key, book)
    }
    if (at > book.lastActivityAt) book.lastActivityAt = at
    return book
  }

  const receive = (book: Book, lot: Lot) => {
    book.quantity = add(book.quantity, lot.quantity)
    book.inventory.add(lot)
  }

  /** Takes coins out; returns the lots they came from (for a sale's realised P&L). */
  const release = (book: Book, units: Decimal) => {
    book.quantity = subtract(book.quantity, units)
    const taken = book.inventory.take(units)
    book.shortfall = add(book.shortfall, taken.shortfall)
    return taken.slices
  }

  const events: WalletEvent[] = [
    ...input.fills.map((fill) => ({
      at: fill.executedAt,
      row: fill.rowNumber,
      fill,
    })),
    ...input.ledger.map((entry) => ({
      at: entry.occurredAt,
      row: entry.rowNumber,
      entry,
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.row - b.row))

  for (const event of events) {
    if (event.fill) {
      const fill = event.fill
      const coins = coinsOf(fill)
      if (!coins) {
        skippedFills += 1
        continue
      }
      baseAssets.add(coins.base)
      const price = parseDecimal(fill.price)
      const units = parseDecimal(fill.quantity)
      const value = fill.quoteQuantity ? abs(parseDecimal(fill.quoteQuantity)) : multiply(price, units)
      const fee = fill.fee ? parseDecimal(fill.fee) : ZERO
      const feeAsset = (fill.feeAsset ?? coins.quote).toUpperCase()
      const base = bookOf(fill.accountId, fill.exchange, coins.base, fill.executedAt)
      const quote = bookOf(fill.accountId, fill.exchange, coins.quote, fill.executedAt)
      const mark = `${coins.base}/${coins.quote}`
      const seen = prices.get(mark)
      if (!seen || fill.executedAt >= seen.at)
        prices.set(mark, {
          price: toDecimalString(price),
          at: fill.executedAt,
        })

      if (fill.side === 'buy') {
        // Bought coins cost the quote spent plus a fee taken in the quote; a fee in the coin bought
        // leaves fewer coins for the same cost.
        const feeInQuote = feeAsset === coins.quote ? fee : ZERO
        const feeInBase = feeAsset === coins.base ? fee : ZERO
        receive(base, {
          quote: coins.quote,
          quantity: subtract(units, feeInBase),
          cost: add(value, feeInQuote),
        })
        release(quote, add(value, feeInQuote))
      } else {
        const feeInQuote = feeAsset === coins.quote ? fee : ZERO
        const feeInBase = feeAsset === coins.base ? fee : ZERO
        const disposed = add(units, feeInBase)
        const proceeds = subtract(value, feeInQuote)
        const shortBefore = base.shortfall
        for (const slice of release(base, disposed)) {
          if (slice.quote !== coins.quote) {
            base.soldWithoutCost = add(base.soldWithoutCost, slice.quantity)
            continue
          }
          const sliceProceeds = divide(multiply(proceeds, slice.quantity), disposed, { scale: WALLET_WORKING_SCALE })
          base.realised.set(coins.quote, add(base.realised.get(coins.quote) ?? ZERO, subtract(sliceProceeds, slice.cost)))
        }
        base.soldWithoutCost = add(base.soldWithoutCost, subtract(base.shortfall, shortBefore))
        receive(quote, { quote: null, quantity: proceeds, cost: ZERO })
      }
      if (!isZero(fee)) {
        const feeBook = feeAsset === coins.base ? base : feeAsset === coins.quote ? quote : bookOf(fill.accountId, fill.exchange, feeAsset, fill.executedAt)
        feeBook.fees = add(feeBook.fees, abs(fee))
        // A fee in a third coin (BNB, KCS) is taken from that coin's balance.
        if (feeAsset !== coins.base && feeAsset !== coins.quote) release(feeBook, abs(fee))
      }
    } else if (event.entry) {
      const entry = event.entry
      const asset = entry.asset.toUpperCase()
      if (!asset) continue
      const book = bookOf(entry.accountId, entry.exchange, asset, entry.occurredAt)
      const amount = parseDecimal(entry.amount)
      if (entry.kind === 'deposit') book.deposited = add(book.deposited, abs(amount))
      else if (entry.kind === 'withdrawal') book.withdrawn = add(book.withdrawn, abs(amount))
      else if (entry.kind === 'transfer') book.transferred = add(book.transferred, amount)
      else if (entry.kind === 'fee' && amount.coefficient < 0n) book.fees = add(book.fees, abs(amount))
      else if (entry.kind === 'fee') book.fees = subtract(book.fees, amount)
      else if (entry.kind === 'rebate') book.fees = subtract(book.fees, abs(amount))
      if (positive(amount)) receive(book, { quote: null, quantity: amount, cost: ZERO })
      else if (amount.coefficient < 0n) release(book, negate(amount))
    }
  }

  const holdings = [...books.values()].map((book) => toHolding(book, !baseAssets.has(book.asset), prices))
  return { holdings: sortHoldings(holdings), skippedFills }
}

function toHolding(book: Book, cash: boolean, prices: ReadonlyMap<string, PriceMark>): WalletHolding {
  const pools = book.inventory.pools()
  const quotes = new Set<string>([...book.realised.keys(), ...pools.flatMap((pool) => (pool.quote ? [pool.quote] : []))])
  const books: QuoteBook[] = cash
    ? []
    : [...quotes].sort().map((quote) => {
        const pool = pools.find((candidate) => candidate.quote === quote)
        return quoteBook(quote, pool?.quantity ?? ZERO, pool?.cost ?? ZERO, book.realised.get(quote) ?? ZERO, prices.get(`${book.asset}/${quote}`))
      })
  const unknown = pools.find((pool) => pool.quote === null)?.quantity ?? ZERO
  return {
    key: `${book.accountId}|${book.exchange}|${book.asset}`,
    accountId: book.accountId,
    exchange: book.exchange,
    asset: book.asset,
    quantity: money(book.quantity),
    unknownCostQuantity: money(unknown),
    shortfall: money(book.shortfall),
    soldWithoutCost: money(book.soldWithoutCost),
    cash,
    books,
    valuations: valuations(book.asset, book.quantity, cash, prices),
    flows: {
      deposited: money(book.deposited),
      withdrawn: money(book.withdrawn),
      transferred: money(book.transferred),
      fees: money(book.fees),
    },
    lastActivityAt: book.lastActivityAt,
  }
}

function quoteBook(quote: string, quantity: Decimal, cost: Decimal, realised: Decimal, mark: PriceMark | undefined): QuoteBook {
  const held = positive(quantity)
  return {
    quote,
    quantity: money(quantity),
    costBasis: money(cost),
    ...(held
      ? {
          averageCost: money(divide(cost, quantity, { scale: WALLET_WORKING_SCALE })),
        }
      : {}),
    realisedPnl: money(realised),
    ...(mark && held
      ? {
          lastPrice: mark,
          unrealisedPnl: money(subtract(multiply(quantity, parseDecimal(mark.price)), cost)),
        }
      : {}),
  }
}

function valuations(asset: string, quantity: Decimal, cash: boolean, prices: ReadonlyMap<string, PriceMark>): Valuation[] {
  if (cash || !positive(quantity)) return []
  const out: Valuation[] = []
  for (const [pair, mark] of prices) {
    const [base, quote] = pair.split('/')
    if (base !== asset || !quote) continue
    out.push({
      quote,
      price: mark.price,
      at: mark.at,
      value: money(multiply(quantity, parseDecimal(mark.price))),
    })
  }
  return out.sort((a, b) => a.quote.localeCompare(b.quote))
}

/** Coins held first (largest quantity... by name), then spent-out coins, each by name. */
function sortHoldings(holdings: WalletHolding[]): WalletHolding[] {
  const rank = (holding: WalletHolding) => (holding.cash ? 1 : 0) + (parseDecimal(holding.quantity).coefficient > 0n ? 0 : 2)
  return holdings.sort((a, b) => rank(a) - rank(b) || a.asset.localeCompare(b.asset) || (a.exchange ?? '').localeCompare(b.exchange ?? '') || a.key.localeCompare(b.key))
}

const sum = (values: readonly DecimalString[]) => values.reduce((total, value) => add(total, parseDecimal(value)), ZERO)

/**
 * The same coin across accounts and exchanges: quantities add up (one coin), and each quote currency's
 * cost basis and realised P&L add up within that currency only. Average cost and unrealised P&L are
 * worked out again from the sums; the newest last price of each quote currency values the total.
 */
export function holdingsByCoin(holdings: readonly WalletHolding[]): WalletHolding[] {
  const byAsset = new Map<string, WalletHolding[]>()
  for (const holding of holdings) byAsset.set(holding.asset, [...(byAsset.get(holding.asset) ?? []), holding])
  const merged = [...byAsset.entries()].map(([asset, group]): WalletHolding => {
    const quantity = sum(group.map((holding) => holding.quantity))
    const cash = group.every((holding) => holding.cash)
    const quotes = [...new Set(group.flatMap((holding) => holding.books.map((book) => book.quote)))].sort()
    const marks = new Map<string, PriceMark>()
    for (const holding of group)
      for (const valuation of holding.valuations) {
        const seen = marks.get(`${asset}/${valuation.quote}`)
        if (!seen || valuation.at > seen.at)
          marks.set(`${asset}/${valuation.quote}`, {
            price: valuation.price,
            at: valuation.at,
          })
      }
    for (const holding of group)
      for (const book of holding.books) {
        const seen = marks.get(`${asset}/${book.quote}`)
        if (book.lastPrice && (!seen || book.lastPrice.at > seen.at)) marks.set(`${asset}/${book.quote}`, book.lastPrice)
      }
    const books = cash
      ? []
      : quotes.map((quote) => {
          const parts = group.flatMap((holding) => holding.books.filter((book) => book.quote === quote))
          return quoteBook(
            quote,
            sum(parts.map((book) => book.quantity)),
            sum(parts.map((book) => book.costBasis)),
            sum(parts.map((book) => book.realisedPnl)),
            marks.get(`${asset}/${quote}`),
          )
        })
    const flows = (field: keyof CoinFlows) => money(sum(group.map((holding) => holding.flows[field])))
    return {
      key: `*|*|${asset}`,
      accountId: null,
      exchange: null,
      asset,
      quantity: money(quantity),
      unknownCostQuantity: money(sum(group.map((holding) => holding.unknownCostQuantity))),
      shortfall: money(sum(group.map((holding) => holding.shortfall))),
      soldWithoutCost: money(sum(group.map((holding) => holding.soldWithoutCost))),
      cash,
      books,
      valuations: valuations(asset, quantity, cash, marks),
      flows: {
        deposited: flows('deposited'),
        withdrawn: flows('withdrawn'),
        transferred: flows('transferred'),
        fees: flows('fees'),
      },
      lastActivityAt: group.reduce((latest, holding) => (holding.lastActivityAt > latest ? holding.lastActivityAt : latest), group[0]!.lastActivityAt),
    }
  })
  return sortHoldings(merged)
}

/** Realised P&L of every holding, one total per quote currency (never one grand total). */
export function realisedByQuote(holdings: readonly WalletHolding[]): { quote: string; amount: DecimalString }[] {
  const totals = new Map<string, Decimal>()
  for (const holding of holdings) for (const book of holding.books) totals.set(book.quote, add(totals.get(book.quote) ?? ZERO, parseDecimal(book.realisedPnl)))
  return [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([quote, amount]) => ({ quote, amount: money(amount) }))
}

/** Whether a holding still has coins (a positive quantity). */
export function isHeld(holding: WalletHolding): boolean {
  return compare(parseDecimal(holding.quantity), ZERO) > 0
}
