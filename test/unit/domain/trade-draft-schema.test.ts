import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  createTradeDraftSchema,
  deriveTradeFigures,
  parseTradeDraft,
  previewTradeDraft,
  TRADE_DRAFT_ERROR_CODES,
  type TradeDraft,
  type TradeDraftErrorCode,
} from '../../../src/domain/trades'

const options = { timeZone: 'Europe/Madrid' }

/** A closed BTCUSDT long as typed in Madrid (UTC+1 in March). */
const valid: TradeDraft = {
  symbol: 'btcusdt',
  side: 'long',
  entryPrice: '100',
  exitPrice: '110.50',
  quantity: '2',
  leverage: '10',
  tradingFee: '0.5',
  openedAt: '2025-03-03T10:00',
  closedAt: '2025-03-03T12:30',
  notes: 'Breakout retest',
}

function issuesOf(draft: TradeDraft): { code: TradeDraftErrorCode; path: string }[] {
  const result = parseTradeDraft(draft, options)
  return result.ok ? [] : [...result.issues]
}

describe('valid drafts', () => {
  it('normalises a typed draft', () => {
    const result = parseTradeDraft(valid, options)
    expect(result).toEqual({
      ok: true,
      value: {
        symbol: 'BTCUSDT',
        baseAsset: 'BTC',
        quoteAsset: 'USDT',
        marketType: 'linear',
        side: 'long',
        entryPrice: '100',
        exitPrice: '110.5',
        quantity: '2',
        leverage: 10,
        tradingFee: '0.5',
        openedAt: '2025-03-03T09:00:00.000Z',
        closedAt: '2025-03-03T11:30:00.000Z',
        notes: 'Breakout retest',
        tagIds: [],
      },
    })
  })

  it.each<[string, TradeDraft, Record<string, unknown>]>([
    ['an open trade without exit price and close time', { ...valid, exitPrice: '', closedAt: '  ' }, { exitPrice: undefined, closedAt: undefined }],
    ['spot with buy', { ...valid, side: 'buy', leverage: '' }, { marketType: 'spot', side: 'buy', leverage: undefined }],
    ['spot typed explicitly turns long into buy', { ...valid, marketType: 'spot', side: 'LONG' }, { marketType: 'spot', side: 'buy' }],
    ['a derivative symbol turns sell into short', { ...valid, symbol: 'BTC-USDT-SWAP', side: 'sell' }, { marketType: 'linear', side: 'short' }],
    ['an inverse symbol', { ...valid, symbol: 'BTC-USD-SWAP', contractSize: '100' }, { marketType: 'inverse', baseAsset: 'BTC', quoteAsset: 'USD', contractSize: '100' }],
    ['stated coins win over the symbol', { ...valid, symbol: 'MYPAIR', baseAsset: 'abc', quoteAsset: 'usdt' }, { baseAsset: 'ABC', quoteAsset: 'USDT' }],
    [
      'ISO instants with offsets',
      { ...valid, openedAt: '2025-03-03T10:00:00+05:00', closedAt: '2025-03-03T06:00:00Z' },
      { openedAt: '2025-03-03T05:00:00.000Z', closedAt: '2025-03-03T06:00:00.000Z' },
    ],
    ['seconds and milliseconds', { ...valid, openedAt: '2025-03-03T10:00:05.25' }, { openedAt: '2025-03-03T09:00:05.250Z' }],
    ['exit time equal to entry time', { ...valid, closedAt: valid.openedAt }, { closedAt: '2025-03-03T09:00:00.000Z' }],
    ['leverage bounds and decimals', { ...valid, leverage: '200' }, { leverage: 200 }],
    ['leverage 1', { ...valid, leverage: '1' }, { leverage: 1 }],
    ['leverage 2.5', { ...valid, leverage: '2.5' }, { leverage: 2.5 }],
    ['18-decimal quantity', { ...valid, quantity: '0.000000000000000001', tradingFee: '' }, { quantity: '0.000000000000000001', tradingFee: undefined }],
    ['fee equal to the notional', { ...valid, tradingFee: '200' }, { tradingFee: '200' }],
    ['fee in the base coin', { ...valid, tradingFee: '0.001', feeAsset: 'btc' }, { tradingFee: '0.001', feeAsset: 'BTC' }],
    ['huge fee in a third coin is not compared', { ...valid, tradingFee: '5000', feeAsset: 'BNB' }, { tradingFee: '5000', feeAsset: 'BNB' }],
    ['funding paid and stop, target', { ...valid, fundingFee: '-0.30', stopLoss: '95', takeProfit: '120' }, { fundingFee: '-0.3', stopLoss: '95', takeProfit: '120' }],
    ['overrides', { ...valid, margin: '25', realizedPnl: '21.00', netPnl: '-1' }, { overrides: { margin: '25', realizedPnl: '21', netPnl: '-1' } }],
    [
      'spaces trimmed, tags de-duplicated',
      { ...valid, entryPrice: ' 100 ', tagIds: ['a', 'b', 'a'], exchange: ' Binance ' },
      { entryPrice: '100', tagIds: ['a', 'b'], exchange: 'binance' },
    ],
    ['null means not given', { ...valid, stopLoss: null, notes: null }, { stopLoss: undefined, notes: '' }],
  ])('accepts %s', (_name, draft, expected) => {
    const result = parseTradeDraft(draft, options)
    expect(result.ok ? [] : result.issues).toEqual([])
    if (!result.ok) return
    for (const [key, value] of Object.entries(expected)) expect(result.value[key as keyof typeof result.value], key).toEqual(value)
  })

  it('feeds deriveTradeFigures directly', () => {
    const result = parseTradeDraft(valid, options)
    if (!result.ok) throw new Error('expected a valid draft')
    const figures = deriveTradeFigures(result.value, { timeZone: options.timeZone })
    expect(figures.netPnl?.value).toBe('20.5')
    expect(figures.periodOfDay).toBe('morning')
  })

  it('reads local times in UTC when the zone is unknown', () => {
    const result = parseTradeDraft(valid, { timeZone: 'Nowhere/Special' })
    expect(result.ok && result.value.openedAt).toBe('2025-03-03T10:00:00.000Z')
  })

  it('reads each call in its own zone, whichever zones were read before', () => {
    const openedIn = (timeZone: string) => {
      const result = parseTradeDraft(valid, { timeZone })
      return result.ok ? result.value.openedAt : undefined
    }
    expect([openedIn('Europe/Madrid'), openedIn('America/New_York'), openedIn('Europe/Madrid'), openedIn('UTC')]).toEqual([
      '2025-03-03T09:00:00.000Z',
      '2025-03-03T15:00:00.000Z',
      '2025-03-03T09:00:00.000Z',
      '2025-03-03T10:00:00.000Z',
    ])
  })

  it('is a valibot schema usable directly', () => {
    expect(v.safeParse(createTradeDraftSchema(options), valid).success).toBe(true)
  })
})

