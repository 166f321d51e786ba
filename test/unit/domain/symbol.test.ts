import { describe, expect, it } from 'vitest'
import { parseSymbol } from '../../../src/domain/trades'

describe('parseSymbol', () => {
  it.each<[string, string, string, string, boolean, boolean]>([
    // raw, symbol, base, quote, derivative, inverse hint
    ['BTCUSDT', 'BTCUSDT', 'BTC', 'USDT', false, false],
    ['btcusdt', 'BTCUSDT', 'BTC', 'USDT', false, false],
    [' BTC/USDT ', 'BTC/USDT', 'BTC', 'USDT', false, false],
    ['BTC-USDT', 'BTC-USDT', 'BTC', 'USDT', false, false],
    ['ETH_USDC', 'ETH_USDC', 'ETH', 'USDC', false, false],
    ['BTC-USDT-SWAP', 'BTC-USDT-SWAP', 'BTC', 'USDT', true, false],
    ['BTC-USD-SWAP', 'BTC-USD-SWAP', 'BTC', 'USD', true, true],
    ['BTCUSD_PERP', 'BTCUSD_PERP', 'BTC', 'USD', true, true],
    ['ETHUSD_250328', 'ETHUSD_250328', 'ETH', 'USD', true, true],
    ['BTCUSDT.P', 'BTCUSDT.P', 'BTC', 'USDT', true, false],
    ['BTC-PERP', 'BTC-PERP', 'BTC', 'USD', true, true],
    ['XBTUSD', 'XBTUSD', 'BTC', 'USD', true, true],
    ['XXBTZEUR', 'XXBTZEUR', 'BTC', 'EUR', false, false],
    ['XETHXXBT', 'XETHXXBT', 'ETH', 'BTC', false, false],
    ['ETHBTC', 'ETHBTC', 'ETH', 'BTC', false, false],
    ['SOLFDUSD', 'SOLFDUSD', 'SOL', 'FDUSD', false, false],
    ['1000PEPEUSDT', '1000PEPEUSDT', '1000PEPE', 'USDT', false, false],
    ['BTCEUR', 'BTCEUR', 'BTC', 'EUR', false, false],
    ['BTC:USDT', 'BTC:USDT', 'BTC', 'USDT', false, false],
    ['OPUSDT', 'OPUSDT', 'OP', 'USDT', false, false],
    ['BTCTUSD', 'BTCTUSD', 'BTC', 'TUSD', false, false],
  ])('%j', (raw, symbol, baseAsset, quoteAsset, derivative, inverseHint) => {
    expect(parseSymbol(raw)).toEqual({ symbol, baseAsset, quoteAsset, derivative, inverseHint })
  })

  it.each(['', '   ', 'BTC', 'USDT', 'HELLO', 'BTC/', '$$$/USDT'])('%j is not recognised', (raw) => {
    expect(parseSymbol(raw)).toBeUndefined()
  })
})
