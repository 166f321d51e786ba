import { describe, expect, it } from 'vitest'
import { PREFERENCE_DEFAULTS, PREFERENCE_KEYS, parsePreference, RANKS } from '../../../src/db'

describe('parsePreference', () => {
  it.each(PREFERENCE_KEYS.flatMap((key) => [undefined, null, 'text', 42, [], {}].map((raw) => [key, raw] as const)))('%s from %j reads as the defaults', (key, raw) => {
    expect(parsePreference(key, raw)).toEqual(PREFERENCE_DEFAULTS[key])
  })

  it.each([
    ['customization', { calmModeEnabled: 'on', soundEnabled: false }, { ...PREFERENCE_DEFAULTS.customization, soundEnabled: false }],
    ['customization', { unlockedThemes: 'neon' }, PREFERENCE_DEFAULTS.customization],
    ['xpLevel', { currentLevel: 0, xp: 12.5 }, { currentLevel: 1, xp: 12.5 }],
    ['xpLevel', { currentLevel: 2.5 }, { currentLevel: 1, xp: 0 }],
    ['progression', { rank: 'elite_trader' }, { rank: 'elite_trader' }],
    ['progression', { rank: 'god_trader' }, { rank: 'rookie_trader' }],
    ['tradingDefaults', { breakevenBand: '1e-3', initialCapital: '1000.50' }, { ...PREFERENCE_DEFAULTS.tradingDefaults, initialCapital: '1000.50' }],
    ['tradingDefaults', { pnlMethod: 'lifo', defaultAccountId: 7 }, { ...PREFERENCE_DEFAULTS.tradingDefaults, pnlMethod: 'lifo' }],
    // Fee coin prices: a bad ticker, a zero, a negative or a non-number price drops that coin only.
    [
      'tradingDefaults',
      { feeCoinPrices: { BNB: '612.5', KCS: '0', bnb: '600', GT: '-1', MX: 3, OKB: 'abc', '1INCH': '0.25' } },
      { ...PREFERENCE_DEFAULTS.tradingDefaults, feeCoinPrices: { BNB: '612.5', '1INCH': '0.25' } },
    ],
    ['tradingDefaults', { feeCoinPrices: ['BNB'] }, PREFERENCE_DEFAULTS.tradingDefaults],
    ['profile', { language: 'fr', theme: 'dark' }, { ...PREFERENCE_DEFAULTS.profile, theme: 'dark' }],
    ['achievements', { unlocked: { first: '2025-01-01T00:00:00.000Z', bad: 3 } }, { unlocked: { first: '2025-01-01T00:00:00.000Z' } }],
    [
      'dashboardLayouts',
      {
        layouts: {
          'dashboard:phone': [
            { id: 'a', widget: 'equity', x: 0, y: 0, w: 1, h: 2 },
            { id: 'b', widget: 'x', x: -1, y: 0, w: 1, h: 1 },
          ],
          broken: 'x',
        },
      },
      { layouts: { 'dashboard:phone': [{ id: 'a', widget: 'equity', x: 0, y: 0, w: 1, h: 2 }] } },
    ],
    [
      'importPresets',
      { presets: [{ id: 'p', name: 'BingX', columns: { price: 'Avg Price', bad: 1 } }, { id: '' }] },
      { presets: [{ id: 'p', name: 'BingX', columns: { price: 'Avg Price' } }] },
    ],
  ] as const)('%s %j', (key, raw, expected) => {
    expect(parsePreference(key, raw)).toEqual(expected)
  })

  it('keeps at most three custom themes', () => {
    const theme = (n: number) => ({ id: `custom-${n}`, name: `T${n}`, primary: 'a', secondary: 'b', accent: 'c', profit: 'd', loss: 'e' })
    expect(parsePreference('customThemes', { themes: [1, 2, 3, 4].map(theme) }).themes.map((t) => t.id)).toEqual(['custom-1', 'custom-2', 'custom-3'])
  })

  it('keeps fields it does not know', () => {
    expect(parsePreference('notifications', { push: true, future: 'x' })).toEqual({ ...PREFERENCE_DEFAULTS.notifications, push: true, future: 'x' })
  })

  it('lists the ranks lowest first, as the spec orders them', () => {
    expect(RANKS).toEqual(['rookie_trader', 'active_trader', 'consistent_trader', 'pro_trader', 'elite_trader', 'legend_trader'])
  })
})
