import { describe, expect, it } from 'vitest'
import { DEFAULT_JOURNAL_QUERY, EMPTY_JOURNAL_FILTER, type JournalQuery, normaliseJournalSearch, parseJournalSearch, toJournalSearch } from '../../../src/domain/journal'

describe('parseJournalSearch', () => {
  it.each<[string, unknown, Partial<JournalQuery['filter']>]>([
    ['nothing', {}, {}],
    ['a preset', { date: 'lastWeek' }, { datePreset: 'lastWeek' }],
    ['a custom range', { date: 'custom', from: '2025-03-01', to: '2025-03-31' }, { datePreset: 'custom', from: '2025-03-01', to: '2025-03-31' }],
    ['days without custom are ignored', { date: 'today', from: '2025-03-01' }, { datePreset: 'today' }],
    ['an impossible day is dropped', { date: 'custom', from: '2025-02-30', to: '2025-03-31' }, { datePreset: 'custom', to: '2025-03-31' }],
    ['symbol upper-cased', { symbol: ' btcusdt ' }, { symbol: 'BTCUSDT' }],
    ['a numeric symbol the router parsed as a number', { symbol: 1000 }, { symbol: '1000' }],
    ['side and outcome in any case', { side: 'LONG', outcome: 'Win' }, { side: 'long', outcome: 'win' }],
    ['setup, exchange, account', { setup: 'tag-1', exchange: 'Binance', account: 'acc-1' }, { setupId: 'tag-1', exchange: 'binance', accountId: 'acc-1' }],
    ['tags from a comma list, deduplicated', { tags: 'a,b,,a, c ' }, { tagIds: ['a', 'b', 'c'] }],
    ['tags from an array', { tags: ['a', 'b'] }, { tagIds: ['a', 'b'] }],
    ['bad tag ids are skipped', { tags: 'ok,<script>,x y' }, { tagIds: ['ok'] }],
    ['search text', { q: '  breakout ' }, { search: 'breakout' }],
    ['a search the router read as a boolean', { q: true }, { search: 'true' }],
    ['an over-long search is cut', { q: 'x'.repeat(500) }, { search: 'x'.repeat(200) }],
  ])('%s', (_name, input, expected) => {
    expect(parseJournalSearch(input).filter).toEqual({ ...EMPTY_JOURNAL_FILTER, ...expected })
  })

  it.each<[string, unknown]>([
    ['unknown preset', { date: 'fortnight' }],
    ['unknown side', { side: 'sideways' }],
    ['unknown outcome', { outcome: 'maybe' }],
    ['symbol with spaces', { symbol: 'BTC USDT' }],
    ['object values', { symbol: { $ne: 1 }, side: ['long'], q: { a: 1 } }],
    ['null values', { symbol: null, date: null }],
    ['an over-long id', { setup: 'x'.repeat(65) }],
    ['blank search', { q: '   ' }],
    ['not an object', 'side=long'],
    ['nothing at all', undefined],
  ])('ignores %s without failing', (_name, input) => {
    expect(parseJournalSearch(input)).toEqual(DEFAULT_JOURNAL_QUERY)
  })

  it('keeps good params next to bad ones', () => {
    expect(parseJournalSearch({ side: 'short', outcome: 'nope', sort: 'netPnl', dir: 'sideways' })).toEqual({
      filter: { ...EMPTY_JOURNAL_FILTER, side: 'short' },
      sort: { field: 'netPnl', direction: 'desc' },
    })
  })

  it.each([
    [
      { sort: 'roi', dir: 'asc' },
      { field: 'roi', direction: 'asc' },
    ],
    [{ sort: 'closedAt' }, { field: 'closedAt', direction: 'desc' }],
    [{ dir: 'ASC' }, { field: 'openedAt', direction: 'asc' }],
    [{ sort: 'profit' }, { field: 'openedAt', direction: 'desc' }],
  ])('sort %j', (input, expected) => {
    expect(parseJournalSearch(input).sort).toEqual(expected)
  })

  it('reads URLSearchParams', () => {
    const query = parseJournalSearch(new URLSearchParams('side=long&tags=a,b&q=scalp+fail'))
    expect(query.filter).toEqual({ ...EMPTY_JOURNAL_FILTER, side: 'long', tagIds: ['a', 'b'], search: 'scalp fail' })
  })
})

describe('toJournalSearch', () => {
  it('writes only what differs from the defaults', () => {
    expect(toJournalSearch(DEFAULT_JOURNAL_QUERY)).toEqual({})
    expect(
      toJournalSearch({
        filter: { ...EMPTY_JOURNAL_FILTER, datePreset: 'today', from: '2025-03-01', symbol: 'ethusdt', tagIds: ['a', 'b'], search: '  ' },
        sort: { field: 'openedAt', direction: 'asc' },
      }),
    ).toEqual({ date: 'today', symbol: 'ETHUSDT', tags: 'a,b', dir: 'asc' })
  })

  it.each<JournalQuery>([
    DEFAULT_JOURNAL_QUERY,
    { filter: { ...EMPTY_JOURNAL_FILTER, datePreset: 'custom', from: '2025-01-01', to: '2025-01-31', outcome: 'open' }, sort: { field: 'roi', direction: 'asc' } },
    {
      filter: { tagIds: ['t1', 't2'], symbol: 'BTC-USDT-SWAP', side: 'sell', setupId: 's1', exchange: 'okx', accountId: 'a1', search: 'breakout retest' },
      sort: { field: 'symbol', direction: 'desc' },
    },
  ])('round-trips %j', (query) => {
    const params = toJournalSearch(query)
    expect(parseJournalSearch(params)).toEqual(query)
    expect(parseJournalSearch(new URLSearchParams(params as Record<string, string>))).toEqual(query)
  })
})

describe('normaliseJournalSearch', () => {
  it('drops bad params and keeps good ones, as flat text', () => {
    expect(normaliseJournalSearch({ side: 'LONG', outcome: 'x', tags: ['a', 'a'], from: '2025-03-01', junk: 'x' })).toEqual({ side: 'long', tags: 'a' })
    expect(normaliseJournalSearch({ date: 'custom', from: '2025-03-01' })).toEqual({ date: 'custom', from: '2025-03-01' })
    expect(normaliseJournalSearch(42)).toEqual({})
  })
})
