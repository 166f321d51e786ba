import { describe, expect, it } from 'vitest'
import { deriveTradeFigures, parseTradeDraft } from '../../../src/domain/trades'
import { emptyTradeFormValues, toPreviewDraft, toTradeDraft, type TradeFormValues, valuesForNextTrade } from '../../../src/features/trade-form/trade-form-values'
import { normaliseDecimalText } from '../../../src/domain/trades'

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

  // Coin-margined contracts pay funding in the coin: the form takes coins and hands the domain the
  // quote-coin amount trades keep, at the exit price (else the entry price).
  it.each<[string, Partial<TradeFormValues>, string | undefined]>([
    ['inverse, typed', { symbol: 'BTCUSD', marketType: 'inverse', entryPrice: '50000', exitPrice: '60000', fundingFee: '0.0001' }, '6'],
    ['inverse, read from the symbol', { symbol: 'BTCUSD_PERP', marketType: '', entryPrice: '50000', exitPrice: '60000', fundingFee: '-0,0002' }, '-12'],
    ['inverse, still open: at the entry price', { symbol: 'BTCUSD', marketType: 'inverse', entryPrice: '50000', exitPrice: '', closedAt: '', fundingFee: '0.0001' }, '5'],
    ['inverse, not a number yet', { symbol: 'BTCUSD', marketType: 'inverse', fundingFee: 'abc' }, 'abc'],
    ['linear: the quote coin as typed', { fundingFee: '-1.5' }, '-1.5'],
    ['none', { fundingFee: '' }, undefined],
  ])('funding: %s', (_name, changes, expected) => {
    expect(toTradeDraft({ ...typed, ...changes }).fundingFee).toBe(expected)
  })

  it('an inverse trade figures the funding in the coin typed', () => {
    const result = parseTradeDraft(
      toTradeDraft({ ...typed, symbol: 'BTCUSD', marketType: 'inverse', contractSize: '100', quantity: '100', entryPrice: '50000', exitPrice: '60000', fundingFee: '0.0001' }),
      { timeZone: 'UTC' },
    )
    expect(result.ok).toBe(true)
    if (result.ok) expect(deriveTradeFigures(result.value, { timeZone: 'UTC' }).funding).toBe('0.0001')
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
