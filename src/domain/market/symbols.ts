import { parseSymbol } from '../trades/symbol'

/**
 * Market symbols as the exchange's public API names them (`BTCUSDT`), read from the formats traders
 * and exports write (`BTC/USDT`, `BTC-USDT-SWAP`, `BTCUSDT.P`). Binance names spot pairs and
 * USD-M perpetuals the same way, so one name asks both.
 */

/** The exchange name of a journal or watchlist symbol, or null when it cannot be read as a pair. */
export function exchangeSymbolOf(raw: string): string | null {
  const parsed = parseSymbol(raw)
  if (!parsed) return null
  const name = `${parsed.baseAsset}${parsed.quoteAsset}`
  return /^[A-Z0-9]{4,20}$/.test(name) ? name : null
}

/** A watchlist holds at most this many symbols: each refresh asks the exchange once per symbol. */
export const WATCHLIST_LIMIT = 30

export type WatchSymbolProblem = 'required' | 'format' | 'duplicate' | 'tooMany'

export type WatchSymbolCheck = { readonly ok: true; readonly symbol: string } | { readonly ok: false; readonly problem: WatchSymbolProblem }

/** Checks a symbol the trader types into the watchlist: a readable pair, not yet listed, room left. */
export function checkWatchSymbol(input: string, watchlist: readonly string[]): WatchSymbolCheck {
  if (input.trim() === '') return { ok: false, problem: 'required' }
  const symbol = exchangeSymbolOf(input)
  if (!symbol) return { ok: false, problem: 'format' }
  if (watchlist.includes(symbol)) return { ok: false, problem: 'duplicate' }
  if (watchlist.length >= WATCHLIST_LIMIT) return { ok: false, problem: 'tooMany' }
  return { ok: true, symbol }
}

/** A row of the market screen: a symbol, why it is there and how often the trader traded it. */
export interface MarketSymbol {
  readonly symbol: string
  /** Live trades in the journal on this symbol (any account). */
  readonly trades: number
  readonly inWatchlist: boolean
}

/**
 * The symbols the market screen follows: the watchlist in the trader's order, then the journal's
 * other traded symbols, most traded first (ties by name), at most `limit` in all.
 */
export function marketSymbolsOf(tradeSymbols: readonly string[], watchlist: readonly string[], limit = WATCHLIST_LIMIT): MarketSymbol[] {
  const counts = new Map<string, number>()
  for (const raw of tradeSymbols) {
    const symbol = exchangeSymbolOf(raw)
    if (symbol) counts.set(symbol, (counts.get(symbol) ?? 0) + 1)
  }
  const rows: MarketSymbol[] = []
  const seen = new Set<string>()
  for (const symbol of watchlist) {
    if (seen.has(symbol)) continue
    seen.add(symbol)
    rows.push({ symbol, trades: counts.get(symbol) ?? 0, inWatchlist: true })
  }
  const traded = [...counts.entries()].filter(([symbol]) => !seen.has(symbol)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  for (const [symbol, trades] of traded) rows.push({ symbol, trades, inWatchlist: false })
  return rows.slice(0, limit)
}

/** Reads a stored watchlist definition (`{ symbols: [...] }`) defensively: unknown shapes read as empty. */
export function watchlistSymbolsOf(definition: Readonly<Record<string, unknown>> | undefined): string[] {
  const symbols = definition?.symbols
  if (!Array.isArray(symbols)) return []
  const out: string[] = []
  for (const entry of symbols) {
    if (typeof entry !== 'string') continue
    const symbol = exchangeSymbolOf(entry)
    if (symbol && !out.includes(symbol)) out.push(symbol)
  }
  return out
}
