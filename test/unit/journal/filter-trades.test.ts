import { describe, expect, it } from 'vitest'
import {
  activeFilterKeys,
  compileJournalFilter,
  createTradeSummaryCache,
  EMPTY_JOURNAL_FILTER,
  filterTrades,
  hasActiveFilters,
  type JournalFilter,
  searchWords,
  withoutFilter,
  withoutTag,
} from '../../../src/domain/journal'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade, without } from '../domain/builders'

// Wednesday 2025-03-12 14:00 UTC.
const now = Date.parse('2025-03-12T14:00:00.000Z')

let counter = 0
function trade(fields: Partial<Trade>): Trade {
  counter += 1
  return buildTrade({ id: `trade-${counter}`, ...fields })
}

// Linear long of 2 @ 100: exit 110 wins 20, exit 90 loses 20, exit 100 is breakeven.
const win = trade({
  symbol: 'BTCUSDT',
  exitPrice: '110',
  openedAt: '2025-03-12T09:00:00.000Z',
  closedAt: '2025-03-12T10:00:00.000Z',
  notes: 'Breakout on the daily',
  exchange: 'binance',
  setupId: 'setup-a',
  tagIds: ['fomo'],
})
const loss = trade({
  symbol: 'ETHUSDT',
  baseAsset: 'ETH',
  side: 'short',
  exitPrice: '110',
  openedAt: '2025-03-11T09:00:00.000Z',
  closedAt: '2025-03-11T10:00:00.000Z',
  exchange: 'bybit',
  accountId: 'acc-1',
  tagIds: ['late', 'fomo'],
})
const flat = trade({
  symbol: 'SOLUSDT',
  baseAsset: 'SOL',
  exitPrice: '100',
  openedAt: '2025-03-03T09:00:00.000Z',
  closedAt: '2025-03-03T10:00:00.000Z',
  notes: 'Scalp, breakout failed',
  exchange: 'Binance',
})
const small = trade({ symbol: 'BTCUSDT', exitPrice: '100.2', openedAt: '2025-02-20T09:00:00.000Z', closedAt: '2025-02-20T10:00:00.000Z' })
const open = without(trade({ id: 'trade-open', symbol: 'BTCUSDT', openedAt: '2024-12-31T23:30:00.000Z', notes: 'still running' }), 'exitPrice', 'closedAt')
const all = [win, loss, flat, small, open]

function run(filter: Partial<JournalFilter>, band = '0', timeZone = 'UTC'): string[] {
  const cache = createTradeSummaryCache(band)
  return filterTrades(all, { ...EMPTY_JOURNAL_FILTER, ...filter }, { now, timeZone, summaryOf: cache.get }).map((t) => t.id)
}

