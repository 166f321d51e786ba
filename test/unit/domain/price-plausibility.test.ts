import { describe, expect, it } from 'vitest'
import { priceWarnings } from '../../../src/domain/trades'

const lastTraded = { price: '61200', at: '2026-11-20T10:00:00.000Z' }

describe('price warnings of a trade draft', () => {
  it('says nothing of ordinary prices, blanks or unreadable text', () => {
    expect(priceWarnings({ entryPrice: '61200', exitPrice: '63950.5', lastTraded })).toEqual([])
    expect(priceWarnings({ entryPrice: '', exitPrice: '', lastTraded })).toEqual([])
    expect(priceWarnings({ entryPrice: 'abc', exitPrice: '-5' })).toEqual([])
    // A tripled price is still a move a coin can make; past it, the form asks.
    expect(priceWarnings({ entryPrice: '1', exitPrice: '3' })).toEqual([])
  })

  it('warns of an exit far from the entry, either way, in either decimal style', () => {
    expect(priceWarnings({ entryPrice: '61200', exitPrice: '120' })).toEqual([{ kind: 'exit-far-from-entry', entryPrice: '61200', exitPrice: '120' }])
    expect(priceWarnings({ entryPrice: '0,5', exitPrice: '1,6' })).toEqual([{ kind: 'exit-far-from-entry', entryPrice: '0,5', exitPrice: '1,6' }])
  })

  it('warns of prices that agree with each other but not with the last price the symbol was traded at', () => {
    expect(priceWarnings({ entryPrice: '6120', exitPrice: '6300', lastTraded })).toEqual([{ kind: 'far-from-last-traded', field: 'entryPrice', price: '6120', last: lastTraded }])
    expect(priceWarnings({ entryPrice: '', exitPrice: '612000', lastTraded })).toEqual([{ kind: 'far-from-last-traded', field: 'exitPrice', price: '612000', last: lastTraded }])
    expect(priceWarnings({ entryPrice: '60000', exitPrice: '', lastTraded })).toEqual([])
  })

  it('names the exit against the entry only once, not again against the last traded price', () => {
    expect(priceWarnings({ entryPrice: '61200', exitPrice: '120', lastTraded })).toHaveLength(1)
  })
})