describe('refused drafts', () => {
  it.each<[string, TradeDraft, [TradeDraftErrorCode, string][]]>([
    ['empty symbol', { ...valid, symbol: ' ' }, [['REQUIRED', 'symbol']]],
    ['missing symbol', { ...valid, symbol: undefined }, [['REQUIRED', 'symbol']]],
    ['unrecognised symbol', { ...valid, symbol: 'HELLO' }, [['SYMBOL_UNRECOGNISED', 'symbol']]],
    [
      'symbol too long',
      { ...valid, symbol: 'X'.repeat(41) },
      [
        ['TOO_LONG', 'symbol'],
        ['SYMBOL_UNRECOGNISED', 'symbol'],
      ],
    ],
    ['missing side', { ...valid, side: '' }, [['REQUIRED', 'side']]],
    ['unknown side', { ...valid, side: 'up' }, [['INVALID_SIDE', 'side']]],
    ['unknown market type', { ...valid, marketType: 'options' }, [['INVALID_MARKET_TYPE', 'marketType']]],
    ['missing entry price', { ...valid, entryPrice: '' }, [['REQUIRED', 'entryPrice']]],
    ['zero entry price', { ...valid, entryPrice: '0' }, [['MUST_BE_POSITIVE', 'entryPrice']]],
    ['negative entry price', { ...valid, entryPrice: '-100' }, [['MUST_BE_POSITIVE', 'entryPrice']]],
    ['text entry price', { ...valid, entryPrice: 'abc' }, [['NOT_A_NUMBER', 'entryPrice']]],
    ['exponent entry price', { ...valid, entryPrice: '1e3' }, [['EXPONENT_NOT_ALLOWED', 'entryPrice']]],
    ['decimal comma', { ...valid, entryPrice: '100,5' }, [['NOT_A_NUMBER', 'entryPrice']]],
    ['thousands grouped with a comma', { ...valid, entryPrice: '60,000' }, [['THOUSANDS_SEPARATOR', 'entryPrice']]],
    ['millions grouped, with decimals', { ...valid, entryPrice: '1,250,000.5' }, [['THOUSANDS_SEPARATOR', 'entryPrice']]],
    ['19 decimals', { ...valid, quantity: '0.1234567890123456789' }, [['TOO_MANY_DECIMALS', 'quantity']]],
    ['zero quantity', { ...valid, quantity: '0' }, [['MUST_BE_POSITIVE', 'quantity']]],
    ['missing quantity', { ...valid, quantity: undefined }, [['REQUIRED', 'quantity']]],
    ['negative exit price', { ...valid, exitPrice: '-1' }, [['MUST_BE_POSITIVE', 'exitPrice']]],
    ['zero contract size', { ...valid, contractSize: '0' }, [['MUST_BE_POSITIVE', 'contractSize']]],
    ['leverage below 1', { ...valid, leverage: '0.5' }, [['LEVERAGE_OUT_OF_RANGE', 'leverage']]],
    ['leverage above 200', { ...valid, leverage: '200.01' }, [['LEVERAGE_OUT_OF_RANGE', 'leverage']]],
    ['leverage text', { ...valid, leverage: '10x' }, [['NOT_A_NUMBER', 'leverage']]],
    ['negative fee', { ...valid, tradingFee: '-0.5' }, [['MUST_NOT_BE_NEGATIVE', 'tradingFee']]],
    ['fee above the notional', { ...valid, tradingFee: '200.01' }, [['FEE_EXCEEDS_NOTIONAL', 'tradingFee']]],
    ['base-coin fee above the notional', { ...valid, tradingFee: '2.5', feeAsset: 'BTC' }, [['FEE_EXCEEDS_NOTIONAL', 'tradingFee']]],
    ['funding text', { ...valid, fundingFee: 'paid' }, [['NOT_A_NUMBER', 'fundingFee']]],
    ['zero stop loss', { ...valid, stopLoss: '0' }, [['MUST_BE_POSITIVE', 'stopLoss']]],
    ['a long stop above the entry', { ...valid, side: 'long', stopLoss: '120' }, [['STOP_NOT_BELOW_ENTRY', 'stopLoss']]],
    ['a long stop at the entry', { ...valid, side: 'long', stopLoss: valid.entryPrice }, [['STOP_NOT_BELOW_ENTRY', 'stopLoss']]],
    ['a short stop below the entry', { ...valid, side: 'short', stopLoss: '50' }, [['STOP_NOT_ABOVE_ENTRY', 'stopLoss']]],
    ['a spot sell stop below the entry', { ...valid, side: 'sell', symbol: 'BTC/USDT', stopLoss: '50' }, [['STOP_NOT_ABOVE_ENTRY', 'stopLoss']]],
    ['negative take profit', { ...valid, takeProfit: '-5' }, [['MUST_BE_POSITIVE', 'takeProfit']]],
    ['zero margin override', { ...valid, margin: '0' }, [['MUST_BE_POSITIVE', 'margin']]],
    ['text P&L override', { ...valid, realizedPnl: 'lots' }, [['NOT_A_NUMBER', 'realizedPnl']]],
    ['missing open time', { ...valid, openedAt: '' }, [['REQUIRED', 'openedAt']]],
    ['impossible date', { ...valid, openedAt: '2025-02-30T10:00', closedAt: '2025-03-03T12:30' }, [['INVALID_DATE', 'openedAt']]],
    ['garbage close time', { ...valid, closedAt: 'yesterday' }, [['INVALID_DATE', 'closedAt']]],
    ['hour 24', { ...valid, closedAt: '2025-03-03T24:00' }, [['INVALID_DATE', 'closedAt']]],
    ['exit before entry', { ...valid, closedAt: '2025-03-03T09:59' }, [['EXIT_BEFORE_ENTRY', 'closedAt']]],
    ['exit price without close time', { ...valid, closedAt: '' }, [['CLOSE_TIME_REQUIRED', 'closedAt']]],
    ['close time without exit price', { ...valid, exitPrice: '' }, [['EXIT_PRICE_REQUIRED', 'exitPrice']]],
    ['notes too long', { ...valid, notes: 'x'.repeat(20_001) }, [['TOO_LONG', 'notes']]],
    ['tag id not text', { ...valid, tagIds: [1 as unknown as string] }, [['INVALID_TYPE', 'tagIds.0']]],
    ['price as a JSON number', { ...valid, entryPrice: 100 as unknown as string }, [['INVALID_TYPE', 'entryPrice']]],
    [
      'several at once, each on its field',
      { ...valid, entryPrice: '-1', quantity: 'two', leverage: '500', closedAt: '2025-03-03T09:00' },
      [
        ['MUST_BE_POSITIVE', 'entryPrice'],
        ['NOT_A_NUMBER', 'quantity'],
        ['LEVERAGE_OUT_OF_RANGE', 'leverage'],
        ['EXIT_BEFORE_ENTRY', 'closedAt'],
      ],
    ],
  ])('refuses %s', (_name, draft, expected) => {
    expect(issuesOf(draft)).toEqual(expected.map(([code, path]) => ({ code, path })))
  })

  it.each([[null], ['trade'], [42], [[]], [undefined]])('refuses a non-object (%j) as INVALID_TYPE', (input) => {
    expect(parseTradeDraft(input, options)).toEqual({ ok: false, issues: [{ code: 'INVALID_TYPE', path: '' }] })
  })

  it('every code is covered by this table or documented as reserved', () => {
    expect(new Set(TRADE_DRAFT_ERROR_CODES).size).toBe(TRADE_DRAFT_ERROR_CODES.length)
  })
})

