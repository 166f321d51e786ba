/**
 * Reads base and quote coins out of the symbol formats exchanges write: `BTCUSDT` (Binance, Bybit),
 * `BTC/USDT` (CCXT, Kraken UI), `BTC-USDT` (OKX spot, Coinbase), `BTC-USDT-SWAP` / `BTC-USD-SWAP`
 * (OKX perpetuals), `BTCUSD_PERP` / `BTCUSD_250328` (Binance COIN-M), `BTCUSDT.P` (TradingView),
 * `BTC-PERP`, `XBTUSD` (BitMEX) and Kraken's `XXBTZEUR`. XBT is read as BTC.
 */

/** Quote coins recognised at the end of a symbol written without a separator; longest first. */
export const KNOWN_QUOTES: readonly string[] = [
  'FDUSD',
  'USDT',
  'USDC',
  'BUSD',
  'TUSD',
  'USDE',
  'USDD',
  'DAI',
  'USD',
  'EUR',
  'GBP',
  'TRY',
  'BRL',
  'JPY',
  'AUD',
  'MXN',
  'ARS',
  'BTC',
  'XBT',
  'ETH',
  'BNB',
  'SOL',
]

/** US dollars and the dollar stablecoins: a price in dollars holds for any of them (to a fee's precision). */
export const DOLLAR_COINS: readonly string[] = ['USD', 'USDT', 'USDC', 'BUSD', 'FDUSD', 'TUSD', 'USDE', 'USDD', 'USDP', 'PYUSD', 'DAI']

export function isDollarCoin(asset: string | undefined): boolean {
  return DOLLAR_COINS.includes((asset ?? '').trim().toUpperCase())
}

const ASSET_ALIASES: Readonly<Record<string, string>> = { XBT: 'BTC' }

export interface ParsedSymbol {
  /** Upper-case, without spaces: `BTC-USDT-SWAP`. */
  readonly symbol: string
  readonly baseAsset: string
  readonly quoteAsset: string
  /** The symbol names a perpetual or dated future (SWAP, PERP, `.P`, a delivery date). */
  readonly derivative: boolean
  /**
   * Likely coin-margined: a derivative quoted in USD (OKX `BTC-USD-SWAP`, Binance `BTCUSD_PERP`,
   * BitMEX `XBTUSD`). A hint for a default, never a rule.
   */
  readonly inverseHint: boolean
}

const DERIVATIVE_SUFFIX = /(?:[-_](?:SWAP|PERP|PERPETUAL|\d{6}))$|\.P$/
const PERP_ONLY = /^([A-Z0-9]+)-PERP$/

function alias(asset: string): string {
  return ASSET_ALIASES[asset] ?? asset
}

function splitJoined(pair: string): [string, string] | undefined {
  // Kraken's four-letter legacy names: X + base (3) + Z/X + quote (3).
  const kraken = /^X([A-Z]{3})([XZ])([A-Z]{3})$/.exec(pair)
  if (kraken?.[1] && kraken[3] && KNOWN_QUOTES.includes(kraken[3])) return [kraken[1], kraken[3]]
  const splits = KNOWN_QUOTES.filter((quote) => pair.length > quote.length && pair.endsWith(quote)).map((quote): [string, string] => [pair.slice(0, -quote.length), quote])
  // XBTUSD ends in TUSD too: prefer the longest quote that leaves a base of 3+ letters (XBT/USD),
  // and fall back to the longest quote for two-letter bases (OPUSDT).
  return splits.find(([base]) => base.length >= 3) ?? splits[0]
}

/** Parses a symbol; undefined when neither a separator nor a known quote coin splits it. */
export function parseSymbol(raw: string): ParsedSymbol | undefined {
  const symbol = raw.trim().toUpperCase().replace(/\s+/g, '')
  if (symbol === '') return undefined
  const derivative = DERIVATIVE_SUFFIX.test(symbol) || PERP_ONLY.test(symbol)
  const perpOnly = PERP_ONLY.exec(symbol)
  // FTX-style BTC-PERP settles in USD.
  let pair: [string, string] | undefined = perpOnly?.[1] ? [perpOnly[1], 'USD'] : undefined
  if (!pair) {
    const core = symbol.replace(DERIVATIVE_SUFFIX, '')
    const parts = core.split(/[/\-_:]/).filter((part) => part !== '')
    if (parts.length >= 2 && parts[0] && parts[1]) pair = [parts[0], parts[1]]
    else if (parts.length === 1 && parts[0]) pair = splitJoined(parts[0])
  }
  if (!pair || !/^[A-Z0-9]+$/.test(pair[0]) || !/^[A-Z0-9]+$/.test(pair[1])) return undefined
  const baseAsset = alias(pair[0])
  const quoteAsset = alias(pair[1])
  const bitmexStyle = symbol === 'XBTUSD'
  return {
    symbol,
    baseAsset,
    quoteAsset,
    derivative: derivative || bitmexStyle,
    inverseHint: quoteAsset === 'USD' && (derivative || bitmexStyle),
  }
}
