import { afterEach, describe, expect, it } from 'vitest'
import { journalEntriesOf } from '../../../src/db'
import type { JournalEntry } from '../../../src/domain'
import { openTestJournal, removeTestJournals } from '../../integration/db/support/test-journal'

afterEach(removeTestJournals)

const checkIn = (day: string, mood: number) => ({ kind: 'psychology' as const, day, mood, energy: 3, body: '', tagIds: [], tradeIds: [] })

describe('journal entry repository', () => {
  it('keeps check-ins apart from other entries, newest day first, with edit, trash and restore', async () => {
    const db = await openTestJournal()
    const entries = journalEntriesOf(db)
    expect(journalEntriesOf(db)).toBe(entries)
    const first = await entries.insert(checkIn('2025-03-01', 2))
    await entries.insert(checkIn('2025-03-03', 4))
    await entries.insert({ kind: 'daily', day: '2025-03-02', body: 'Plan: only A+ setups', tagIds: [], tradeIds: [] })

    expect((await entries.list({ kind: 'psychology' })).map((e) => [e.day, e.mood])).toEqual([
      ['2025-03-03', 4],
      ['2025-03-01', 2],
    ])
    expect((await entries.list()).map((e) => e.kind)).toEqual(['psychology', 'daily', 'psychology'])

    const edited = await entries.patch(first.id, { mood: 5, body: 'Better after a walk' })
    expect(edited).toMatchObject({ mood: 5, body: 'Better after a walk', day: '2025-03-01' })

    const seen: JournalEntry[][] = []
    const stop = entries.watch({ kind: 'psychology' }, (list) => seen.push(list))
    await entries.softDelete(first.id)
    await expect.poll(() => seen.at(-1)?.map((e) => e.day)).toEqual(['2025-03-03'])
    await entries.restore(first.id)
    await expect.poll(() => seen.at(-1)?.map((e) => e.day)).toEqual(['2025-03-03', '2025-03-01'])
    stop()
  })

  it('refuses a score outside 1 to 5 (the schema checks it)', async () => {
    const db = await openTestJournal()
    await expect(journalEntriesOf(db).insert(checkIn('2025-03-01', 6))).rejects.toThrow()
  })
})
