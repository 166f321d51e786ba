import { describe, expect, it } from 'vitest'
import { asPublished, computePublishedStats, MIN_RANKED_TRADES, rankLeaderboard, validateCommunityProfile, type LeaderboardEntry } from '../../../src/domain/community'
import { NOW, openTrade, pnlTrade } from '../metrics/support'

// NOW is 2025-06-01T12:00Z.
const june = (day: number) => `2025-06-0${day}T08:00:00.000Z`
const may = (day: number) => `2025-05-${String(day).padStart(2, '0')}T08:00:00.000Z`
const closed = (pnl: number, at: string) => pnlTrade(pnl, at, at)

describe('computePublishedStats', () => {
  const base = { timeZone: 'UTC', now: NOW, view: 'gross' as const }
  it.each([
    {
      name: 'all time: counts, win rate %, profit factor, ROI % on the initial capital',
      trades: [closed(30, may(3)), closed(-10, may(4)), closed(20, june(1))],
      period: 'all_time' as const,
      options: { initialCapital: '1000' },
      expected: { period: 'all_time', periodStart: null, trades: 3, winRate: 66.7, profitFactor: 5, roiPercent: 4 },
    },
    {
      name: 'this month only keeps the trades closed in the current month',
      trades: [closed(30, may(3)), closed(-10, may(4)), closed(20, june(1))],
      period: 'month' as const,
      options: { initialCapital: '1000' },
      expected: { period: 'month', periodStart: '2025-06-01', trades: 1, winRate: 100, profitFactor: null, roiPercent: 2 },
    },
    {
      name: 'no initial capital: no ROI',
      trades: [closed(10, may(3)), closed(-5, may(4))],
      period: 'all_time' as const,
      options: {},
      expected: { period: 'all_time', periodStart: null, trades: 2, winRate: 50, profitFactor: 2, roiPercent: null },
    },
    {
      name: 'open trades and no closed trade: zero trades, nothing else',
      trades: [openTrade()],
      period: 'all_time' as const,
      options: { initialCapital: '1000' },
      expected: { period: 'all_time', periodStart: null, trades: 0, winRate: null, profitFactor: null, roiPercent: 0 },
    },
    {
      name: 'the month is read in the trader zone (a 31 May 23:30 UTC close is June in Lisbon summer time)',
      trades: [closed(10, '2025-05-31T23:30:00.000Z')],
      period: 'month' as const,
      options: { timeZone: 'Europe/Lisbon', initialCapital: '100' },
      expected: { period: 'month', periodStart: '2025-06-01', trades: 1, winRate: 100, profitFactor: null, roiPercent: 10 },
    },
  ])('$name', ({ trades, period, options, expected }) => {
    expect(computePublishedStats(trades, period, { ...base, ...options })).toEqual(expected)
  })

  it('publishes no money amount', () => {
    const stats = computePublishedStats([closed(1234.5, may(3))], 'all_time', { ...base, initialCapital: '10000' })
    expect(Object.keys(stats).sort()).toEqual(['period', 'periodStart', 'profitFactor', 'roiPercent', 'trades', 'winRate'])
    expect(JSON.stringify(stats)).not.toContain('1234')
  })

  it.each([
    ['the month in Tokyo', Date.parse('2025-01-31T23:00:00Z'), 'Asia/Tokyo', '2025-02-01'],
    ['the month in New York', Date.parse('2025-03-01T02:00:00Z'), 'America/New_York', '2025-02-01'],
    ['UTC for a zone that does not exist', Date.parse('2025-03-01T02:00:00Z'), 'Not/AZone', '2025-03-01'],
  ])('period start: %s', (_name, now, timeZone, expected) => {
    expect(computePublishedStats([], 'month', { ...base, now, timeZone }).periodStart).toBe(expected)
  })
})

