import { describe, expect, it } from 'vitest'
import { parseTradeDraft } from '../../../src/domain/trades'
import {
  emptyTradeFormValues,
  normaliseDecimalText,
  toPreviewDraft,
  toTradeDraft,
  type TradeFormValues,
  valuesForNextTrade,
} from '../../../src/features/trade-form/trade-form-values'

const typed: TradeFormValues = {
  ...emptyTradeFormValues(),
  symbol: 'BTCUSDT',
  side: 'long',
  entryPrice: '60000',
  exitPrice: '61000',
  quantity: '0.5',
  leverage: '10',
  tradingFee: '3',
  openedAt: '2025-03-03T10:00',
  closedAt: '2025-03-03T12:00',
  exchange: 'Binance',
  accountId: 'acc-1',
  notes: 'Breakout',
}

describe('normaliseDecimalText', () => {
  it.each([
    ['60000,5', '60000.5'],
    [' 0,25 ', '0.25'],
    ['-0,3', '-0.3'],
    ['60000.5', '60000.5'],
    ['1.000,5', '1.000,5'],
    ['1,000,5', '1,000,5'],
    // Sixty thousand on an English keyboard, sixty on a Spanish one: left for the domain to refuse.
    ['60,000', '60,000'],
    ['-1,500', '-1,500'],
    ['0,500', '0.500'],
    ['1,50', '1.50'],
    ['abc', 'abc'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseDecimalText(input)).toBe(expected)
  })
})

describe('toTradeDraft', () => {
  it('leaves blank optional fields out and keeps the required ones', () => {
    const draft = toTradeDraft({ ...emptyTradeFormValues(), side: 'long' })
    expect(draft).toEqual({ symbol: '', side: 'long', openedAt: '' })
  })

  it('gives the domain a valid draft for a typed trade, decimal comma included', () => {
    const result = parseTradeDraft(toTradeDraft({ ...typed, entryPrice: '60000,5' }), { timeZone: 'UTC' })
    expect(result.ok && result.value.entryPrice).toBe('60000.5')
  })

  it('previews an exit price without a close time as closed at the open time', () => {
    expect(toPreviewDraft({ ...typed, closedAt: '' }).closedAt).toBe('2025-03-03T10:00')
    expect(toTradeDraft({ ...typed, closedAt: '' }).closedAt).toBeUndefined()
  })
})

describe('valuesForNextTrade', () => {
  it('clears numbers, close time and notes and keeps symbol, side, exchange and account', () => {
    const next = valuesForNextTrade(typed, '2025-03-04T09:00')
    expect(next).toEqual({ ...emptyTradeFormValues(), symbol: 'BTCUSDT', side: 'long', exchange: 'Binance', accountId: 'acc-1', openedAt: '2025-03-04T09:00' })
  })
})
