import { describe, expect, it } from 'vitest'
import { parsePreference, type CustomTheme } from '../../../src/domain/preferences'
import { syncedThemeChanges, type SyncedThemes, type ThemeState } from '../../../src/features/theme-studio/theme-store'

// The customization row carries the active theme (spec column) and the custom themes (its JSON):
// what a device writes after a change made on it, and how a row without custom themes reads.

const blue: CustomTheme = { id: 'custom-1', name: 'Desk Blue', primary: '212 72% 59%', secondary: '0 0% 50%', accent: '30 80% 50%', profit: '142 70% 45%', loss: '0 84% 60%' }
const green: CustomTheme = { ...blue, name: 'Desk Green', primary: '142 60% 40%' }

describe('syncedThemeChanges', () => {
  const cases: [string, ThemeState, SyncedThemes, ReturnType<typeof syncedThemeChanges>][] = [
    ['nothing differs', { activeId: 'purple', customThemes: [blue] }, { activeTheme: 'purple', customThemes: [blue] }, null],
    ['a chosen preset', { activeId: 'purple', customThemes: [] }, { activeTheme: 'ocean', customThemes: [] }, { activeTheme: 'purple' }],
    [
      'a created theme, chosen at once',
      { activeId: 'custom-1', customThemes: [blue] },
      { activeTheme: null, customThemes: null },
      { activeTheme: 'custom-1', customThemes: [blue] },
    ],
    ['an edited theme', { activeId: 'custom-1', customThemes: [green] }, { activeTheme: 'custom-1', customThemes: [blue] }, { customThemes: [green] }],
    ['the last theme deleted', { activeId: 'ocean', customThemes: [] }, { activeTheme: 'custom-1', customThemes: [blue] }, { activeTheme: 'ocean', customThemes: [] }],
    ['no themes on a row that never had them: nothing to write', { activeId: 'purple', customThemes: [] }, { activeTheme: 'purple', customThemes: null }, null],
  ]
  it.each(cases)('%s', (_name, state, row, expected) => {
    expect(syncedThemeChanges(state, row)).toEqual(expected)
  })
})

describe('customization row: custom themes', () => {
  const cases: [string, unknown, readonly CustomTheme[] | null][] = [
    ['absent (an older row, a default row): null, the device keeps its own', { activeTheme: 'purple' }, null],
    ['an empty list is a real "none"', { customThemes: [] }, []],
    ['valid themes are kept', { customThemes: [blue] }, [blue]],
    ['broken items are dropped, the rest kept', { customThemes: [blue, { id: 'nope' }] }, [blue]],
    ['at most three', { customThemes: [1, 2, 3, 4].map((n) => ({ ...blue, id: `custom-${n}` })) }, [1, 2, 3].map((n) => ({ ...blue, id: `custom-${n}` }))],
    ['not a list reads as absent', { customThemes: 'x' }, null],
  ]
  it.each(cases)('%s', (_name, raw, expected) => {
    expect(parsePreference('customization', raw).customThemes).toEqual(expected)
  })
})
