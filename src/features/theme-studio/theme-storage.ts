import { DEFAULT_THEME_ID, parseStoredCustomThemes, type CustomTheme } from '../../domain/themes'

/**
 * docs/product.md's local storage keys (section 3): 'theme:mode' holds the chosen theme id and
 * 'theme:custom-modes' the custom themes as JSON. Storage can be blocked (privacy mode) or full; the
 * choice then still applies for this visit and the failure is only logged, as docs/product.md says.
 */
export const THEME_ID_KEY = 'theme:mode'
export const CUSTOM_THEMES_KEY = 'theme:custom-modes'

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch (error) {
    console.warn(`Theme storage not readable (${key}):`, error)
    return null
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch (error) {
    console.warn(`Theme storage not writable (${key}):`, error)
  }
}

/** The saved id, or docs/product.md's fallback 'ocean'. */
export function readThemeId(): string {
  return read(THEME_ID_KEY) || DEFAULT_THEME_ID
}

export function writeThemeId(id: string): void {
  write(THEME_ID_KEY, id)
}

export function readCustomThemes(): readonly CustomTheme[] {
  const { themes, failed } = parseStoredCustomThemes(read(CUSTOM_THEMES_KEY))
  if (failed) console.error(`Stored custom themes (${CUSTOM_THEMES_KEY}) could not be parsed; they are ignored.`)
  return themes
}

export function writeCustomThemes(themes: readonly CustomTheme[]): void {
  write(CUSTOM_THEMES_KEY, JSON.stringify(themes))
}
