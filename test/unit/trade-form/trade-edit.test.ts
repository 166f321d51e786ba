import { describe, expect, it } from 'vitest'
import { parseTradeDraft } from '../../../src/domain/trades'
import { toLocalDateTimeInput } from '../../../src/features/trade-form/local-date-time'
import { draftWithStoredCoins, newTradeFromDraft, tradeChangesFromDraft } from '../../../src/features/trade-form/trade-changes'
import { emptyTradeFormValues, timesInZone, toTradeDraft, tradeToFormValues, valuesForNextTrade } from '../../../src/features/trade-form/trade-form-values'
import { buildTrade, without } from '../domain/builders'

describe('toLocalDateTimeInput with exact', () => {
  it.each([
    ['2025-03-03T10:00:00.000Z', 'UTC', '2025-03-03T10:00'],
    ['2025-03-03T10:00:35.000Z', 'UTC', '2025-03-03T10:00:35'],
    ['2025-03-03T10:00:35.120Z', 'Asia/Kolkata', '2025-03-03T15:30:35.120'],
    ['2025-03-03T10:00:00.007Z', 'America/New_York', '2025-03-03T05:00:00.007'],
  ])('%s in %s', (instant, zone, expected) => {
    expect(toLocalDateTimeInput(new Date(instant), zone, { exact: true })).toBe(expected)
  })
})

describe('tradeToFormValues', () => {
  const trade = buildTrade({
    symbol: 'BTCUSD_PERP',
    baseAsset: 'BTC',
    quoteAsset: 'USD',
    marketType: 'inverse',
    contractSize: '100',
    tradingFee: '0.0001',
    feeAsset: 'BTC',
    fundingFee: '-0.5',
    stopLoss: '95',
    openedAt: '2025-03-03T09:00:12.345Z',
    exchange: 'binance',
    accountId: 'acc-1',
    setupId: 'setup-1',
    notes: 'Fade the squeeze',
    overrides: { margin: '25', netPnl: '0.001' },
  })

  it('shows every stored field as typed text', () => {
    expect(tradeToFormValues(trade, 'Europe/Madrid')).toEqual({
      symbol: 'BTCUSD_PERP',
      side: 'long',
      marketType: 'inverse',
      entryPrice: '100',
      exitPrice: '110',
      quantity: '2',
      contractSize: '100',
      leverage: '10',
      margin: '25',
      tradingFee: '0.0001',
      feeAsset: 'BTC',
      // Stored in the quote coin, shown in the contract's coin: -0.5 / 110, to 18 decimals.
      fundingFee: '-0.004545454545454545',
      netPnl: '0.001',
      stopLoss: '95',
      takeProfit: '',
      openedAt: '2025-03-03T10:00:12.345',
      closedAt: '2025-03-03T12:30',
      setupId: 'setup-1',
      exchange: 'binance',
      accountId: 'acc-1',
      notes: 'Fade the squeeze',
    })
  })

  it('round-trips: saving an untouched trade changes nothing it stores', () => {
    const draft = draftWithStoredCoins(toTradeDraft(tradeToFormValues(trade, 'Asia/Tokyo')), trade)
    const parsed = parseTradeDraft(draft, { timeZone: 'Asia/Tokyo' })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const changes = tradeChangesFromDraft(trade, parsed.value, draft)
    for (const [key, value] of Object.entries(changes)) expect(value, key).toEqual(trade[key as keyof typeof trade])
  })

  it('keeps an inverse funding typed again in the coin exactly: coins x the exit price', () => {
    const draft = draftWithStoredCoins(toTradeDraft({ ...tradeToFormValues(trade, 'UTC'), fundingFee: '0.01' }), trade)
    expect(draft.fundingFee).toBe('1.1')
  })

  it('closes an open trade when the exit is added', () => {
    const open = without(buildTrade(), 'exitPrice', 'closedAt')
    const values = { ...tradeToFormValues(open, 'UTC'), exitPrice: '120', closedAt: '2025-03-04T08:00' }
    const parsed = parseTradeDraft(toTradeDraft(values), { timeZone: 'UTC' })
    if (!parsed.ok) throw new Error('refused')
    expect(tradeChangesFromDraft(open, parsed.value, toTradeDraft(values))).toMatchObject({ exitPrice: '120', closedAt: '2025-03-04T08:00:00.000Z' })
  })
})

