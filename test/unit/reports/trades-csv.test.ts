import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import {
  exportFileName,
  localDateTime,
  selectTradesForExport,
  TRADE_CSV_COLUMNS,
  type TradeCsvContext,
  type TradeCsvLabels,
  tradeCsvRows,
  tradesToCsv,
} from '../../../src/domain/backup'
import { buildTrade } from '../domain/builders'

const LABELS: TradeCsvLabels = {
  headers: Object.fromEntries(TRADE_CSV_COLUMNS.map((column) => [column, column])) as TradeCsvLabels['headers'],
  side: { long: 'Long', short: 'Short', buy: 'Buy', sell: 'Sell' },
  status: { open: 'Open', closed: 'Closed' },
  outcome: { win: 'Win', loss: 'Loss', breakeven: 'Breakeven' },
  marketType: { spot: 'Spot', linear: 'Linear', inverse: 'Inverse' },
}

const SETUP = 'aaaaaaaa-0000-4000-8000-000000000001'
const FOMO = 'aaaaaaaa-0000-4000-8000-000000000002'
const EVIL = 'aaaaaaaa-0000-4000-8000-000000000003'
const ACCOUNT = 'bbbbbbbb-0000-4000-8000-000000000001'

const context = (fields: Partial<TradeCsvContext> = {}): TradeCsvContext => ({
  timeZone: 'Europe/Madrid',
  breakevenBand: '0',
  tagNames: new Map([
    [SETUP, 'Breakout'],
    [FOMO, 'FOMO'],
    [EVIL, '=HYPERLINK("http://evil")'],
  ]),
  accountNames: new Map([[ACCOUNT, 'Binance, futures']]),
  labels: LABELS,
  ...fields,
})

/** One exported trade as a record of column -> cell. */
function rowOf(trade: Parameters<typeof buildTrade>[0], fields: Partial<TradeCsvContext> = {}) {
  const [header, row] = tradeCsvRows([buildTrade(trade)], context(fields))
  return Object.fromEntries(header!.map((column, index) => [column, row![index]]))
}

describe('tradeCsvRows', () => {
  it('writes a closed linear loss with every column a trader expects', () => {
    const row = rowOf({
      side: 'short',
      entryPrice: '60000',
      exitPrice: '61000',
      quantity: '0.5',
      leverage: 10,
      tradingFee: '3',
      fundingFee: '-1.25',
      stopLoss: '60500',
      takeProfit: '58000',
      openedAt: '2025-03-03T09:00:00.000Z',
      closedAt: '2025-03-03T11:30:05.000Z',
      setupId: SETUP,
      tagIds: [FOMO],
      accountId: ACCOUNT,
      exchange: 'binance',
      notes: 'Chased it',
    })
    expect(row).toEqual({
      openedAt: '2025-03-03 10:00:00',
      closedAt: '2025-03-03 12:30:05',
      timeZone: 'Europe/Madrid',
      openedAtUtc: '2025-03-03T09:00:00.000Z',
      closedAtUtc: '2025-03-03T11:30:05.000Z',
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      marketType: 'Linear',
      side: 'Short',
      status: 'Closed',
      outcome: 'Loss',
      entryPrice: '60000',
      exitPrice: '61000',
      quantity: '0.5',
      notional: '30000',
      leverage: '10',
      margin: '3000',
      tradingFee: '3',
      feeAsset: 'USDT',
      funding: '-1.25',
      // (60000 - 61000) x 0.5 = -500 gross; - 3 fee - 1.25 funding paid = -504.25 net.
      grossPnl: '-500',
      netPnl: '-504.25',
      pnlAsset: 'USDT',
      roiPercent: '-16.8083', // -504.25 / 3000
      rMultiple: '-2.017', // -504.25 / (500 x 0.5), 4 decimals
      stopLoss: '60500',
      takeProfit: '58000',
      setup: 'Breakout',
      tags: 'FOMO',
      exchange: 'Binance',
      account: 'Binance, futures',
      notes: 'Chased it',
      id: '00000000-0000-4000-8000-000000000001',
    })
  })

  it('leaves the figures of an open trade empty and follows the chosen zone across a DST change', () => {
    const row = rowOf({ exitPrice: undefined, closedAt: undefined, openedAt: '2025-03-30T01:30:00.000Z' })
    expect(row).toMatchObject({ status: 'Open', outcome: '', closedAt: '', closedAtUtc: '', grossPnl: '', netPnl: '', roiPercent: '', rMultiple: '' })
    // Madrid moved to summer time at 01:00 UTC that night: 01:30 UTC is 03:30 there.
    expect(row.openedAt).toBe('2025-03-30 03:30:00')
    expect(rowOf({ openedAt: '2025-03-30T01:30:00.000Z' }, { timeZone: 'America/Sao_Paulo' }).openedAt).toBe('2025-03-29 22:30:00')
    expect(rowOf({ openedAt: '2025-03-30T01:30:00.000Z' }, { timeZone: 'Not/AZone' })).toMatchObject({ openedAt: '2025-03-30 01:30:00', timeZone: 'UTC' })
  })

  it('names the fee coin and the P&L coin of an inverse contract', () => {
    const row = rowOf({
      symbol: 'BTCUSD',
      quoteAsset: 'USD',
      marketType: 'inverse',
      entryPrice: '50000',
      exitPrice: '60000',
      quantity: '100',
      contractSize: '100',
      tradingFee: '0.0001',
      feeAsset: 'BTC',
      leverage: undefined,
    })
    expect(row).toMatchObject({ marketType: 'Inverse', feeAsset: 'BTC', pnlAsset: 'BTC', leverage: '' })
    // 10000 USD of contracts from 50000 to 60000: 10000/50000 - 10000/60000 = 0.0333... BTC gross.
    expect(row.grossPnl).toMatch(/^0\.0333333/)
  })

  it('marks breakeven within the band and writes an override as the trade states it', () => {
    expect(rowOf({ exitPrice: '100.1', quantity: '1' }, { breakevenBand: '0.5' }).outcome).toBe('Breakeven')
    expect(rowOf({ overrides: { netPnl: '42.5' } })).toMatchObject({ netPnl: '42.5', outcome: 'Win' })
  })
})

