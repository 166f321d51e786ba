import type { DecimalString, Id, IsoInstant } from '../common'
import { canonicalDecimal, compare, type Decimal, multiply, sign, tryParseDecimal } from '../decimal'
import type { MarketType, TradeOverrides, TradeSide } from '../trade'
import { isFilled, readInstant } from './draft-fields'
import { parseSymbol } from './symbol'
import type { NormalisedTradeDraft, TradeDraft } from './trade-draft'
import type { TradeDraftErrorCode } from './trade-draft-codes'
import { notionalOf } from './trade-math'

/** Rules that read several fields of a draft, and its normalisation once valid. */

function given(text: string | null | undefined): string | undefined {
  return isFilled(text) ? text.trim() : undefined
}

function decimalOrUndefined(text: string | null | undefined): Decimal | undefined {
  const value = given(text)
  if (value === undefined) return undefined
  const parsed = tryParseDecimal(value)
  return parsed.ok ? parsed.value : undefined
}

interface Coins {
  readonly symbol: string
  readonly baseAsset: string
  readonly quoteAsset: string
  readonly marketType: MarketType
}

/** Symbol, coins and market type, from what was typed and what the symbol says. */
function coinsOf(draft: TradeDraft): Coins | undefined {
  const symbolText = given(draft.symbol)
  if (!symbolText) return undefined
  const parsed = parseSymbol(symbolText)
  const baseAsset = given(draft.baseAsset)?.toUpperCase() ?? parsed?.baseAsset
  const quoteAsset = given(draft.quoteAsset)?.toUpperCase() ?? parsed?.quoteAsset
  if (!baseAsset || !quoteAsset) return undefined
  const typedMarket = given(draft.marketType)?.toLowerCase() as MarketType | undefined
  const side = given(draft.side)?.toLowerCase()
  const marketType: MarketType = typedMarket ?? (parsed?.inverseHint ? 'inverse' : parsed?.derivative || side === 'long' || side === 'short' ? 'linear' : 'spot')
  return { symbol: storedSymbol(symbolText), baseAsset, quoteAsset, marketType }
}

/** The symbol a trade typed as `text` is stored under (`btc/usdt` → `BTCUSDT`). */
export function storedSymbol(text: string): string {
  const trimmed = text.trim()
  return parseSymbol(trimmed)?.symbol ?? trimmed.toUpperCase()
}

/** The market a draft is for: as typed, else as its symbol and side say; undefined without a symbol. */
export function draftMarketType(draft: TradeDraft): MarketType | undefined {
  return coinsOf(draft)?.marketType
}

/** The base and quote coins of a draft (as typed, else read from its symbol); undefined until known. */
export function draftPair(draft: TradeDraft): { readonly baseAsset: string; readonly quoteAsset: string } | undefined {
  return coinsOf(draft)
}

/** Spot trades are buy/sell, derivatives long/short: the typed side is mapped to the market's words. */
function sideFor(marketType: MarketType, typed: string): TradeSide {
  const rising = typed === 'long' || typed === 'buy'
  if (marketType === 'spot') return rising ? 'buy' : 'sell'
  return rising ? 'long' : 'short'
}

export type AddIssue = (code: TradeDraftErrorCode, key: keyof TradeDraft) => void

/** Rules that read several fields. Each skips when a field it needs is already refused. */
export function crossFieldIssues(draft: TradeDraft, timeZone: string, add: AddIssue): void {
  if (given(draft.symbol) && !coinsOf(draft)) add('SYMBOL_UNRECOGNISED', 'symbol')
  const hasExit = given(draft.exitPrice) !== undefined
  const hasClose = given(draft.closedAt) !== undefined
  if (hasExit && !hasClose) add('CLOSE_TIME_REQUIRED', 'closedAt')
  if (hasClose && !hasExit) add('EXIT_PRICE_REQUIRED', 'exitPrice')
  const opened = given(draft.openedAt) && readInstant(draft.openedAt ?? '', timeZone)
  const closed = given(draft.closedAt) && readInstant(draft.closedAt ?? '', timeZone)
  if (opened && closed && Date.parse(closed) < Date.parse(opened)) add('EXIT_BEFORE_ENTRY', 'closedAt')

  stopSideIssues(draft, add)

  const coins = coinsOf(draft)
  const fee = decimalOrUndefined(draft.tradingFee)
  const entryPrice = decimalOrUndefined(draft.entryPrice)
  const quantity = decimalOrUndefined(draft.quantity)
  // Prices and quantities refused on their own fields are not judged again here.
  if (!coins || !fee || !entryPrice || !quantity || sign(entryPrice) <= 0 || sign(quantity) <= 0) return
  const feeAsset = (given(draft.feeAsset) ?? coins.quoteAsset).toUpperCase()
  // Compared in the quote coin at the entry price; a fee in a third coin cannot be compared.
  const feeInQuote = feeAsset === coins.quoteAsset ? fee : feeAsset === coins.baseAsset ? multiply(fee, entryPrice) : undefined
  const notional = notionalOf({ marketType: coins.marketType, entryPrice, quantity, contractSize: decimalOrUndefined(draft.contractSize) })
  if (feeInQuote && compare(feeInQuote, notional) > 0) add('FEE_EXCEEDS_NOTIONAL', 'tradingFee')
}

