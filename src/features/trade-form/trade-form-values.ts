import type { TradeDraft } from '../../domain/trades'

/** Everything the form holds, as typed: text only, blank meaning "not given". */
export interface TradeFormValues {
  symbol: string
  side: string
  entryPrice: string
  exitPrice: string
  quantity: string
  leverage: string
  margin: string
  tradingFee: string
  fundingFee: string
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
  'entryPrice',
  'exitPrice',
  'quantity',
  'leverage',
  'margin',
  'tradingFee',
  'fundingFee',
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
  'leverage',
  'margin',
  'tradingFee',
  'fundingFee',
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

/**
 * Phones in es/pt locales type `60000,5`. The domain reads only a point, so a single comma becomes
 * one; text with both (`1.000,5`) is left alone and refused as not a number rather than guessed.
 */
export function normaliseDecimalText(text: string): string {
  const trimmed = text.trim()
  if (trimmed.includes('.') || (trimmed.match(/,/g) ?? []).length !== 1) return trimmed
  return trimmed.replace(',', '.')
}

/** The draft the domain validates; blank fields are left out ("not given"). */
export function toTradeDraft(values: TradeFormValues): TradeDraft {
  const draft: Record<string, string> = {}
  for (const field of TRADE_FORM_FIELDS) {
    const raw = values[field]
    const text = isNumericField(field) ? normaliseDecimalText(raw) : raw
    if (text.trim() !== '' || field === 'symbol' || field === 'side' || field === 'openedAt') draft[field] = text
  }
  return draft
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

/** After a save: prices, size and fees are cleared; symbol, side, venue and account stay for the next trade. */
export function valuesForNextTrade(values: TradeFormValues, openedAt: string): TradeFormValues {
  const next = { ...values, openedAt, closedAt: '', notes: '' }
  for (const field of NUMERIC_FIELDS) next[field] = ''
  return next
}
