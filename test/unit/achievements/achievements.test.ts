import { describe, expect, it } from 'vitest'
import {
  badgeStates,
  computeProgression,
  DAILY_TRADE_XP_CAP,
  levelForXp,
  levelProgress,
  progressionChanges,
  progressionMilestones,
  risingChanges,
  rankFor,
  rankGaps,
  summariseActivity,
  xpForLevel,
  type JournalActivity,
} from '../../../src/domain/achievements'
import type { JournalEntry } from '../../../src/domain/journal-entry'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade } from '../domain/builders'
import { nextId } from '../metrics/support'

const NOTE = 'Waited for the retest, sized down after two losses.'
const OPTIONS = { timeZone: 'UTC', today: '2025-03-10' }

function trade(day: string, fields: Partial<Trade> = {}): Trade {
  return buildTrade({ id: nextId(), openedAt: `${day}T10:00:00.000Z`, closedAt: `${day}T11:00:00.000Z`, ...fields })
}

function entry(kind: JournalEntry['kind'], day: string, body = NOTE): JournalEntry {
  return { id: nextId(), createdAt: `${day}T20:00:00.000Z`, updatedAt: `${day}T20:00:00.000Z`, isDeleted: false, kind, day, body, tagIds: [], tradeIds: [] }
}

const ZERO_ACTIVITY: JournalActivity = {
  tradesLogged: 0,
  notedTrades: 0,
  setupTrades: 0,
  taggedTrades: 0,
  screenshotTrades: 0,
  checkIns: 0,
  reviews: 0,
  journalDays: 0,
  longestStreak: 0,
  currentStreak: 0,
  tradesOverCap: 0,
}

describe('levels', () => {
  const cases: [number, number][] = [
    [0, 1],
    [99, 1],
    [100, 2],
    [999, 4],
    [1000, 5],
    [4500, 10],
    [10_500, 15],
  ]
  it.each(cases)('%d XP is level %d', (xp, level) => expect(levelForXp(xp)).toBe(level))
  it('measures the way to the next level', () => {
    expect(levelProgress(1300)).toEqual({ level: 5, xp: 1300, levelStartXp: 1000, nextLevelXp: 1500, fraction: 0.6 })
    expect(xpForLevel(1)).toBe(0)
  })
})

