import { afterEach, describe, expect, it } from 'vitest'
import { PREFERENCE_DEFAULTS, PREFERENCE_KEYS } from '../../../src/db'
import { openTestJournal, removeTestJournals, steppingClock, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

describe('preference repository', () => {
  it('reads every preference as its defaults when no document exists', async () => {
    const db = await openTestJournal()
    for (const key of PREFERENCE_KEYS) expect(await db.preferences.get(key)).toEqual(PREFERENCE_DEFAULTS[key])
    expect(await db.rxDatabase.collections.preferences.count().exec()).toBe(0)
  })

  it('sets some fields, keeps the others, and stores one document per key', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    await db.preferences.set('customization', { calmModeEnabled: true })
    const value = await db.preferences.set('customization', (current) => ({ unlockedThemes: [...current.unlockedThemes, 'neon-nights'] }))
    expect(value).toEqual({ ...PREFERENCE_DEFAULTS.customization, calmModeEnabled: true, unlockedThemes: ['neon-nights'] })
    expect(await db.preferences.get('customization')).toEqual(value)

    const docs = await db.rxDatabase.collections.preferences.find().exec()
    expect(docs.map((doc) => doc.id)).toEqual(['customization'])
    expect(docs[0]?.createdAt).toBe('2025-01-01T00:00:00.000Z')
    expect(docs[0]?.updatedAt).toBe('2025-01-01T00:00:01.000Z')
  })

  it('reads corrupted fields as their defaults and keeps the valid and unknown ones', async () => {
    const db = await openTestJournal()
    const at = new Date().toISOString()
    await db.rxDatabase.collections.preferences.insert({
      id: 'profile',
      value: { fullName: 'Ada', timeZone: 42, theme: 'purple', blurSensitiveData: 'yes', fromNewerVersion: { a: 1 } },
      createdAt: at,
      updatedAt: at,
    })
    const profile = await db.preferences.get('profile')
    expect(profile).toEqual({ ...PREFERENCE_DEFAULTS.profile, fullName: 'Ada', fromNewerVersion: { a: 1 } })

    // Writing repairs the corrupted fields and keeps what a newer app version stored.
    await db.preferences.set('profile', { country: 'Portugal' })
    const stored = await db.rxDatabase.collections.preferences.findOne('profile').exec()
    expect(stored?.value).toMatchObject({ fullName: 'Ada', country: 'Portugal', timeZone: null, theme: 'system', fromNewerVersion: { a: 1 } })
  })

  it('stores only the fields the trader set: a form saving every field leaves the untouched ones unset', async () => {
    const db = await openTestJournal()
    const stored = async () => (await db.rxDatabase.collections.preferences.findOne('tradingDefaults').exec())?.value
    // Settings > Trading saves its four fields; only the band differs from what they read as.
    const saved = await db.preferences.set('tradingDefaults', { breakevenBand: '5', defaultExchange: null, defaultAccountId: null, initialCapital: '0' })
    expect(saved).toEqual({ ...PREFERENCE_DEFAULTS.tradingDefaults, breakevenBand: '5' })
    expect(await stored()).toEqual({ breakevenBand: '5' })
    // Once set, a field stays set, also when set back to its default.
    await db.preferences.set('tradingDefaults', { breakevenBand: '0', initialCapital: '15000' })
    expect(await stored()).toEqual({ breakevenBand: '0', initialCapital: '15000' })
    expect(await db.preferences.ensure('customization')).toEqual(PREFERENCE_DEFAULTS.customization)
    expect((await db.rxDatabase.collections.preferences.findOne('customization').exec())?.value).toEqual({})
  })

  it('reads a row an older version stored with every field, and keeps its fields on a write', async () => {
    const db = await openTestJournal()
    const at = new Date().toISOString()
    const older = { ...PREFERENCE_DEFAULTS.tradingDefaults, defaultExchange: 'Bybit' }
    await db.rxDatabase.collections.preferences.insert({ id: 'tradingDefaults', value: older, createdAt: at, updatedAt: at })
    expect(await db.preferences.get('tradingDefaults')).toEqual(older)
    await db.preferences.set('tradingDefaults', { initialCapital: '15000' })
    expect((await db.rxDatabase.collections.preferences.findOne('tradingDefaults').exec())?.value).toEqual({ ...older, initialCapital: '15000' })
  })

  it('drops only the broken items of a list', async () => {
    const db = await openTestJournal()
    const at = new Date().toISOString()
    const good = { id: 'custom-1', name: 'Mine', primary: '1 2% 3%', secondary: '1 2% 3%', accent: '1 2% 3%', profit: '1 2% 3%', loss: '1 2% 3%' }
    await db.rxDatabase.collections.preferences.insert({
      id: 'customThemes',
      value: { themes: [good, { id: 'not-custom', name: 'x' }, 'garbage'] },
      createdAt: at,
      updatedAt: at,
    })
    expect((await db.preferences.get('customThemes')).themes).toEqual([good])
  })

  it('creates the default document on ensure and pushes changes to watchers', async () => {
    const db = await openTestJournal()
    const seen: boolean[] = []
    const stop = db.preferences.watch('customization', (value) => seen.push(value.soundEnabled))
    expect(await db.preferences.ensure('customization')).toEqual(PREFERENCE_DEFAULTS.customization)
    expect(await db.rxDatabase.collections.preferences.count().exec()).toBe(1)
    await db.preferences.set('customization', { soundEnabled: false })
    await waitFor(() => seen.at(-1) === false)
    stop()
    expect(seen[0]).toBe(true)
  })

  it('lists the values preferences lost to another device and settles them: taken back at their path, or dismissed', async () => {
    const db = await openTestJournal()
    await db.preferences.set('tradingDefaults', { breakevenBand: '5' })
    await db.preferences.set('dashboardLayouts', { layouts: { desktop: [] } })
    const detectedAt = '2026-11-27T10:00:00.000Z'
    const band = { field: 'value.breakevenBand', lostValue: '"7"', detectedAt }
    const exchange = { field: 'value.defaultExchange', lostValue: '"Bybit"', detectedAt }
    const layout = { field: 'value.layouts.phone', lostValue: '[{"id":"key-stats"}]', detectedAt }
    // What the sync merge leaves on the rows (the repository never writes `conflicts` itself).
    for (const [key, conflicts] of [
      ['tradingDefaults', [band, exchange]],
      ['dashboardLayouts', [layout]],
    ] as const) {
      const doc = await db.rxDatabase.collections.preferences.findOne(key).exec()
      await doc!.incrementalPatch({ conflicts: [...conflicts] })
    }
    let seen: unknown[] = []
    const stop = db.preferences.watchConflicts((conflicts) => (seen = conflicts))
    try {
      await waitFor(() => seen.length === 3)
      expect(seen).toEqual([
        { key: 'dashboardLayouts', conflict: layout, kept: undefined },
        { key: 'tradingDefaults', conflict: band, kept: '5' },
        { key: 'tradingDefaults', conflict: exchange, kept: undefined },
      ])

      await db.preferences.settleConflict('tradingDefaults', band, 'use')
      await db.preferences.settleConflict('tradingDefaults', exchange, 'dismiss')
      await db.preferences.settleConflict('dashboardLayouts', layout, 'use')
      await waitFor(() => seen.length === 0)
      expect(await db.preferences.get('tradingDefaults')).toEqual({ ...PREFERENCE_DEFAULTS.tradingDefaults, breakevenBand: '7' })
      const layouts = await db.rxDatabase.collections.preferences.findOne('dashboardLayouts').exec()
      expect(layouts?.value).toEqual({ layouts: { desktop: [], phone: [{ id: 'key-stats' }] } })
      expect(layouts?.conflicts).toBeUndefined()
    } finally {
      stop()
    }
  })
})
