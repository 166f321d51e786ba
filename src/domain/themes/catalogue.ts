import type { ColourTheme, UnlockRequirement } from './colour-theme'

/**
 * The built-in presets. docs/product.md names the ids and a few names; the colours are ours. 'ocean' is the
 * docs/product.md's fallback id ("matches no built-in theme, so defaults stay"): here it is the design system's
 * own palette, so choosing it, starting with nothing saved, or deleting the active custom theme all
 * show the defaults, and the morning suggestion ('ocean') has something to apply.
 */
export const DEFAULT_THEME_ID = 'ocean'

export interface PresetTheme extends ColourTheme {
  readonly description: string
  readonly unlock: UnlockRequirement
}

const level = (value: number): UnlockRequirement => ({ type: 'level', level: value })

export const PRESET_THEMES: readonly PresetTheme[] = [
  // Free from the start: docs/product.md's 'default' at level 1, the base themes and the app's own palette.
  { id: 'ocean', name: 'Ocean', description: 'The standard blue palette', primary: '217 91% 60%', secondary: '215 20% 65%', accent: '252 83% 67%', profit: '152 60% 42%', loss: '0 75% 55%', unlock: level(1) },
  { id: 'default', name: 'Default', description: 'Clean blue and violet', primary: '221 83% 53%', secondary: '215 16% 47%', accent: '262 83% 58%', profit: '142 71% 40%', loss: '0 84% 55%', unlock: level(1) },
  { id: 'purple', name: 'Purple Haze', description: 'Deep purples', primary: '270 76% 60%', secondary: '280 30% 50%', accent: '300 70% 65%', profit: '160 70% 40%', loss: '345 80% 56%', unlock: level(1) },
  { id: 'classic', name: 'Classic Trader', description: 'Terminal blue with gold', primary: '200 80% 40%', secondary: '210 15% 45%', accent: '45 90% 50%', profit: '120 60% 36%', loss: '0 70% 48%', unlock: level(1) },
  { id: 'midnight', name: 'Midnight', description: 'Calm indigo for late sessions', primary: '230 70% 62%', secondary: '235 25% 35%', accent: '260 60% 70%', profit: '160 55% 42%', loss: '350 70% 58%', unlock: level(1) },
  // docs/product.md's unlock table (section 6).
  { id: 'neon-nights', name: 'Neon Nights', description: 'Electric purple and cyan', primary: '285 90% 62%', secondary: '240 40% 30%', accent: '170 100% 40%', profit: '150 95% 40%', loss: '340 95% 58%', unlock: level(5) },
  { id: 'ocean-breeze', name: 'Ocean Breeze', description: 'Fresh teal and sea blue', primary: '190 80% 40%', secondary: '200 35% 55%', accent: '170 65% 42%', profit: '160 65% 36%', loss: '5 70% 52%', unlock: level(10) },
  { id: 'sunset-glow', name: 'Sunset Glow', description: 'Warm orange and rose', primary: '15 90% 55%', secondary: '330 50% 55%', accent: '40 95% 55%', profit: '145 55% 38%', loss: '350 80% 52%', unlock: level(15) },
  { id: 'cyber-punk', name: 'Cyber Punk', description: 'Acid yellow on magenta', primary: '55 100% 45%', secondary: '300 60% 40%', accent: '180 100% 40%', profit: '140 100% 38%', loss: '330 100% 55%', unlock: { type: 'rank', rank: 'elite_trader' } },
  { id: 'gold-rush', name: 'Gold Rush', description: 'Gold for legends', primary: '43 90% 45%', secondary: '30 35% 35%', accent: '50 100% 50%', profit: '90 55% 38%', loss: '5 70% 48%', unlock: { type: 'rank', rank: 'legend_trader' } },
  // docs/product.md's other built-ins; it does not say how they unlock, so they follow the levels in between.
  { id: 'focus', name: 'Focus', description: 'Muted tones for deep work', primary: '200 25% 40%', secondary: '200 10% 55%', accent: '190 40% 42%', profit: '160 35% 38%', loss: '10 45% 48%', unlock: level(2) },
  { id: 'wall-street', name: 'Wall Street', description: 'Money green and brass', primary: '145 63% 32%', secondary: '210 20% 30%', accent: '43 74% 49%', profit: '145 63% 36%', loss: '0 65% 45%', unlock: level(3) },
  { id: 'forest', name: 'Forest', description: 'Pine and moss', primary: '140 45% 35%', secondary: '90 20% 40%', accent: '35 60% 45%', profit: '120 45% 36%', loss: '15 65% 48%', unlock: level(4) },
  { id: 'neon', name: 'Neon City', description: 'Pink and cyan lights', primary: '320 100% 58%', secondary: '260 60% 45%', accent: '180 100% 40%', profit: '150 100% 38%', loss: '345 100% 58%', unlock: level(6) },
  { id: 'sunset', name: 'Sunset', description: 'Evening orange', primary: '20 90% 52%', secondary: '340 45% 50%', accent: '45 95% 52%', profit: '150 55% 38%', loss: '355 75% 52%', unlock: level(8) },
  { id: 'arctic', name: 'Arctic', description: 'Ice blue', primary: '195 85% 42%', secondary: '205 30% 60%', accent: '180 60% 45%', profit: '170 60% 36%', loss: '355 60% 52%', unlock: level(12) },
  { id: 'matrix', name: 'Matrix', description: 'Green code', primary: '120 100% 32%', secondary: '120 30% 25%', accent: '90 100% 38%', profit: '120 100% 35%', loss: '0 80% 50%', unlock: level(18) },
  { id: 'fire', name: 'Fire', description: 'Red and ember', primary: '10 90% 50%', secondary: '25 60% 40%', accent: '40 100% 50%', profit: '90 60% 38%', loss: '0 85% 45%', unlock: level(20) },
  { id: 'galaxy', name: 'Galaxy', description: 'Violet nebula', primary: '255 70% 60%', secondary: '230 35% 35%', accent: '290 80% 62%', profit: '170 70% 40%', loss: '330 80% 58%', unlock: level(25) },
  { id: 'synthwave', name: 'Synthwave', description: 'Retro magenta and cyan', primary: '300 85% 58%', secondary: '250 45% 35%', accent: '190 95% 45%', profit: '165 90% 40%', loss: '340 90% 58%', unlock: { type: 'rank', rank: 'pro_trader' } },
]

export function findPresetTheme(id: string): PresetTheme | undefined {
  return PRESET_THEMES.find((theme) => theme.id === id)
}