describe('summariseActivity', () => {
  it('scores a well-journaled trade above a bare one, whatever its P&L', () => {
    const bare = summariseActivity([trade('2025-03-03', { exitPrice: '200' })], [], OPTIONS)
    const journaled = summariseActivity(
      [
        trade('2025-03-03', {
          exitPrice: '50',
          notes: NOTE,
          setupId: nextId(),
          tagIds: [nextId()],
          screenshots: [{ id: nextId(), fileName: 'a.png', mimeType: 'image/png', size: 1, addedAt: '2025-03-03T10:00:00.000Z' }],
        }),
      ],
      [],
      OPTIONS,
    )
    // 10 logged + 10 for the day.
    expect(bare.xp).toBe(20)
    // + note 15, setup 5, tags 5, screenshot 5.
    expect(journaled.xp).toBe(50)
  })

  it('gives no XP past the daily cap, keeping the best-journaled trades', () => {
    const many = Array.from({ length: 12 }, (_, i) => trade('2025-03-03', i === 11 ? { notes: NOTE } : {}))
    const summary = summariseActivity(many, [], OPTIONS)
    expect(summary.activity.tradesLogged).toBe(12)
    expect(summary.activity.tradesOverCap).toBe(12 - DAILY_TRADE_XP_CAP)
    expect(summary.sources.find((s) => s.source === 'trades')?.xp).toBe(DAILY_TRADE_XP_CAP * 10)
    expect(summary.sources.find((s) => s.source === 'notes')?.xp).toBe(15)
  })

  it('ignores sample and trashed trades, trashed and empty entries', () => {
    const summary = summariseActivity(
      [trade('2025-03-03', { source: 'sample', notes: NOTE }), trade('2025-03-04', { isDeleted: true })],
      [{ ...entry('daily', '2025-03-05'), isDeleted: true }, entry('daily', '2025-03-06', 'ok')],
      OPTIONS,
    )
    expect(summary.xp).toBe(0)
    expect(summary.activity.journalDays).toBe(0)
  })

  it('counts journaling days, streaks (current and longest) and one check-in per day and kind', () => {
    const summary = summariseActivity(
      [trade('2025-03-01'), trade('2025-03-02')],
      [entry('daily', '2025-03-02'), entry('daily', '2025-03-02'), entry('psychology', '2025-03-03'), entry('weekly', '2025-03-09'), entry('review', '2025-03-09')],
      OPTIONS,
    )
    expect(summary.activity).toMatchObject({ journalDays: 4, longestStreak: 3, currentStreak: 1, reviews: 2, checkIns: 3 })
    const xp = Object.fromEntries(summary.sources.map((s) => [s.source, s.xp]))
    expect(xp).toMatchObject({ checkIns: 40, reviews: 80, journalDays: 40, streaks: 15 })
  })

  it('loses the current streak after a day without journaling', () => {
    expect(summariseActivity([trade('2025-03-07')], [], OPTIONS).activity.currentStreak).toBe(0)
    expect(summariseActivity([trade('2025-03-09')], [], OPTIONS).activity.currentStreak).toBe(1)
  })

  it("buckets days in the trader's zone", () => {
    const late = trade('2025-03-03', { openedAt: '2025-03-03T23:30:00.000Z' })
    const early = trade('2025-03-04', { openedAt: '2025-03-04T00:30:00.000Z' })
    expect(summariseActivity([late, early], [], OPTIONS).activity.journalDays).toBe(2)
    expect(summariseActivity([late, early], [], { ...OPTIONS, timeZone: 'Asia/Tokyo' }).activity.journalDays).toBe(1)
  })

  it('is deterministic: the order of the rows changes nothing', () => {
    const trades = Array.from({ length: 9 }, (_, i) => trade(`2025-03-0${(i % 3) + 1}`, i % 2 ? { notes: NOTE } : {}))
    expect(summariseActivity([...trades].reverse(), [], OPTIONS)).toEqual(summariseActivity(trades, [], OPTIONS))
  })
})

describe('ranks', () => {
  it('needs every requirement, and the lower ranks first', () => {
    expect(rankFor(1, ZERO_ACTIVITY)).toBe('rookie_trader')
    expect(rankFor(3, { ...ZERO_ACTIVITY, journalDays: 10 })).toBe('active_trader')
    expect(rankFor(30, { ...ZERO_ACTIVITY, journalDays: 10 })).toBe('active_trader')
    expect(rankFor(6, { ...ZERO_ACTIVITY, journalDays: 10, longestStreak: 7 })).toBe('consistent_trader')
    expect(rankFor(15, { ...ZERO_ACTIVITY, journalDays: 120, longestStreak: 21, reviews: 5 })).toBe('elite_trader')
  })
  it('says what is missing', () => {
    expect(rankGaps('pro_trader', 8, { ...ZERO_ACTIVITY, journalDays: 70, reviews: 2 })).toEqual([
      { measure: 'level', have: 8, need: 10 },
      { measure: 'reviews', have: 2, need: 5 },
    ])
  })
})

describe('badges', () => {
  it('are earned at their threshold and say how many are missing', () => {
    const states = badgeStates({ ...ZERO_ACTIVITY, notedTrades: 7, longestStreak: 3 })
    expect(states.find((b) => b.id === 'notes_10')).toMatchObject({ earned: false, have: 7, missing: 3 })
    expect(states.find((b) => b.id === 'streak_3')).toMatchObject({ earned: true, missing: 0 })
  })
})

