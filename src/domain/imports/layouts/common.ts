import type { DecimalString } from '../../common'
import { abs, negate, parseDecimal, toDecimalString } from '../../decimal'
import { parseSymbol } from '../../trades/symbol'
import type { RowReader } from './row-reader'

/** Helpers the layouts share: sides, symbols, assets and signs. */

export interface SideReading {
  readonly side: 'buy' | 'sell'
  /** Hedge-mode book the fill belongs to, when the export says open/close long/short. */
  readonly positionSide?: 'long' | 'short'
  readonly effect?: 'open' | 'close'
}

/**
 * `BUY`, `sell`, `B`, `Bid`, `Long`, `Open Long`, `Close short`, `open_long`... Undefined for
 * anything else. (MEXC's own `buy short` wording is read by its layout.)
 */
export function readSide(text: string | undefined): SideReading | undefined {
  if (text === undefined) return undefined
  // Exports repeat a handful of spellings millions of times: read each once.
  if (sideCache.has(text)) return sideCache.get(text)
  const reading = readSideWords(text)
  if (sideCache.size > 256) sideCache.clear()
  sideCache.set(text, reading)
  return reading
}

const sideCache = new Map<string, SideReading | undefined>()

function readSideWords(text: string): SideReading | undefined {
  const words = text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
  if (/\bopen\b.*\blong\b|\blong\b.*\bopen\b/.test(words)) return { side: 'buy', positionSide: 'long', effect: 'open' }
  if (/\bclose\b.*\blong\b|\blong\b.*\bclose\b/.test(words)) return { side: 'sell', positionSide: 'long', effect: 'close' }
  if (/\bopen\b.*\bshort\b|\bshort\b.*\bopen\b/.test(words)) return { side: 'sell', positionSide: 'short', effect: 'open' }
  if (/\bclose\b.*\bshort\b|\bshort\b.*\bclose\b/.test(words)) return { side: 'buy', positionSide: 'short', effect: 'close' }
  if (['buy', 'b', 'bid', 'long', 'purchase', 'bought'].includes(words)) return { side: 'buy' }
  if (['sell', 's', 'ask', 'short', 'sale', 'sold'].includes(words)) return { side: 'sell' }
  return undefined
}

/** Reads the side field, reporting INVALID_SIDE (or MISSING_VALUE). */
export function sideField(row: RowReader, field: string): SideReading | undefined {
  const text = row.text(field, true)
  if (text === undefined) return undefined
  const side = readSide(text)
  if (!side) row.error('INVALID_SIDE', field, text)
  return side
}

/** Kraken's legacy four-letter asset codes. */
const KRAKEN_ASSETS: Readonly<Record<string, string>> = {
  XXBT: 'BTC',
  XBT: 'BTC',
  XETH: 'ETH',
  XLTC: 'LTC',
  XXRP: 'XRP',
  XXLM: 'XLM',
  XXMR: 'XMR',
  XZEC: 'ZEC',
  XETC: 'ETC',
  XMLN: 'MLN',
  XREP: 'REP',
  XXDG: 'DOGE',
  XDG: 'DOGE',
  ZUSD: 'USD',
  ZEUR: 'EUR',
  ZGBP: 'GBP',
  ZJPY: 'JPY',
  ZCAD: 'CAD',
  ZAUD: 'AUD',
  ZCHF: 'CHF',
}

/** `XXBT`, `ZEUR`, `XBT` to `BTC`, `EUR`, `BTC`; others upper-cased. */
export function normaliseAsset(asset: string): string {
  const upper = asset.trim().toUpperCase()
  return KRAKEN_ASSETS[upper] ?? upper
}

const symbolCache = new Map<string, ReturnType<typeof parseSymbol>>()

/** parseSymbol, remembered: a file has few symbols and many rows. */
export function cachedSymbol(text: string): ReturnType<typeof parseSymbol> {
  if (symbolCache.has(text)) return symbolCache.get(text)
  const parsed = parseSymbol(text)
  if (symbolCache.size > 2048) symbolCache.clear()
  symbolCache.set(text, parsed)
  return parsed
}

export interface SymbolReading {
  readonly symbol: string
  readonly baseAsset: string
  readonly quoteAsset: string
  readonly derivative: boolean
  readonly inverseHint: boolean
}

/**
 * Reads a symbol cell (`BTCUSDT`, `BTC-USDT-SWAP`, `BTC_USDT`, `XXBTZEUR`, `tBTCUSD`), reporting
 * UNKNOWN_SYMBOL when no coins can be read. `coins` overrides the split when the row states them.
 */
export function symbolField(row: RowReader, field: string, coins?: { base?: string; quote?: string }): SymbolReading | undefined {
  const text = row.text(field, true)
  if (text === undefined) return undefined
  const parsed = cachedSymbol(text)
  const baseAsset = coins?.base ?? parsed?.baseAsset
  const quoteAsset = coins?.quote ?? parsed?.quoteAsset
  // Stored symbols hold 64 characters and coins 40 (src/db): longer text is not a symbol.
  if (!baseAsset || !quoteAsset || text.length > 64 || baseAsset.length > 40 || quoteAsset.length > 40) {
    row.error('UNKNOWN_SYMBOL', field, text)
    return undefined
  }
  return {
    symbol: parsed?.symbol ?? text.trim().toUpperCase(),
    baseAsset: normaliseAsset(baseAsset),
    quoteAsset: normaliseAsset(quoteAsset),
    derivative: parsed?.derivative ?? false,
    inverseHint: parsed?.inverseHint ?? false,
  }
}

export function absDecimal(value: DecimalString): DecimalString {
  return toDecimalString(abs(parseDecimal(value)))
}

export function negateDecimal(value: DecimalString): DecimalString {
  return toDecimalString(negate(parseDecimal(value)))
}

export function isZeroText(value: DecimalString | undefined): boolean {
  return value === undefined || value === '0'
}
