import type { Trade } from '../../domain'
import { compare, MAX_INPUT_FRACTION_DIGITS, round, toDecimalString, tryParseDecimal, ZERO } from '../../domain/decimal'
import { draftMarketType, normaliseDecimalText, quoteToSettlement, readInstant, settlementToQuote, type TradeDraft } from '../../domain/trades'
import { toLocalDateTimeInput } from './local-date-time'

/** Everything the form holds, as typed: text only, blank meaning "not given". */
export interface TradeFormValues {
  symbol: string
  side: string
  /** spot, linear or inverse; blank means "read it from the symbol and side". */
  marketType: string
  entryPrice: string
  exitPrice: string
  quantity: string
  /** Quote value of one contract (inverse contracts). */
  contractSize: string
  leverage: string
  margin: string
  tradingFee: string
  /** The coin the fee was paid in; blank means the quote coin. */
  feeAsset: string
  fundingFee: string
  /** Net P&L as the exchange stated it: kept as an override of the worked-out one; blank: none. */
  netPnl: string
  stopLoss: string
  takeProfit: string
  openedAt: string
  closedAt: string
  setupId: string
  exchange: string
  accountId: string
  notes: string
}

export type TradeFormField = keyof TradeFormValues

/** Form order: the first invalid field in this order gets the focus. */
export const TRADE_FORM_FIELDS: readonly TradeFormField[] = [
  'symbol',
  'side',
  'marketType',
  'entryPrice',
  'exitPrice',
  'quantity',
  'contractSize',
  'leverage',
  'margin',
  'tradingFee',
  'feeAsset',
  'fundingFee',
  'netPnl',
  'stopLoss',
  'takeProfit',
  'openedAt',
  'closedAt',
  'setupId',
  'exchange',
  'accountId',
  'notes',
]

/** Decimal fields: a decimal comma is read as a point, and they are cleared after a save. */
export const NUMERIC_FIELDS = [
  'entryPrice',
  'exitPrice',
  'quantity',
  'contractSize',
  'leverage',
  'margin',
  'tradingFee',
  'fundingFee',
  'netPnl',
  'stopLoss',
  'takeProfit',
] as const satisfies readonly TradeFormField[]

export type NumericField = (typeof NUMERIC_FIELDS)[number]

export function isNumericField(field: string): field is NumericField {
  return (NUMERIC_FIELDS as readonly string[]).includes(field)
}

export function emptyTradeFormValues(): TradeFormValues {
  return Object.fromEntries(TRADE_FORM_FIELDS.map((field) => [field, ''])) as unknown as TradeFormValues
}

/** The draft the domain validates; blank fields are left out ("not given"). */
export function toTradeDraft(values: TradeFormValues): TradeDraft {
  const draft: Record<string, string> = {}
  for (const field of TRADE_FORM_FIELDS) {
    const raw = values[field]
    const text = isNumericField(field) ? normaliseDecimalText(raw) : raw
    if (text.trim() !== '' || field === 'symbol' || field === 'side' || field === 'openedAt') draft[field] = text
  }
  if (draft.fundingFee && draftMarketType(draft) === 'inverse') draft.fundingFee = coinFundingInQuote(draft.fundingFee, draft.exitPrice ?? draft.entryPrice)
  return draft
}

// Funding on a coin-margined (inverse) contract is paid in the coin, and the form takes it so. A
// trade keeps its funding in the quote coin (as imports store it, domain/imports/aggregate/funding.ts),
// valued at the price its figures convert back with: the exit price, else the entry price. Text that
// is not a number yet is passed on for the domain to refuse.

/**
 * The stored quote-coin funding of an inverse trade back in the coin, as the trader typed it (to the
 * 18 decimals a field takes; trade-changes.ts keeps the stored amount while this is left untouched).
 */