describe('progressionChanges', () => {
  const stored = { xpLevel: { currentLevel: 1, xp: 0 }, progression: { rank: 'rookie_trader' as const }, achievements: { unlocked: { legacy_badge: '2024-01-01T00:00:00.000Z' } } }
  it('writes only what differs, keeps first-earned instants and unknown badges', () => {
    const computed = computeProgression([trade('2025-03-03', { notes: NOTE })], [], OPTIONS)
    const changes = progressionChanges(computed, stored, '2025-03-10T12:00:00.000Z')
    expect(changes.xpLevel).toEqual({ currentLevel: 1, xp: 35 })
    expect(changes.progression).toBeUndefined()
    expect(changes.achievements).toEqual({ unlocked: { legacy_badge: '2024-01-01T00:00:00.000Z', first_trade: '2025-03-10T12:00:00.000Z' } })
    const again = progressionChanges(computed, { ...stored, xpLevel: changes.xpLevel!, achievements: changes.achievements! }, '2025-03-11T00:00:00.000Z')
    expect(again).toEqual({})
  })
})

describe('progressionMilestones', () => {
  const at = '2025-03-10T12:00:00.000Z'
  const stored = { xpLevel: { currentLevel: 3, xp: 500 }, achievements: { unlocked: { first_trade: at, legacy_badge: at } } }
  it.each<[name: string, changes: Parameters<typeof progressionMilestones>[1], expected: ReturnType<typeof progressionMilestones>]>([
    ['nothing changed', {}, { level: null, badges: [] }],
    ['more XP in the same level', { xpLevel: { currentLevel: 3, xp: 540 } }, { level: null, badges: [] }],
    ['a level up', { xpLevel: { currentLevel: 4, xp: 700 } }, { level: 4, badges: [] }],
    ['a level lost to deleted trades is no milestone', { xpLevel: { currentLevel: 2, xp: 300 } }, { level: null, badges: [] }],
    [
      'new badges in the order of the list, the stored ones left out',
      { achievements: { unlocked: { streak_3: at, first_trade: at, legacy_badge: at, notes_10: at } } },
      { level: null, badges: ['notes_10', 'streak_3'] },
    ],
    ['a badge dropped (its trades deleted) is no milestone', { achievements: { unlocked: { legacy_badge: at } } }, { level: null, badges: [] }],
  ])('%s', (_name, changes, expected) => {
    expect(progressionMilestones(stored, changes)).toEqual(expected)
  })
})

describe('risingChanges', () => {
  const at = '2025-03-10T12:00:00.000Z'
  const stored = {
    xpLevel: { currentLevel: 3, xp: 500 },
    progression: { rank: 'consistent_trader' as const },
    achievements: { unlocked: { first_trade: at } },
  }
  it.each<[name: string, changes: Parameters<typeof risingChanges>[1], expected: ReturnType<typeof risingChanges>]>([
    ['nothing to write', {}, {}],
    ['more XP is written', { xpLevel: { currentLevel: 4, xp: 700 } }, { xpLevel: { currentLevel: 4, xp: 700 } }],
    ['less XP (a journal still arriving) is not', { xpLevel: { currentLevel: 1, xp: 35 } }, {}],
    ['a lower rank is not', { progression: { rank: 'rookie_trader' } }, {}],
    ['a higher rank is', { progression: { rank: 'pro_trader' } }, { progression: { rank: 'pro_trader' } }],
    [
      'badges are added, none dropped',
      { achievements: { unlocked: { notes_10: '2025-03-11T00:00:00.000Z' } } },
      { achievements: { unlocked: { first_trade: at, notes_10: '2025-03-11T00:00:00.000Z' } } },
    ],
    ['dropping a badge alone writes nothing', { achievements: { unlocked: {} } }, {}],
  ])('%s', (_name, changes, expected) => {
    expect(risingChanges(stored, changes)).toEqual(expected)
  })
})
