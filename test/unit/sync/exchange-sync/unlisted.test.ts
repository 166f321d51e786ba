import { describe, expect, it } from 'vitest'
import { bybitUnlistedMarket, okxUnlistedMarket } from '../../../../sync/exchange-sync/unlisted'

describe('markets the exchange no longer lists', () => {
  it('reads a Bybit contract from its category and its symbol, with the contract size Bybit fixes for the category', () => {
    expect(bybitUnlistedMarket('inverse', 'BTCUSDH25')).toMatchObject({ id: 'BTCUSDH25', base: 'BTC', quote: 'USD', inverse: true, contractSize: 1 })
    expect(bybitUnlistedMarket('inverse', 'ETHUSD')).toMatchObject({ base: 'ETH', quote: 'USD', inverse: true })
    expect(bybitUnlistedMarket('linear', '1000PEPEUSDT')).toMatchObject({ base: '1000PEPE', quote: 'USDT', linear: true, contractSize: 1 })
    expect(bybitUnlistedMarket('linear', 'BTCUSDT-27DEC24')).toMatchObject({ base: 'BTC', quote: 'USDT', linear: true })
    expect(bybitUnlistedMarket('linear', 'ETHPERP')).toMatchObject({ base: 'ETH', quote: 'USDC', linear: true })
    expect(bybitUnlistedMarket('linear', 'ETH-27DEC24')).toMatchObject({ base: 'ETH', quote: 'USDC', linear: true })
  })

  it('gives nothing where the coins or the size would be a guess', () => {
    // A spot pair has no separator: LUNAUSDT could be LUNA/USDT or LUNAU/SDT.
    expect(bybitUnlistedMarket('spot', 'LUNAUSDT')).toBeUndefined()
    expect(bybitUnlistedMarket('linear', 'ETHUSDC')).toBeUndefined()
    expect(bybitUnlistedMarket('inverse', 'BTCUSDT')).toBeUndefined()
    expect(bybitUnlistedMarket('inverse', 42)).toBeUndefined()
    // An OKX swap's contract value is per instrument and not in its fill.
    expect(okxUnlistedMarket('swap', 'LUNA-USDT-SWAP')).toBeUndefined()
    expect(okxUnlistedMarket('spot', 'LUNA-USDT-SWAP')).toBeUndefined()
  })

  it('reads an OKX spot pair from its instId, shaped as ccxt names it', () => {
    expect(okxUnlistedMarket('spot', 'LUNA-USDT')).toMatchObject({ id: 'LUNA-USDT', symbol: 'LUNA/USDT', base: 'LUNA', quote: 'USDT', spot: true })
    expect(okxUnlistedMarket('spot', 'LUNA-USDT')).not.toHaveProperty('contractSize')
  })
})
