/**
 * Light/dark mode choice, kept apart from the colour palette (the theme studio's business).
 * docs/product.md section 3: localStorage key 'theme' holds 'light', 'dark' or 'system'. index.html reads the
 * same key before first paint, so the two must agree: anything else counts as 'system'.
 */
export const THEME_MODES = ['light', 'dark', 'system'] as const
export type ThemeMode = (typeof THEME_MODES)[number]
export type ResolvedThemeMode = 'light' | 'dark'

export const THEME_MODE_STORAGE_KEY = 'theme'
export const DEFAULT_THEME_MODE: ThemeMode = 'system'
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)'

/** A stored value back to a mode; a missing, corrupted or foreign value is 'system', never a crash. */
export function parseThemeMode(stored: unknown): ThemeMode {
  return typeof stored === 'string' && (THEME_MODES as readonly string[]).includes(stored) ? (stored as ThemeMode) : DEFAULT_THEME_MODE
}

/** What the page shows: an explicit choice wins, 'system' follows the OS. */
export function resolveThemeMode(mode: ThemeMode, systemPrefersDark: boolean): ResolvedThemeMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light'
  return mode
}