describe('tradesToCsv', () => {
  it('reads back through an RFC 4180 parser cell for cell, with formulas neutralised and negatives numeric', () => {
    const trades = [
      buildTrade({ notes: 'Line 1\nLine 2, "quoted" — ünïcode 🚀', tagIds: [EVIL], exitPrice: '90' }),
      buildTrade({ id: '00000000-0000-4000-8000-000000000002', symbol: '=cmd|calc', notes: '@SUM(A1)' }),
    ]
    const text = tradesToCsv(trades, context())
    expect(text.startsWith('\uFEFF')).toBe(true)
    const parsed = Papa.parse<string[]>(text.slice(1), { newline: '\r\n' })
    expect(parsed.errors).toEqual([])
    const [header, first, second] = parsed.data
    expect(header).toEqual([...TRADE_CSV_COLUMNS])
    const at = (row: string[] | undefined, column: string) => row?.[TRADE_CSV_COLUMNS.indexOf(column as never)]
    expect(at(first, 'notes')).toBe('Line 1\nLine 2, "quoted" — ünïcode 🚀')
    expect(at(first, 'tags')).toBe('\'=HYPERLINK("http://evil")')
    expect(at(first, 'netPnl')).toBe('-20')
    expect(at(second, 'symbol')).toBe("'=cmd|calc")
    expect(at(second, 'notes')).toBe("'@SUM(A1)")
    expect(parsed.data.filter((row) => row.length > 1)).toHaveLength(3)
  })
})

describe('selectTradesForExport', () => {
  const trades = [
    buildTrade({ id: 'c', openedAt: '2025-03-12T10:00:00.000Z', closedAt: '2025-03-12T11:00:00.000Z', accountId: ACCOUNT }),
    buildTrade({ id: 'a', openedAt: '2025-02-27T10:00:00.000Z', closedAt: '2025-02-27T11:00:00.000Z', accountId: ACCOUNT }),
    buildTrade({ id: 'b', openedAt: '2025-03-01T10:00:00.000Z', closedAt: '2025-03-01T11:00:00.000Z' }),
  ]
  const now = Date.parse('2025-03-12T14:00:00.000Z')
  const ids = (filter: Parameters<typeof selectTradesForExport>[1]) => selectTradesForExport(trades, filter, { now, timeZone: 'UTC', breakevenBand: '0' }).map((trade) => trade.id)

  it.each<[string, Parameters<typeof selectTradesForExport>[1], string[]]>([
    ['everything, oldest first', {}, ['a', 'b', 'c']],
    ['this month', { datePreset: 'thisMonth' }, ['b', 'c']],
    ['last month', { datePreset: 'lastMonth' }, ['a']],
    ['a custom range, both days included', { datePreset: 'custom', from: '2025-02-27', to: '2025-03-01' }, ['a', 'b']],
    ['one account', { accountId: ACCOUNT }, ['a', 'c']],
    ['an account and a period', { accountId: ACCOUNT, datePreset: 'thisMonth' }, ['c']],
  ])('%s', (_case, filter, expected) => {
    expect(ids(filter)).toEqual(expected)
  })
})

describe('file names', () => {
  it("dates exports on the trader's calendar", () => {
    const now = Date.parse('2025-03-31T23:30:00.000Z')
    expect(exportFileName('trades', now, 'UTC')).toBe('trading-journal-trades-2025-03-31.csv')
    expect(exportFileName('backup', now, 'Europe/Madrid')).toBe('trading-journal-backup-2025-04-01.json')
    expect(localDateTime('not a date', 'UTC')).toBe('')
  })
})