export function quoteFundingInCoin(trade: Trade): string {
  if (trade.fundingFee === undefined) return ''
  if (trade.marketType !== 'inverse') return trade.fundingFee
  const price = tryParseDecimal(trade.exitPrice ?? trade.entryPrice)
  const funding = tryParseDecimal(trade.fundingFee)
  if (!price.ok || !funding.ok || compare(price.value, ZERO) <= 0) return trade.fundingFee
  return toDecimalString(round(quoteToSettlement('inverse', funding.value, price.value), MAX_INPUT_FRACTION_DIGITS))
}

/** What the form gives the domain for an inverse trade's funding typed as `coins`, at `priceText`. */
export function coinFundingInQuote(coins: string, priceText: string | undefined): string {
  const amount = tryParseDecimal(coins)
  const price = priceText === undefined ? undefined : tryParseDecimal(priceText)
  if (!amount.ok || !price?.ok || compare(price.value, ZERO) <= 0) return coins
  return toDecimalString(settlementToQuote('inverse', amount.value, price.value))
}

/**
 * The live preview's draft: a trade with an exit price but no close time yet is previewed as closed
 * at its open time, so P&L shows while typing (saving still asks for Closed at).
 */
export function toPreviewDraft(values: TradeFormValues): TradeDraft {
  const draft = toTradeDraft(values)
  if (draft.exitPrice && !draft.closedAt && draft.openedAt) return { ...draft, closedAt: draft.openedAt }
  return draft
}

/**
 * After a save: prices, size and fees are cleared; symbol, side, market, contract size, fee coin,
 * venue and account stay for the next trade.
 */
export function valuesForNextTrade(values: TradeFormValues, openedAt: string): TradeFormValues {
  const next = { ...values, openedAt, closedAt: '', notes: '' }
  for (const field of NUMERIC_FIELDS) if (field !== 'contractSize') next[field] = ''
  return next
}

/**
 * A stored trade as the form shows it, to edit it or to start a copy. Times are written on the
 * trader's wall clock with their seconds, so saving without touching them keeps them exactly.
 */
export function tradeToFormValues(trade: Trade, timeZone: string): TradeFormValues {
  const time = (instant: string | undefined) => (instant ? toLocalDateTimeInput(new Date(instant), timeZone, { exact: true }) : '')
  return {
    symbol: trade.symbol,
    side: trade.side,
    marketType: trade.marketType,
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice ?? '',
    quantity: trade.quantity,
    contractSize: trade.contractSize ?? '',
    leverage: trade.leverage === undefined ? '' : String(trade.leverage),
    margin: trade.overrides?.margin ?? '',
    tradingFee: trade.tradingFee ?? '',
    feeAsset: trade.feeAsset ?? '',
    fundingFee: quoteFundingInCoin(trade),
    netPnl: trade.overrides?.netPnl ?? '',
    stopLoss: trade.stopLoss ?? '',
    takeProfit: trade.takeProfit ?? '',
    openedAt: time(trade.openedAt),
    closedAt: time(trade.closedAt),
    setupId: trade.setupId ?? '',
    exchange: trade.exchange ?? '',
    accountId: trade.accountId ?? '',
    notes: trade.notes,
  }
}

/**
 * The form's times moved from one zone's wall clock to another's, standing for the same instants: the
 * trader's zone arrives with the profile after the form's first render (the device's zone until
 * then), or changes in Settings while the form is open. Kept as the wall time they showed, an edited
 * trade saved untouched moved by the zones' difference. A time left as the stored trade's is taken
 * from the trade (exact even in an hour a DST change repeats); text that is no time stays as typed.
 */
export function timesInZone(values: TradeFormValues, from: string, to: string, trade?: Trade): TradeFormValues {
  const shown = trade ? tradeToFormValues(trade, from) : undefined
  const move = (field: 'openedAt' | 'closedAt'): string => {
    const text = values[field]
    const instant = shown && text !== '' && text === shown[field] ? trade?.[field] : readInstant(text, from)
    return instant ? toLocalDateTimeInput(new Date(instant), to, { exact: true }) : text
  }
  return { ...values, openedAt: move('openedAt'), closedAt: move('closedAt') }
}
