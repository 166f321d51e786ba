import { describe, expect, it } from 'vitest'
import { parseHsl, PRESET_THEMES, SEASONAL_THEMES } from '../../../src/domain/themes'
import { themeVariables } from '../../../src/features/theme-studio/apply-theme'
import { THEME_LABELS } from '../../../src/features/theme-studio/theme-names'

const catalogue = [...PRESET_THEMES, ...SEASONAL_THEMES]

describe('theme catalogue', () => {
  it('has unique ids, each with a translated name and description', () => {
    const ids = catalogue.map((theme) => theme.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(THEME_LABELS[id], id).toBeDefined()
  })

  it('holds the ids the spec names', () => {
    const ids = PRESET_THEMES.map((theme) => theme.id)
    for (const id of [
      'default',
      'purple',
      'classic',
      'midnight',
      'wall-street',
      'focus',
      'neon',
      'forest',
      'sunset',
      'arctic',
      'matrix',
      'fire',
      'galaxy',
      'gold-rush',
      'synthwave',
      'ocean',
      'neon-nights',
      'ocean-breeze',
      'sunset-glow',
      'cyber-punk',
    ]) {
      expect(ids).toContain(id)
    }
    expect(SEASONAL_THEMES.map((theme) => theme.id)).toEqual(['halloween', 'christmas', 'new-year', 'hanukkah', 'diwali', 'carnival'])
  })

  it.each(catalogue.map((theme) => [theme.id, theme] as const))('%s colours are HSL triples', (_id, theme) => {
    for (const colour of [theme.primary, theme.secondary, theme.accent, theme.profit, theme.loss]) expect(parseHsl(colour), colour).not.toBeNull()
  })
})

describe('theme variables', () => {
  it.each([
    ['light primary gets dark text', '55 100% 70%', '222 47% 11%'],
    ['dark primary gets white text', '230 70% 40%', '0 0% 100%'],
  ])('%s', (_name, primary, foreground) => {
    const variables = themeVariables({ id: 'custom-x', name: 'x', primary, secondary: '0 0% 50%', accent: '0 0% 50%', profit: '120 50% 40%', loss: '0 70% 50%' })
    expect(variables['primary-foreground']).toBe(foreground)
  })

  it('sets the five colours, three chart colours and neon green and red from profit and loss', () => {
    const variables = themeVariables({ id: 'custom-x', name: 'x', primary: '1 1% 1%', secondary: '2 2% 2%', accent: '3 3% 3%', profit: '4 4% 4%', loss: '5 5% 5%' })
    expect(variables).toMatchObject({
      primary: '1 1% 1%',
      secondary: '2 2% 2%',
      accent: '3 3% 3%',
      profit: '4 4% 4%',
      loss: '5 5% 5%',
      'chart-1': '1 1% 1%',
      'chart-2': '3 3% 3%',
      'chart-3': '2 2% 2%',
      'neon-green': '4 4% 4%',
      'neon-red': '5 5% 5%',
    })
  })
})
