import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../../../src/domain/journal-entry'
import { tradeFactsOf } from '../../../src/domain/insights'
import { computeMetrics } from '../../../src/domain/metrics'
import { checkInSummary, checkInsByDay, checkInValues, mistakeSplit, readCheckIn, resultsByMood, tagResults, type CheckInValues } from '../../../src/domain/psychology'
import type { Tag } from '../../../src/domain/tag'
import type { Trade } from '../../../src/domain/trade'
import { NOW, pnlTrade } from '../metrics/support'

const TODAY = '2025-03-10'
const form = (fields: Partial<CheckInValues> = {}): CheckInValues => ({ day: TODAY, mood: '4', energy: '3', emotionIds: [], note: '', ...fields })

let counter = 0
function entry(day: string, fields: Partial<JournalEntry> = {}): JournalEntry {
  counter += 1
  return {
    id: `entry-${counter}`,
    createdAt: `${day}T08:00:00.000Z`,
    updatedAt: `${day}T08:00:00.000Z`,
    isDeleted: false,
    kind: 'psychology',
    day,
    body: '',
    mood: 3,
    energy: 3,
    tagIds: [],
    tradeIds: [],
    ...fields,
  }
}

describe('readCheckIn', () => {
  it('accepts a complete check-in and trims the note', () => {
    expect(readCheckIn(form({ note: '  slept 5h  ', emotionIds: ['a', 'a', 'b'] }), TODAY)).toEqual({
      ok: true,
      fields: { day: TODAY, mood: 4, energy: 3, tagIds: ['a', 'b'], body: 'slept 5h' },
    })
  })

  it.each([
    [{ day: '' }, 'day', 'required'],
    [{ day: '2025-02-30' }, 'day', 'invalidDay'],
    [{ day: '10/03/2025' }, 'day', 'invalidDay'],
    [{ day: '2025-03-11' }, 'day', 'futureDay'],
    [{ mood: '' }, 'mood', 'required'],
    [{ mood: '6' }, 'mood', 'outOfRange'],
    [{ energy: '2.5' }, 'energy', 'outOfRange'],
    [{ energy: '0' }, 'energy', 'outOfRange'],
    [{ note: 'x'.repeat(2001) }, 'note', 'tooLong'],
  ] as const)('refuses %o: %s %s', (fields, field, problem) => {
    const result = readCheckIn(form(fields), TODAY)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field]).toBe(problem)
  })

  it('round-trips a stored check-in into the form', () => {
    const stored = entry('2025-03-08', { mood: 2, energy: 5, body: 'tired', tagIds: ['x'] })
    expect(checkInValues(stored, TODAY)).toEqual({ day: '2025-03-08', mood: '2', energy: '5', emotionIds: ['x'], note: 'tired' })
    expect(checkInValues(undefined, TODAY)).toEqual({ day: TODAY, mood: '', energy: '', emotionIds: [], note: '' })
  })
})

describe('check-ins by day and their summary', () => {
  it('keeps one live psychology check-in per day, the latest written', () => {
    const older = entry('2025-03-09', { updatedAt: '2025-03-09T08:00:00.000Z', mood: 1 })
    const newer = entry('2025-03-09', { updatedAt: '2025-03-09T09:00:00.000Z', mood: 5 })
    const byDay = checkInsByDay([newer, older, entry('2025-03-08', { isDeleted: true }), entry('2025-03-07', { kind: 'daily' })])
    expect([...byDay.keys()]).toEqual(['2025-03-09'])
    expect(byDay.get('2025-03-09')?.mood).toBe(5)
  })

  it('counts the last 30 days, averages them and measures the streak up to today', () => {
    const byDay = checkInsByDay([
      entry('2025-03-10', { mood: 4, energy: 2 }),
      entry('2025-03-09', { mood: 2, energy: 4 }),
      entry('2025-03-07', { mood: 3, energy: 3 }),
      entry('2025-01-01', { mood: 1, energy: 1 }), // outside the 30 days
    ])
    expect(checkInSummary(byDay, TODAY)).toEqual({ total: 4, last30Days: 3, averageMood: 3, averageEnergy: 3, streak: 2 })
    // No check-in yet today: the streak still counts up to yesterday.
    expect(checkInSummary(byDay, '2025-03-11').streak).toBe(2)
    expect(checkInSummary(new Map(), TODAY)).toEqual({ total: 0, last30Days: 0, averageMood: null, averageEnergy: null, streak: 0 })
  })
})

describe('results by mood and by tag', () => {
  const EMOTION: Tag = { id: 'fomo', kind: 'emotion', name: 'FOMO', createdAt: '', updatedAt: '', isDeleted: false }
  const LATE: Tag = { id: 'late', kind: 'mistake', name: 'Late entry', createdAt: '', updatedAt: '', isDeleted: false }
  const SIZE: Tag = { id: 'size', kind: 'mistake', name: 'Oversized', createdAt: '', updatedAt: '', isDeleted: false }
  const on = (pnl: number, date: string, tagIds: string[] = []): Trade => pnlTrade(pnl, `${date}T09:00:00.000Z`, `${date}T15:00:00.000Z`, { tagIds })
  const trades = [on(10, '2025-03-03', ['fomo']), on(-20, '2025-03-03', ['late', 'size']), on(5, '2025-03-04'), on(-8, '2025-03-05', ['late']), on(3, '2025-03-06')]
  const facts = tradeFactsOf(trades, { timeZone: 'UTC' }).closed

  it('groups trades by the mood of the check-in of the day they were opened', () => {
    const byDay = checkInsByDay([entry('2025-03-03', { mood: 2 }), entry('2025-03-04', { mood: 5 }), entry('2025-03-05', { mood: 2 })])
    const rows = resultsByMood(facts, byDay)
    expect(rows.map((r) => [r.mood, r.stats.trades, r.stats.pnl])).toEqual([
      [5, 1, 5],
      [2, 3, -18],
      [null, 1, 3],
    ])
  })

  it('reads the engine tag breakdown: mistakes costliest first, emotions apart', () => {
    const report = computeMetrics(trades, { timeZone: 'UTC', now: NOW }).primary
    const tags = [EMOTION, LATE, SIZE]
    const mistakes = tagResults(report.breakdowns.tag, tags, 'mistake')
    expect(mistakes.map((r) => [r.tag.name, r.stats.trades, r.stats.pnl])).toEqual([
      ['Late entry', 2, -28],
      ['Oversized', 1, -20],
    ])
    expect(tagResults(report.breakdowns.tag, tags, 'emotion').map((r) => [r.tag.name, r.stats.pnl])).toEqual([['FOMO', 10]])
  })

  it('counts a trade with two mistakes once in the total cost', () => {
    const split = mistakeSplit(facts, new Set(['late', 'size']))
    expect(split.withMistake.trades).toBe(2)
    expect(split.withMistake.pnl).toBe(-28)
    expect(split.clean.trades).toBe(3)
    expect(split.clean.pnl).toBe(18)
  })
})
