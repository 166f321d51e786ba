import { describe, expect, it } from 'vitest'
import { parseTradeDraft } from '../../../src/domain/trades'
import { toLocalDateTimeInput } from '../../../src/features/trade-form/local-date-time'
import type { Trade } from '../../../src/domain'
import { draftWithStoredCoins, newTradeFromDraft, tradeEditFromForm, untouchedFormValue } from '../../../src/features/trade-form/trade-changes'
import { emptyTradeFormValues, timesInZone, toTradeDraft, type TradeFormValues, tradeToFormValues, valuesForNextTrade } from '../../../src/features/trade-form/trade-form-values'
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

  it('keeps an inverse funding typed again in the coin exactly: coins x the exit price', () => {
    const draft = draftWithStoredCoins(toTradeDraft({ ...tradeToFormValues(trade, 'UTC'), fundingFee: '0.01' }), trade)
    expect(draft.fundingFee).toBe('1.1')
  })
})

/**
 * The edit form saved with `typed` over the form's values for `opened`, onto `current` (the trade as
 * stored when Save is pressed, perhaps changed by a sync since the form opened).
 */
function saveForm(opened: Trade, typed: Partial<TradeFormValues>, current: Trade = opened, options: { zone?: string; tagIds?: readonly string[] } = {}) {
  const zone = options.zone ?? 'UTC'
  const draft = draftWithStoredCoins({ ...toTradeDraft({ ...tradeToFormValues(opened, zone), ...typed }), tagIds: options.tagIds ?? opened.tagIds }, opened)
  const parsed = parseTradeDraft(draft, { timeZone: zone })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return tradeEditFromForm({ opened, untouched: untouchedFormValue(opened, zone), saved: parsed.value }, current)
}

describe('tradeEditFromForm: saving an untouched form writes nothing', () => {
  it.each<[string, Partial<Trade>, string]>([
    ['a plain closed trade', {}, 'UTC'],
    [
      'an inverse trade: funding shown in the coin, overrides, fee coin, times with seconds and milliseconds',
      {
        symbol: 'BTCUSD_PERP',
        baseAsset: 'BTC',
        quoteAsset: 'USD',
        marketType: 'inverse',
        contractSize: '100',
        tradingFee: '0.0001',
        feeAsset: 'BTC',
        fundingFee: '-0.5',
        openedAt: '2025-03-03T09:00:12.345Z',
        overrides: { margin: '25', netPnl: '0.001', realizedPnl: '0.002' },
      },
      'Asia/Tokyo',
    ],
    ['coins an imported symbol does not tell', { symbol: 'XYZPERP', baseAsset: 'XYZ', quoteAsset: 'USDT' }, 'UTC'],
    ['tags, setup, account, venue and notes', { tagIds: ['t1', 't2'], setupId: 'setup-1', accountId: 'acc-1', exchange: 'bybit', notes: 'Line one\nline two' }, 'Europe/Madrid'],
    ['a decimal stored with a trailing zero (the form reads it as 100.5)', { entryPrice: '100.50' }, 'UTC'],
    [
      'an open time in the hour a DST change repeats (the form reads it as the first one)',
      { openedAt: '2026-11-01T06:30:00.000Z', closedAt: '2026-11-01T07:00:00.000Z' },
      'America/New_York',
    ],
  ])('%s', (_name, fields, zone) => {
    const trade = buildTrade(fields)
    expect(saveForm(trade, {}, trade, { zone })).toEqual({ changes: {}, replaced: [] })
    // Nor does it undo what another device changed meanwhile.
    const synced = { ...trade, exitPrice: '999', tradingFee: '7', notes: 'from the other device', tagIds: [...trade.tagIds, 't9'] }
    expect(saveForm(trade, {}, synced, { zone })).toEqual({ changes: {}, replaced: [] })
  })
})

