import { normaliseDecimalText } from './draft-fields'

/**
 * How far apart two prices of one trade (or of one symbol) may be before the form says so: a move of
 * +200 % or -67 %. Past it a price is far more often a typo (a BTC exit of 120 for 61,200, a digit
 * dropped or added) than a real move, but a real one is possible (a low-cap coin held for months),
 * so this only warns and never blocks the save.
 */
export const IMPLAUSIBLE_PRICE_FACTOR = 3

/** The last price the trader traded a symbol at, from the journal: known offline. */
export interface LastTradedPrice {
  readonly price: string
  /** When: the trade's close, or its open for an open trade. */
  readonly at: string
}

export type PriceWarning =
  | { readonly kind: 'exit-far-from-entry'; readonly entryPrice: string; readonly exitPrice: string }
  | { readonly kind: 'far-from-last-traded'; readonly field: 'entryPrice' | 'exitPrice'; readonly price: string; readonly last: LastTradedPrice }

function positive(text: string): number | undefined {
  const value = Number(normaliseDecimalText(text))
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined
}

const farApart = (a: number, b: number) => Math.max(a, b) / Math.min(a, b) > IMPLAUSIBLE_PRICE_FACTOR

/**
 * The warnings a draft's prices deserve: the exit far from the entry, or, when the entry and exit
 * agree with each other, both far from the last price the symbol was traded at (one warning, for
 * the entry; or for the exit alone when no entry is typed yet). Blank and unreadable prices are
 * the form's validation's business, not this.
 */
export function priceWarnings(input: { readonly entryPrice: string; readonly exitPrice: string; readonly lastTraded?: LastTradedPrice }): PriceWarning[] {
  const entry = positive(input.entryPrice)
  const exit = positive(input.exitPrice)
  if (entry !== undefined && exit !== undefined && farApart(entry, exit)) {
    return [{ kind: 'exit-far-from-entry', entryPrice: input.entryPrice.trim(), exitPrice: input.exitPrice.trim() }]
  }
  const last = input.lastTraded && positive(input.lastTraded.price)
  if (!input.lastTraded || last === undefined) return []
  const field = entry !== undefined ? 'entryPrice' : exit !== undefined ? 'exitPrice' : undefined
  if (field === undefined) return []
  const price = (field === 'entryPrice' ? entry : exit)!
  return farApart(price, last) ? [{ kind: 'far-from-last-traded', field, price: input[field].trim(), last: input.lastTraded }] : []
}
