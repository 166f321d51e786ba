import { describe, expect, it } from 'vitest'
import { exchangeBrand } from '../../../src/domain'

describe('exchangeBrand', () => {
  it.each([
    ['binance', 'Binance'],
    ['okx', 'OKX'],
    ['kucoin', 'KuCoin'],
    ['gate', 'Gate.io'],
    ['gate.io', 'Gate.io'],
    [' BingX ', 'BingX'],
    ['my-local-broker', 'my-local-broker'],
  ])('%j is shown as %j', (id, shown) => {
    expect(exchangeBrand(id)).toBe(shown)
  })
})