/**
 * The stop loss is the initial risk R is counted in: on the far side of the entry (or at it) it risks
 * nothing, and an R worked out from it would mislead. Prices refused on their own are not judged.
 */
function stopSideIssues(draft: TradeDraft, add: AddIssue): void {
  const entry = decimalOrUndefined(draft.entryPrice)
  const stop = decimalOrUndefined(draft.stopLoss)
  const side = given(draft.side)?.toLowerCase()
  if (!entry || !stop || sign(entry) <= 0 || sign(stop) <= 0) return
  if ((side === 'long' || side === 'buy') && compare(stop, entry) >= 0) add('STOP_NOT_BELOW_ENTRY', 'stopLoss')
  if ((side === 'short' || side === 'sell') && compare(stop, entry) <= 0) add('STOP_NOT_ABOVE_ENTRY', 'stopLoss')
}

function canonical(text: string | null | undefined): DecimalString | undefined {
  const value = given(text)
  return value === undefined ? undefined : canonicalDecimal(value)
}

export function normaliseDraft(draft: TradeDraft, timeZone: string): NormalisedTradeDraft {
  // The checks above guarantee the coins, side and times; the fallbacks only satisfy the types.
  const coins = coinsOf(draft) ?? { symbol: '', baseAsset: '', quoteAsset: '', marketType: 'spot' as const }
  const overrides: TradeOverrides = {
    ...(canonical(draft.margin) !== undefined ? { margin: canonical(draft.margin) } : {}),
    ...(canonical(draft.realizedPnl) !== undefined ? { realizedPnl: canonical(draft.realizedPnl) } : {}),
    ...(canonical(draft.netPnl) !== undefined ? { netPnl: canonical(draft.netPnl) } : {}),
  }
  const leverage = canonical(draft.leverage)
  const closedAt: IsoInstant | undefined = given(draft.closedAt) ? readInstant(draft.closedAt ?? '', timeZone) : undefined
  const optional = <K extends string, T>(key: K, value: T | undefined): { [P in K]?: T } => (value === undefined ? {} : { [key]: value }) as { [P in K]?: T }
  return {
    ...coins,
    side: sideFor(coins.marketType, (given(draft.side) ?? 'buy').toLowerCase()),
    entryPrice: canonical(draft.entryPrice) ?? '0',
    ...optional('exitPrice', canonical(draft.exitPrice)),
    quantity: canonical(draft.quantity) ?? '0',
    ...optional('contractSize', canonical(draft.contractSize)),
    ...optional('leverage', leverage === undefined ? undefined : Number(leverage)),
    ...optional('tradingFee', canonical(draft.tradingFee)),
    ...optional('feeAsset', given(draft.feeAsset)?.toUpperCase()),
    ...optional('fundingFee', canonical(draft.fundingFee)),
    ...optional('stopLoss', canonical(draft.stopLoss)),
    ...optional('takeProfit', canonical(draft.takeProfit)),
    openedAt: readInstant(draft.openedAt ?? '', timeZone) ?? '',
    ...optional('closedAt', closedAt),
    ...optional('setupId', given(draft.setupId) as Id | undefined),
    ...optional('exchange', given(draft.exchange)?.toLowerCase()),
    ...optional('accountId', given(draft.accountId) as Id | undefined),
    notes: draft.notes ?? '',
    tagIds: [...new Set(draft.tagIds ?? [])],
    ...optional('overrides', Object.keys(overrides).length > 0 ? overrides : undefined),
  }
}