describe('missing keys', () => {
  it('an empty object reports every required field', () => {
    expect(issuesOf({})).toEqual([
      { code: 'REQUIRED', path: 'symbol' },
      { code: 'REQUIRED', path: 'side' },
      { code: 'REQUIRED', path: 'entryPrice' },
      { code: 'REQUIRED', path: 'quantity' },
      { code: 'REQUIRED', path: 'openedAt' },
    ])
  })

  it('unknown keys are dropped', () => {
    const result = parseTradeDraft({ ...valid, injected: '<script>' }, options)
    expect(result.ok && 'injected' in result.value).toBe(false)
  })
})

describe('previewTradeDraft', () => {
  it('gives figures for a valid draft and nothing for an invalid one', () => {
    const preview = previewTradeDraft({ ...valid, stopLoss: '95' }, { timeZone: 'Europe/Madrid', breakevenBand: '0' })
    expect(preview?.netPnl?.value).toBe('20.5')
    expect(preview?.rMultiple).toBe(2.05)
    expect(previewTradeDraft({ ...valid, quantity: 'x' }, { timeZone: 'UTC' })).toBeUndefined()
  })

  it('previews an open trade', () => {
    const preview = previewTradeDraft({ ...valid, exitPrice: '', closedAt: '', stopLoss: '90' }, { timeZone: 'UTC' })
    expect(preview?.status).toBe('open')
    expect(preview?.initialRisk).toBe('20')
    expect(preview?.margin.value).toBe('20')
  })
})
