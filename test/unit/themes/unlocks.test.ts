import { describe, expect, it } from 'vitest'
import { findPresetTheme, isThemeUnlocked, nextLevelUnlock, unlockEntries, unlockedPresets, STARTING_PROGRESS, type ThemeProgress } from '../../../src/domain/themes'
import type { Rank } from '../../../src/domain/preferences/progression'

const progress = (changes: Partial<ThemeProgress> = {}): ThemeProgress => ({ ...STARTING_PROGRESS, ...changes })
const theme = (id: string) => {
  const found = findPresetTheme(id)
  if (!found) throw new Error(`no preset ${id}`)
  return found
}

describe('theme unlocks (spec section 6)', () => {
  it.each([
    // id, level, unlocked
    ['default', 1, true],
    ['neon-nights', 4, false],
    ['neon-nights', 5, true],
    ['ocean-breeze', 9, false],
    ['ocean-breeze', 10, true],
    ['sunset-glow', 14, false],
    ['sunset-glow', 15, true],
    ['sunset-glow', 40, true],
  ] as const)('%s at level %i: %s', (id, level, unlocked) => {
    expect(isThemeUnlocked(theme(id), progress({ level }))).toBe(unlocked)
  })

  it.each([
    // id, rank, unlocked: at or above the required rank in docs/product.md's order
    ['cyber-punk', 'rookie_trader', false],
    ['cyber-punk', 'pro_trader', false],
    ['cyber-punk', 'elite_trader', true],
    ['cyber-punk', 'legend_trader', true],
    ['gold-rush', 'elite_trader', false],
    ['gold-rush', 'legend_trader', true],
  ] as Array<[string, Rank, boolean]>)('%s at rank %s: %s', (id, rank, unlocked) => {
    expect(isThemeUnlocked(theme(id), progress({ rank }))).toBe(unlocked)
  })

  it('a rank theme does not open with a high level alone', () => {
    expect(isThemeUnlocked(theme('gold-rush'), progress({ level: 99 }))).toBe(false)
  })

  it('a theme listed in unlocked_themes is unlocked whatever the level or rank', () => {
    const listed = progress({ unlockedThemes: ['gold-rush', 'sunset-glow'] })
    expect(isThemeUnlocked(theme('gold-rush'), listed)).toBe(true)
    expect(isThemeUnlocked(theme('sunset-glow'), listed)).toBe(true)
    expect(isThemeUnlocked(theme('ocean-breeze'), listed)).toBe(false)
  })

  it('at level 1 the grid lists only the free presets', () => {
    expect(unlockedPresets(STARTING_PROGRESS).map((preset) => preset.id)).toEqual(['ocean', 'default', 'purple', 'classic', 'midnight'])
  })

  it('more presets appear as the level rises, never fewer', () => {
    let previous = 0
    for (let level = 1; level <= 30; level++) {
      const count = unlockedPresets(progress({ level })).length
      expect(count).toBeGreaterThanOrEqual(previous)
      previous = count
    }
    expect(unlockedPresets(progress({ level: 10 })).map((preset) => preset.id)).toEqual(expect.arrayContaining(['neon-nights', 'ocean-breeze']))
  })

  it('unlock entries carry the spec shape', () => {
    const entry = unlockEntries(STARTING_PROGRESS).find((candidate) => candidate.id === 'cyber-punk')
    expect(entry).toEqual({
      id: 'cyber-punk',
      name: 'Cyber Punk',
      description: expect.any(String),
      previewColors: { primary: expect.any(String), secondary: expect.any(String), accent: expect.any(String) },
      unlockRequirement: { type: 'rank', rank: 'elite_trader' },
      isUnlocked: false,
    })
  })

  it.each([
    [1, 'focus'],
    [4, 'neon-nights'],
    [5, 'neon'],
    [25, undefined],
  ] as const)('next level unlock at level %i is %s', (level, id) => {
    expect(nextLevelUnlock(progress({ level }))?.id).toBe(id)
  })
})
