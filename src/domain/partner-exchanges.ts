/** Spec section 1: the 11 partner exchanges, in the spec's order. Brand names are never translated. */
export const PARTNER_EXCHANGES = [
  'Binance',
  'Bybit',
  'Coinbase',
  'OKX',
  'Kraken',
  'KuCoin',
  'Gate.io',
  'MEXC',
  'Bitfinex',
  'Bitstamp',
  'BingX',
] as const