describe('tradeEditFromForm: only what the trader changed, onto the trade as it is now', () => {
  const opened = buildTrade({ exitPrice: '61000', tradingFee: '3', stopLoss: '90', notes: 'original', tagIds: ['t1'], overrides: { margin: '30' } })
  const lost = (field: string, value: unknown) => ({ field, lostValue: JSON.stringify(value) })

  it.each<[string, Partial<TradeFormValues>, Partial<Trade>, object, object[]]>([
    ['notes typed, exit price and fee changed on another device: only the notes are written', { notes: 'mine' }, { exitPrice: '65000', tradingFee: '7' }, { notes: 'mine' }, []],
    ['a field changed on both: the typed value, the replaced one listed', { exitPrice: '62000' }, { exitPrice: '65000' }, { exitPrice: '62000' }, [lost('exitPrice', '65000')]],
    ['a field changed on both to the same value: nothing listed', { exitPrice: '65000' }, { exitPrice: '65000' }, { exitPrice: '65000' }, []],
    ['a blanked field is cleared', { stopLoss: '' }, {}, { stopLoss: undefined }, []],
    ['a field cleared on the other device and typed here: the empty value is listed', { stopLoss: '95' }, { stopLoss: undefined }, { stopLoss: '95' }, [lost('stopLoss', null)]],
    ['notes written on both', { notes: 'mine' }, { notes: 'theirs' }, { notes: 'mine' }, [lost('notes', 'theirs')]],
    [
      "a typed margin joins the overrides as they are now (an exchange's P&L synced meanwhile stays)",
      { margin: '40' },
      { overrides: { margin: '30', realizedPnl: '19' } },
      { overrides: { margin: '40', realizedPnl: '19' } },
      [],
    ],
    ['the margin blanked: no overrides left', { margin: '' }, {}, { overrides: undefined }, []],
    ['a net P&L typed on both', { netPnl: '18' }, { overrides: { margin: '30', netPnl: '17' } }, { overrides: { margin: '30', netPnl: '18' } }, [lost('overrides.netPnl', '17')]],
    [
      'a new symbol brings its coins; only the symbol is listed when it changed on both',
      { symbol: 'ETHUSDT' },
      { symbol: 'SOLUSDT', baseAsset: 'SOL' },
      { symbol: 'ETHUSDT', baseAsset: 'ETH', quoteAsset: 'USDT' },
      [lost('symbol', 'SOLUSDT')],
    ],
  ])('%s', (_name, typed, underneath, changes, replaced) => {
    const edit = saveForm(opened, typed, { ...opened, ...underneath })
    expect(edit.changes).toEqual(changes)
    expect(edit.replaced).toEqual(replaced)
  })

  it.each<[string, string[], string[], string[]]>([
    ['a tag added here and one added there: both', ['t1', 't2'], ['t1', 't3'], ['t1', 't3', 't2']],
    ['a tag removed here, one added there', [], ['t1', 't3'], ['t3']],
    ['a tag removed there, one added here: the removal stays', ['t1', 't2'], [], ['t2']],
  ])('tags merge as a set: %s', (_name, typed, underneath, expected) => {
    expect(saveForm(opened, {}, { ...opened, tagIds: underneath }, { tagIds: typed }).changes).toEqual({ tagIds: expected })
  })

  it('closes an open trade when the exit is added', () => {
    const open = without(buildTrade(), 'exitPrice', 'closedAt')
    expect(saveForm(open, { exitPrice: '120', closedAt: '2025-03-04T08:00' }).changes).toEqual({ exitPrice: '120', closedAt: '2025-03-04T08:00:00.000Z' })
  })

  it("an inverse trade's exit price typed anew moves its funding with it (the form shows it in the coin)", () => {
    const inverse = buildTrade({ symbol: 'BTCUSD_PERP', baseAsset: 'BTC', quoteAsset: 'USD', marketType: 'inverse', contractSize: '100', fundingFee: '-0.5', exitPrice: '100' })
    expect(saveForm(inverse, { exitPrice: '125' }).changes).toEqual({ exitPrice: '125', fundingFee: '-0.625' })
  })

  it('a trade the form would refuse as stored is compared as stored: the corrected field is written', () => {
    const refused = buildTrade({ leverage: 500 })
    expect(saveForm(refused, { leverage: '20' }).changes).toEqual({ leverage: 20 })
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
