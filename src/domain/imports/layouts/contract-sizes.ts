import type { DecimalString } from '../../common'

/**
 * Contract values of OKX instruments, which the trading-history export does not state (sizes come in
 * `cont`). USDT-margined: base coin per contract; coin-margined (`-USD-`): USD per contract. Anything
 * else must come from the import options (ImportOptions.contractSizes), or the row is refused with
 * CONTRACT_SIZE_UNKNOWN rather than guessed.
 */
const OKX_LINEAR: Readonly<Record<string, DecimalString>> = {
  'BTC-USDT': '0.01',
  'ETH-USDT': '0.1',
  'SOL-USDT': '1',
  'LTC-USDT': '1',
  'XRP-USDT': '100',
  'ADA-USDT': '100',
  'DOGE-USDT': '1000',
}

/** OKX coin-margined swaps and futures: 100 USD for BTC, 10 USD for every other coin. */
function okxInverse(base: string): DecimalString {
  return base === 'BTC' ? '100' : '10'
}

/** Upper-cased symbol without spaces, the key of ImportOptions.contractSizes. */
export function contractKey(symbol: string): string {
  return symbol.trim().toUpperCase().replace(/\s+/g, '')
}

/** `BTC-USDT-SWAP` or `BTC-USD-240628` → its contract value on OKX, when known. */
export function knownOkxContractSize(symbol: string): DecimalString | undefined {
  const parts = contractKey(symbol).split('-')
  const [base, quote] = parts
  if (!base || !quote || parts.length < 3) return undefined
  if (quote === 'USD') return okxInverse(base)
  return OKX_LINEAR[`${base}-${quote}`]
}