describe('asPublished: the 20-trade minimum, as the server applies it', () => {
  const stats = { period: 'all_time' as const, periodStart: null, winRate: 60, profitFactor: 2.25, roiPercent: 7.5 }
  it('keeps the figures from the minimum on', () => {
    expect(asPublished({ ...stats, trades: MIN_RANKED_TRADES })).toEqual({ ...stats, trades: MIN_RANKED_TRADES })
  })
  it('keeps only the count below it', () => {
    expect(asPublished({ ...stats, trades: MIN_RANKED_TRADES - 1 })).toEqual({ ...stats, trades: MIN_RANKED_TRADES - 1, winRate: null, profitFactor: null, roiPercent: null })
  })
})

const entry = (name: string, trades: number, roiPercent: number | null, profitFactor: number | null = 1): LeaderboardEntry => ({
  userId: `id-${name}`,
  displayName: name,
  stats: { trades, winRate: 50, profitFactor, roiPercent },
})
const order = (entries: LeaderboardEntry[]) => rankLeaderboard(entries).map((e) => `${e.rank ?? '-'} ${e.displayName}`)

describe('rankLeaderboard', () => {
  it.each([
    { name: 'by ROI %, best first', entries: [entry('a', 20, 5), entry('b', 25, 12), entry('c', 30, -3)], expected: ['1 b', '2 a', '3 c'] },
    { name: 'equal ROI: the higher profit factor first', entries: [entry('a', 20, 5, 1.2), entry('b', 20, 5, 2.5)], expected: ['1 b', '2 a'] },
    { name: 'equal ROI and profit factor: more trades first', entries: [entry('a', 20, 5, 2), entry('b', 40, 5, 2)], expected: ['1 b', '2 a'] },
    { name: 'identical figures share a rank', entries: [entry('a', 20, 5, 2), entry('b', 20, 5, 2), entry('c', 20, 1)], expected: ['1 a', '1 b', '3 c'] },
    {
      name: `fewer than ${MIN_RANKED_TRADES} trades: not ranked, listed after, most trades first`,
      entries: [entry('a', 19, 99), entry('b', 20, 1), entry('c', 3, 50)],
      expected: ['1 b', '- a', '- c'],
    },
    { name: 'no ROI (no capital) ranks below any ROI', entries: [entry('a', 50, null, 9), entry('b', 20, -20)], expected: ['1 b', '2 a'] },
    { name: 'no profit factor sorts below one', entries: [entry('a', 20, 5, null), entry('b', 20, 5, 0.5)], expected: ['1 b', '2 a'] },
    { name: 'empty', entries: [], expected: [] },
  ])('$name', ({ entries, expected }) => {
    expect(order(entries)).toEqual(expected)
  })
})

describe('validateCommunityProfile', () => {
  const input = { displayName: 'Ana', bio: '', tradingStyle: '', shareStats: true }
  it.each([
    { name: 'valid, trimmed, no style', change: { displayName: '  Ana  ' }, ok: true },
    { name: 'one character is too short', change: { displayName: ' A ' }, problems: [{ field: 'displayName', kind: 'tooShort' }] },
    { name: '41 characters is too long', change: { displayName: 'x'.repeat(41) }, problems: [{ field: 'displayName', kind: 'tooLong' }] },
    { name: '40 characters is fine', change: { displayName: 'x'.repeat(40) }, ok: true },
    { name: 'bio over 280', change: { bio: 'b'.repeat(281) }, problems: [{ field: 'bio', kind: 'tooLong' }] },
    { name: 'unknown style', change: { tradingStyle: 'yolo' }, problems: [{ field: 'tradingStyle', kind: 'unknown' }] },
    { name: 'known style', change: { tradingStyle: 'swing' }, ok: true },
  ])('$name', ({ change, ok, problems }) => {
    const result = validateCommunityProfile({ ...input, ...change })
    if (ok) expect(result.ok).toBe(true)
    else expect(result).toEqual({ ok: false, problems })
  })

  it('returns the cleaned values', () => {
    expect(validateCommunityProfile({ displayName: ' Ana ', bio: ' hi ', tradingStyle: 'swing', shareStats: false })).toEqual({
      ok: true,
      value: { displayName: 'Ana', bio: 'hi', tradingStyle: 'swing', shareStats: false },
    })
  })
})
