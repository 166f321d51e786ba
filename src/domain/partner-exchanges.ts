/** docs/product.md section 1: the 11 partner exchanges, in docs/product.md's order. Brand names are never translated. */
export const PARTNER_EXCHANGES = ['Binance', 'Bybit', 'Coinbase', 'OKX', 'Kraken', 'KuCoin', 'Gate.io', 'MEXC', 'Bitfinex', 'Bitstamp', 'BingX'] as const

/** Stored exchange ids (lowercase) to their brand names; imports name Gate.io `gate`. */
const BRAND_BY_ID: ReadonlyMap<string, string> = new Map<string, string>([...PARTNER_EXCHANGES.map((name): [string, string] => [name.toLowerCase(), name]), ['gate', 'Gate.io']])

/** How an exchange is shown: its brand name for a partner exchange, else as stored. */
export function exchangeBrand(id: string): string {
  return BRAND_BY_ID.get(id.trim().toLowerCase()) ?? id
}