describe('filterTrades', () => {
  it.each<[string, Partial<JournalFilter>, Trade[]]>([
    ['no filter', {}, all],
    ['today', { datePreset: 'today' }, [win]],
    ['yesterday', { datePreset: 'yesterday' }, [loss]],
    ['this week', { datePreset: 'thisWeek' }, [win, loss]],
    ['last week', { datePreset: 'lastWeek' }, [flat]],
    ['this month', { datePreset: 'thisMonth' }, [win, loss, flat]],
    ['last month', { datePreset: 'lastMonth' }, [small]],
    ['this year', { datePreset: 'thisYear' }, [win, loss, flat, small]],
    ['custom range', { datePreset: 'custom', from: '2025-02-01', to: '2025-03-03' }, [flat, small]],
    ['custom without days', { datePreset: 'custom' }, all],
    ['symbol, any case', { symbol: 'btcusdt' }, [win, small, open]],
    ['side', { side: 'short' }, [loss]],
    ['outcome win', { outcome: 'win' }, [win, small]],
    ['outcome loss', { outcome: 'loss' }, [loss]],
    ['outcome breakeven', { outcome: 'breakeven' }, [flat]],
    ['outcome open', { outcome: 'open' }, [open]],
    ['setup', { setupId: 'setup-a' }, [win]],
    ['tags, any of', { tagIds: ['late', 'nothing'] }, [loss]],
    ['tags match the setup too', { tagIds: ['setup-a'] }, [win]],
    ['exchange, any case', { exchange: 'BINANCE' }, [win, flat]],
    ['account', { accountId: 'acc-1' }, [loss]],
    ['search in notes', { search: 'breakout' }, [win, flat]],
    ['search, every word', { search: 'breakout  FAILED' }, [flat]],
    ['search in symbol', { search: 'eth' }, [loss]],
    ['blank search', { search: '   ' }, all],
    ['several conditions', { symbol: 'BTCUSDT', outcome: 'win', datePreset: 'thisMonth' }, [win]],
    ['several conditions, the last one failing', { symbol: 'BTCUSDT', side: 'short' }, []],
  ])('%s', (_name, filter, expected) => {
    expect(run(filter)).toEqual(expected.map((t) => t.id))
  })

  it('applies the breakeven band: a 0.4 profit is breakeven within a band of 0.5', () => {
    expect(run({ outcome: 'breakeven' }, '0.5')).toEqual([flat.id, small.id])
    expect(run({ outcome: 'win' }, '0.5')).toEqual([win.id])
  })

  it("dates a closed trade by its close, as the dashboard does: opened in February, closed in March, it is March's", () => {
    const held = trade({ id: 'trade-held', exitPrice: '105', openedAt: '2025-02-27T22:00:00.000Z', closedAt: '2025-03-01T02:00:00.000Z' })
    const dated = (datePreset: JournalFilter['datePreset']) =>
      filterTrades([held, open], { ...EMPTY_JOURNAL_FILTER, datePreset }, { now, timeZone: 'UTC', summaryOf: createTradeSummaryCache('0').get }).map((t) => t.id)
    expect(dated('thisMonth')).toEqual([held.id])
    expect(dated('lastMonth')).toEqual([])
    // An open trade has no close: its open dates it.
    expect(dated('thisYear')).toEqual([held.id])
  })

  it('follows the trader zone: in Tokyo the open trade fell on 1 January 2025', () => {
    expect(run({ datePreset: 'thisYear' }, '0', 'Asia/Tokyo')).toContain(open.id)
    expect(run({ datePreset: 'thisYear' }, '0', 'UTC')).not.toContain(open.id)
  })

  it('derives nothing for filters that do not need figures', () => {
    let asked = 0
    const summaryOf = createTradeSummaryCache('0').get
    filterTrades(all, { ...EMPTY_JOURNAL_FILTER, symbol: 'BTCUSDT', side: 'long', search: 'x' }, { now, timeZone: 'UTC', summaryOf: (t) => (asked++, summaryOf(t)) })
    expect(asked).toBe(0)
  })

  it('returns the same array when nothing filters', () => {
    expect(filterTrades(all, EMPTY_JOURNAL_FILTER, { now, timeZone: 'UTC', summaryOf: createTradeSummaryCache('0').get })).toBe(all)
    expect(compileJournalFilter({ ...EMPTY_JOURNAL_FILTER, datePreset: 'custom' }, { now, timeZone: 'UTC', summaryOf: createTradeSummaryCache('0').get })).toBeUndefined()
  })
})

describe('searchWords', () => {
  it.each([
    ['  Breakout  DAILY ', ['breakout', 'daily']],
    ['', []],
    [undefined, []],
  ])('%j', (text, expected) => {
    expect(searchWords(text)).toEqual(expected)
  })
})

describe('active filters', () => {
  const filter: JournalFilter = { ...EMPTY_JOURNAL_FILTER, datePreset: 'custom', from: '2025-03-01', side: 'long', tagIds: ['a', 'b'], search: ' x ' }

  it('lists one key per condition', () => {
    expect(activeFilterKeys(filter)).toEqual(['date', 'side', 'tagIds', 'search'])
    expect(activeFilterKeys(EMPTY_JOURNAL_FILTER)).toEqual([])
    expect(activeFilterKeys({ ...EMPTY_JOURNAL_FILTER, datePreset: 'custom', search: '  ' })).toEqual([])
    expect(hasActiveFilters(filter)).toBe(true)
    expect(hasActiveFilters(EMPTY_JOURNAL_FILTER)).toBe(false)
  })

  it.each<[Parameters<typeof withoutFilter>[1], string[]]>([
    ['date', ['side', 'tagIds', 'search']],
    ['side', ['date', 'tagIds', 'search']],
    ['tagIds', ['date', 'side', 'search']],
    ['search', ['date', 'side', 'tagIds']],
  ])('removing %s keeps the others', (key, expected) => {
    expect(activeFilterKeys(withoutFilter(filter, key))).toEqual(expected)
  })

  it('removes one tag', () => {
    expect(withoutTag(filter, 'a').tagIds).toEqual(['b'])
  })
})
