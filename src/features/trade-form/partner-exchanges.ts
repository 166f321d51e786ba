/** The spec's 11 partner exchanges, offered as suggestions; any other venue can still be typed. */
export const PARTNER_EXCHANGES: readonly string[] = [
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
]
