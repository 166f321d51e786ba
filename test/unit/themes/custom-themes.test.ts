import { describe, expect, it } from 'vitest'
import {
  addCustomTheme,
  CUSTOM_THEME_DEFAULT_HEX,
  defaultCustomThemeDraft,
  hexToHsl,
  hslToHex,
  MAX_CUSTOM_THEMES,
  parseStoredCustomThemes,
  removeCustomTheme,
  updateCustomTheme,
  validateThemeName,
  type CustomTheme,
  type CustomThemeDraft,
} from '../../../src/domain/themes'

const draft = (name: string): CustomThemeDraft => ({ ...defaultCustomThemeDraft(), name })

function themesOf(count: number): readonly CustomTheme[] {
  let themes: readonly CustomTheme[] = []
  for (let index = 0; index < count; index++) {
    const result = addCustomTheme(themes, draft(`Theme ${index}`), String(index))
    if (!result.ok) throw new Error(result.error)
    themes = result.themes
  }
  return themes
}

describe('custom theme rules (spec section 5)', () => {
  it.each([
    ['', 'name-required'],
    ['   ', 'name-required'],
    ['\t\n', 'name-required'],
    ['Mine', null],
    ['  Mine  ', null],
    ['x'.repeat(60), null],
    ['x'.repeat(61), 'name-too-long'],
  ])('name %j: %s', (name, error) => {
    expect(validateThemeName(name)).toBe(error)
  })

  it('creation defaults: #4A90E2, #64748B, #A18CFF; profit takes the primary and loss the secondary', () => {
    const result = addCustomTheme([], draft('  Mine  '), 'abc')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.theme).toEqual({
      id: 'custom-abc',
      name: 'Mine',
      primary: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.primary),
      secondary: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.secondary),
      accent: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.accent),
      profit: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.primary),
      loss: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.secondary),
    })
  })

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
  ])('with %i themes a new one is accepted: %s', (count, accepted) => {
    const result = addCustomTheme(themesOf(count), draft('Next'), 'next')
    expect(result.ok).toBe(accepted)
    if (!result.ok) expect(result.error).toBe('limit')
    else expect(result.themes).toHaveLength(count + 1)
  })

  it('the limit is 3', () => expect(MAX_CUSTOM_THEMES).toBe(3))

  it('an empty name is refused on create and on edit', () => {
    expect(addCustomTheme([], draft(' '), 'x')).toEqual({ ok: false, error: 'name-required' })
    const themes = themesOf(1)
    expect(updateCustomTheme(themes, themes[0]!.id, draft(''))).toEqual({ ok: false, error: 'name-required' })
  })

  it('edit keeps the id and position and derives profit and loss again', () => {
    const themes = themesOf(2)
    const result = updateCustomTheme(themes, 'custom-0', { name: 'Renamed', primary: '10 50% 50%', secondary: '20 50% 50%', accent: '30 50% 50%' })
    expect(result.ok && result.themes.map((theme) => theme.name)).toEqual(['Renamed', 'Theme 1'])
    expect(result.ok && result.theme).toMatchObject({ id: 'custom-0', profit: '10 50% 50%', loss: '20 50% 50%' })
    expect(updateCustomTheme(themes, 'custom-9', draft('x'))).toEqual({ ok: false, error: 'not-found' })
  })

  it.each([
    ['custom-1', 'custom-1', 'ocean'],
    ['custom-1', 'custom-0', 'custom-0'],
    ['custom-1', 'neon', 'neon'],
  ])('deleting %s while %s is active leaves %s active', (id, active, after) => {
    const result = removeCustomTheme(themesOf(2), id, active)
    expect(result.activeId).toBe(after)
    expect(result.themes.map((theme) => theme.id)).toEqual(['custom-0'])
  })

  it.each([
    [null, 0, false],
    ['', 0, false],
    ['not json', 0, true],
    ['{"a":1}', 0, true],
    ['[]', 0, false],
    [JSON.stringify(themesOf(2)), 2, false],
    [JSON.stringify([...themesOf(1), { id: 'nope', name: 'x' }]), 1, false],
    [JSON.stringify([...themesOf(3), { ...themesOf(1)[0], id: 'custom-extra' }]), 3, false],
  ])('stored %s reads as %i themes (failed: %s)', (raw, count, failed) => {
    const result = parseStoredCustomThemes(raw)
    expect(result.themes).toHaveLength(count)
    expect(result.failed).toBe(failed)
  })

  it.each([
    ['#4A90E2', '212 72% 59%'],
    ['#000000', '0 0% 0%'],
    ['#ffffff', '0 0% 100%'],
    ['#ff0000', '0 100% 50%'],
    ['64748B', '215 16% 47%'],
    ['#xyz', null],
  ])('hex %s is %s', (hex, hsl) => {
    expect(hexToHsl(hex)).toBe(hsl)
  })

  it('hex survives a round trip within rounding', () => {
    for (const hex of ['#4a90e2', '#64748b', '#a18cff', '#123456']) {
      const back = hslToHex(hexToHsl(hex)!)!
      const channels = (value: string) => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16))
      channels(back).forEach((channel, index) => expect(Math.abs(channel - channels(hex)[index]!)).toBeLessThanOrEqual(3))
    }
  })
})
