import type { DecimalString } from '../common'
import { canonicalDecimal, isDecimalText } from '../decimal'

/**
 * One symbol's 24-hour ticker from Binance's public REST API (`GET /api/v3/ticker/24hr?symbol=`,
 * and the same shape from `GET /fapi/v1/ticker/24hr?symbol=` for USD-M futures). Prices and
 * volumes stay decimal strings, exactly as the exchange sent them (trailing zeros dropped).
 */
export interface MarketTicker {
  readonly symbol: string
  readonly lastPrice: DecimalString
  /** Last price - price 24 hours ago. */
  readonly priceChange: DecimalString
  /** The exchange's percentage (e.g. `-1.25` for -1.25 %). */
  readonly priceChangePercent: DecimalString
  readonly highPrice: DecimalString
  readonly lowPrice: DecimalString
  /** Traded in the last 24 hours, in the base coin. */
  readonly volume: DecimalString
  /** The same in the quote coin (what traders compare across pairs). */
  readonly quoteVolume: DecimalString
  /** End of the 24-hour window, epoch ms. */
  readonly closeTime: number
}

const decimalField = (record: Record<string, unknown>, key: string): DecimalString | undefined => {
  const value = record[key]
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !isDecimalText(text)) return undefined
  return canonicalDecimal(text)
}

/** The ticker in a response body, or undefined when the body is not one (an error, a changed API). */
export function parseTicker(body: unknown): MarketTicker | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const record = body as Record<string, unknown>
  const symbol = record.symbol
  if (typeof symbol !== 'string' || !/^[A-Z0-9]{2,30}$/.test(symbol)) return undefined
  const lastPrice = decimalField(record, 'lastPrice')
  const priceChange = decimalField(record, 'priceChange')
  const priceChangePercent = decimalField(record, 'priceChangePercent')
  const highPrice = decimalField(record, 'highPrice')
  const lowPrice = decimalField(record, 'lowPrice')
  const volume = decimalField(record, 'volume')
  const quoteVolume = decimalField(record, 'quoteVolume')
  const closeTime = typeof record.closeTime === 'number' && Number.isFinite(record.closeTime) ? record.closeTime : undefined
  if (!lastPrice || !priceChange || !priceChangePercent || !highPrice || !lowPrice || !volume || !quoteVolume || closeTime === undefined) return undefined
  return { symbol, lastPrice, priceChange, priceChangePercent, highPrice, lowPrice, volume, quoteVolume, closeTime }
}

/** Binance's error body (`{"code":-1121,"msg":"Invalid symbol."}`). */
export interface ExchangeErrorBody {
  readonly code: number
  readonly msg: string
}

export function parseExchangeError(body: unknown): ExchangeErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { code, msg } = body as Record<string, unknown>
  return typeof code === 'number' && typeof msg === 'string' ? { code, msg } : undefined
}

/** Binance's code for a symbol it does not list. */
export const INVALID_SYMBOL_CODE = -1121
