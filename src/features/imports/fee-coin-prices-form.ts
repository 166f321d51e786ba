import type { DecimalString } from '../../domain/common'
import { FEE_COIN } from '../../domain/preferences'
import { type AmountProblem, readAmount } from '../accounts'

/**
 * The 'Fee coin prices' form as typed: one price field per coin it lists (the stored ones and those the
 * chosen files charge fees in), and one new coin with its price. An emptied price removes that coin.
 */
export interface FeeCoinPricesDraft {
  readonly prices: Readonly<Record<string, string>>
  readonly newCoin: string
  readonly newPrice: string
}

export type FeeCoinPriceProblem = AmountProblem | 'ZERO' | 'COIN_FORMAT' | 'COIN_LISTED'

export type FeeCoinPricesResult =
  | { readonly ok: true; readonly prices: Readonly<Record<string, DecimalString>> }
  /** Keyed by a listed coin's ticker, or 'newCoin' / 'newPrice'. */
  | { readonly ok: false; readonly errors: Readonly<Record<string, FeeCoinPriceProblem>> }

/** The form as stored: every stored price and every suggested coin (empty), alphabetically. */
export function feeCoinPricesDraft(stored: Readonly<Record<string, DecimalString>>, suggested: readonly string[]): FeeCoinPricesDraft {
  const coins = [...new Set([...Object.keys(stored), ...suggested])].sort()
  return { prices: Object.fromEntries(coins.map((coin) => [coin, stored[coin] ?? ''])), newCoin: '', newPrice: '' }
}

function readPrice(text: string): { readonly value?: DecimalString; readonly problem?: FeeCoinPriceProblem } {
  const read = readAmount(text, { required: false })
  if (!read.ok) return { problem: read.problem }
  if (read.value !== undefined && Number(read.value) === 0) return { problem: 'ZERO' }
  return read.value === undefined ? {} : { value: read.value }
}

/** The prices to store, or every field's problem. A price left empty drops its coin. */
export function readFeeCoinPrices(draft: FeeCoinPricesDraft): FeeCoinPricesResult {
  const errors: Record<string, FeeCoinPriceProblem> = {}
  const prices: Record<string, DecimalString> = {}
  for (const [coin, text] of Object.entries(draft.prices)) {
    const { value, problem } = readPrice(text)
    if (problem) errors[coin] = problem
    else if (value !== undefined) prices[coin] = value
  }
  const coin = draft.newCoin.trim().toUpperCase()
  const price = readPrice(draft.newPrice)
  if (coin !== '' || draft.newPrice.trim() !== '') {
    if (!FEE_COIN.test(coin)) errors.newCoin = 'COIN_FORMAT'
    else if (coin in draft.prices) errors.newCoin = 'COIN_LISTED'
    if (price.problem) errors.newPrice = price.problem
    else if (price.value === undefined) errors.newPrice = 'REQUIRED'
    else if (!errors.newCoin) prices[coin] = price.value
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, prices }
}

export function samePrices(a: Readonly<Record<string, DecimalString>>, b: Readonly<Record<string, DecimalString>>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((coin) => b[coin] === a[coin])
}