describe('tradeChangesFromDraft', () => {
  const trade = buildTrade({ tradingFee: '1', stopLoss: '90', tagIds: ['t1'], overrides: { margin: '30', realizedPnl: '19' } })
  const values = { ...tradeToFormValues(trade, 'UTC'), tradingFee: '', stopLoss: '', margin: '' }

  it('clears blanked optional fields and the typed margin, keeps other overrides and the tags', () => {
    const draft = toTradeDraft(values)
    const parsed = parseTradeDraft(draft, { timeZone: 'UTC' })
    if (!parsed.ok) throw new Error('refused')
    const changes = tradeChangesFromDraft(trade, parsed.value, draft)
    expect(changes).toMatchObject({ tradingFee: undefined, stopLoss: undefined, overrides: { realizedPnl: '19' }, tagIds: ['t1'] })
    expect('tradingFee' in changes).toBe(true)
    expect(changes).not.toHaveProperty('screenshots')
    expect(changes).not.toHaveProperty('source')
  })

  it('takes tags from the draft when the form carries them', () => {
    const draft = { ...toTradeDraft(values), tagIds: ['t2'] }
    const parsed = parseTradeDraft(draft, { timeZone: 'UTC' })
    if (!parsed.ok) throw new Error('refused')
    expect(tradeChangesFromDraft(trade, parsed.value, draft).tagIds).toEqual(['t2'])
  })

  it.each<[string, string, object | undefined]>([
    ['a typed net P&L is kept as an override', '18.5', { netPnl: '18.5' }],
    ['a blanked one is removed', '', undefined],
  ])('net P&L from the exchange: %s', (_name, typed, expected) => {
    const stated = buildTrade({ overrides: { netPnl: '17' } })
    const draft = toTradeDraft({ ...tradeToFormValues(stated, 'UTC'), netPnl: typed })
    const parsed = parseTradeDraft(draft, { timeZone: 'UTC' })
    if (!parsed.ok) throw new Error('refused')
    expect(tradeChangesFromDraft(stated, parsed.value, draft).overrides).toEqual(expected)
  })

  it('drops the overrides object when none is left', () => {
    const plain = buildTrade({ overrides: { margin: '30' } })
    const draft = toTradeDraft({ ...tradeToFormValues(plain, 'UTC'), margin: '' })
    const parsed = parseTradeDraft(draft, { timeZone: 'UTC' })
    if (!parsed.ok) throw new Error('refused')
    expect(tradeChangesFromDraft(plain, parsed.value, draft).overrides).toBeUndefined()
  })
})

describe('draftWithStoredCoins', () => {
  const trade = buildTrade({ symbol: 'XYZPERP', baseAsset: 'XYZ', quoteAsset: 'USDT' })
  it.each([
    ['same symbol keeps the coins', { symbol: ' xyzperp ' }, { baseAsset: 'XYZ', quoteAsset: 'USDT' }],
    ['a new symbol is read afresh', { symbol: 'ETHUSDT' }, {}],
  ])('%s', (_name, draft, expected) => {
    const result = draftWithStoredCoins(draft, trade)
    expect({ baseAsset: result.baseAsset, quoteAsset: result.quoteAsset }).toEqual({ baseAsset: undefined, quoteAsset: undefined, ...expected })
  })

  it('leaves a new trade alone', () => {
    expect(draftWithStoredCoins({ symbol: 'XYZPERP' }, undefined)).toEqual({ symbol: 'XYZPERP' })
  })
})

