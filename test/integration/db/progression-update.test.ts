import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { updateProgression, withProgressionLock } from '../../../src/features/gamification/update-progression'
import { openTestJournal, removeTestJournals, tradeInput } from './support/test-journal'
import { installWebLocks } from './support/web-locks'

let uninstall = () => {}
beforeEach(() => (uninstall = installWebLocks()))
afterEach(async () => {
  uninstall()
  await removeTestJournals()
})

const NOW = new Date('2025-03-10T12:00:00.000Z')
const NOTE = 'Waited for the retest, sized down after two losses.'

describe('updateProgression', () => {
  it('writes the level and badges a journal earned, announces them once, and nothing when unchanged', async () => {
    const db = await openTestJournal()
    // Nothing journaled: nothing written, nothing reached.
    expect(await updateProgression(db, NOW)).toEqual({ level: null, badges: [] })
    expect((await db.preferences.get('achievements')).unlocked).toEqual({})

    await db.trades.insert(tradeInput({ notes: NOTE, openedAt: '2025-03-10T09:00:00.000Z' }))
    expect(await updateProgression(db, NOW)).toEqual({ level: null, badges: ['first_trade'] })
    expect(await db.preferences.get('xpLevel')).toMatchObject({ currentLevel: 1 })
    expect((await db.preferences.get('xpLevel')).xp).toBeGreaterThan(0)
    expect((await db.preferences.get('achievements')).unlocked).toEqual({ first_trade: NOW.toISOString() })

    // Run again with nothing new: the stored rows already say it.
    expect(await updateProgression(db, new Date('2025-03-10T13:00:00.000Z'))).toEqual({ level: null, badges: [] })
    expect((await db.preferences.get('achievements')).unlocked).toEqual({ first_trade: NOW.toISOString() })
  })

  it('two tabs running at once under the lock: only the first reaches the badge', async () => {
    const db = await openTestJournal()
    await db.trades.insert(tradeInput({ notes: NOTE, openedAt: '2025-03-10T09:00:00.000Z' }))
    const both = await Promise.all([withProgressionLock(db, () => updateProgression(db, NOW)), withProgressionLock(db, () => updateProgression(db, NOW))])
    expect(both.map((reached) => reached.badges)).toEqual([['first_trade'], []])
  })
})