describe('new trades', () => {
  it('a manual trade with market type, contract size and fee coin', () => {
    const values = {
      ...emptyTradeFormValues(),
      symbol: 'BTCUSD',
      side: 'short',
      marketType: 'inverse',
      entryPrice: '50000',
      quantity: '10',
      contractSize: '100',
      tradingFee: '0.00002',
      feeAsset: 'btc',
      openedAt: '2025-03-03T10:00',
    }
    const parsed = parseTradeDraft(toTradeDraft(values), { timeZone: 'UTC' })
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    expect(newTradeFromDraft(parsed.value)).toMatchObject({
      marketType: 'inverse',
      contractSize: '100',
      feeAsset: 'BTC',
      side: 'short',
      source: 'manual',
      screenshots: [],
      tagIds: [],
    })
  })

  it('the next trade keeps market, contract size and fee coin', () => {
    const values = { ...emptyTradeFormValues(), symbol: 'BTCUSD', marketType: 'inverse', contractSize: '100', feeAsset: 'BTC', entryPrice: '5' }
    expect(valuesForNextTrade(values, '2025-03-04T09:00')).toMatchObject({ marketType: 'inverse', contractSize: '100', feeAsset: 'BTC', entryPrice: '' })
  })
})

describe('timesInZone', () => {
  const blank = emptyTradeFormValues()
  it.each<[string, Partial<typeof blank>, string, string, Partial<typeof blank>]>([
    ["a new trade's default time, device in UTC, trader in Tokyo", { openedAt: '2026-10-30T02:32' }, 'UTC', 'Asia/Tokyo', { openedAt: '2026-10-30T11:32' }],
    [
      'both times, seconds kept',
      { openedAt: '2026-10-30T05:00:12', closedAt: '2026-10-30T07:30' },
      'UTC',
      'America/New_York',
      { openedAt: '2026-10-30T01:00:12', closedAt: '2026-10-30T03:30' },
    ],
    ['a blank close time stays blank', { openedAt: '2026-10-30T14:00', closedAt: '' }, 'Asia/Tokyo', 'UTC', { openedAt: '2026-10-30T05:00', closedAt: '' }],
    ['text that is no time stays as typed', { openedAt: '2026-02-30T10:00', closedAt: 'soon' }, 'UTC', 'Asia/Tokyo', { openedAt: '2026-02-30T10:00', closedAt: 'soon' }],
  ])('%s', (_case, times, from, to, expected) => {
    expect(timesInZone({ ...blank, ...times }, from, to)).toEqual({ ...blank, ...times, ...expected })
  })

  it("an edited trade shown in the device zone moves to the trader's, and saving it untouched keeps its instants", () => {
    const trade = buildTrade({ openedAt: '2026-10-30T05:00:00.000Z', closedAt: '2026-10-30T07:15:30.000Z' })
    const moved = timesInZone(tradeToFormValues(trade, 'UTC'), 'UTC', 'Asia/Tokyo', trade)
    expect(moved).toEqual(tradeToFormValues(trade, 'Asia/Tokyo'))
    expect([moved.openedAt, moved.closedAt]).toEqual(['2026-10-30T14:00', '2026-10-30T16:15:30'])
  })

  it('a stored time in the hour a DST change repeats is taken from the trade, not read back from the wall clock', () => {
    // 01:30 happens twice in New York on 2026-11-01; the trade opened at the second one (EST).
    const trade = buildTrade({ openedAt: '2026-11-01T06:30:00.000Z', closedAt: '2026-11-01T07:00:00.000Z' })
    const moved = timesInZone(tradeToFormValues(trade, 'America/New_York'), 'America/New_York', 'UTC', trade)
    expect([moved.openedAt, moved.closedAt]).toEqual(['2026-11-01T06:30', '2026-11-01T07:00'])
  })
})
