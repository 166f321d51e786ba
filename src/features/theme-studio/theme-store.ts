import {
  addCustomTheme,
  findPresetTheme,
  findSeasonalTheme,
  removeCustomTheme,
  updateCustomTheme,
  type ColourTheme,
  type CustomTheme,
  type CustomThemeDraft,
  type CustomThemeError,
} from '../../domain/themes'
import { applyTheme } from './apply-theme'
import { CUSTOM_THEMES_KEY, readCustomThemes, readThemeId, THEME_ID_KEY, writeCustomThemes, writeThemeId } from './theme-storage'

export interface ThemeState {
  /** The chosen id as saved ('ocean' when none). */
  readonly activeId: string
  readonly customThemes: readonly CustomTheme[]
}

/** A refused custom theme change; the UI turns `reason` into docs/product.md's toast. */
export class CustomThemeRefused extends Error {
  constructor(readonly reason: CustomThemeError) {
    super(reason === 'limit' ? 'Maximum 3 custom modes allowed' : `Custom theme refused: ${reason}`)
    this.name = 'CustomThemeRefused'
  }
}

/** A preset, seasonal or custom theme by id. */
export function findTheme(id: string, customThemes: readonly CustomTheme[]): ColourTheme | undefined {
  return findPresetTheme(id) ?? findSeasonalTheme(id) ?? customThemes.find((theme) => theme.id === id)
}

type Listener = () => void

/** What the synced customization row says about themes; null where the row says nothing. */
export interface SyncedThemes {
  readonly activeTheme: string | null
  readonly customThemes: readonly CustomTheme[] | null
}

const THEME_FIELDS = ['id', 'name', 'primary', 'secondary', 'accent', 'profit', 'loss'] as const

export function sameCustomThemes(a: readonly CustomTheme[], b: readonly CustomTheme[]): boolean {
  return a.length === b.length && a.every((theme, index) => THEME_FIELDS.every((field) => theme[field] === b[index]?.[field]))
}

/**
 * The fields of the customization row to write so it matches this device's themes, or null when it
 * already does. Only called after a change made here (the row's own changes are adopted, not echoed).
 */
export function syncedThemeChanges(state: ThemeState, row: SyncedThemes): Partial<SyncedThemes> | null {
  const changes: { activeTheme?: string; customThemes?: readonly CustomTheme[] } = {}
  if (state.activeId !== row.activeTheme) changes.activeTheme = state.activeId
  if (row.customThemes === null ? state.customThemes.length > 0 : !sameCustomThemes(state.customThemes, row.customThemes)) {
    changes.customThemes = state.customThemes
  }
  return Object.keys(changes).length > 0 ? changes : null
}

// randomUUID needs a secure context; a phone opening the app over a LAN address has none.
const uniqueSuffix = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * The page's colour theme: which one is chosen and the custom ones, kept in localStorage under the
 * docs/product.md's keys and applied to <html>. One per page, created on first use (the app bootstrap calls
 * `restoreSavedTheme` before the first paint).
 */
function createThemeStore() {
  const listeners = new Set<Listener>()
  let state: ThemeState = { activeId: readThemeId(), customThemes: readCustomThemes() }

  const publish = (next: ThemeState) => {
    state = next
    listeners.forEach((listener) => listener())
  }

  /** docs/product.md section 4: found among built-in and custom themes, applied; otherwise a console warning. */
  const applyId = (id: string, customThemes: readonly CustomTheme[]): ColourTheme | null => {
    const theme = findTheme(id, customThemes)
    if (!theme) {
      console.warn(`Theme "${id}" not found; the default colours stay.`)
      applyTheme(null)
      return null
    }
    applyTheme(theme)
    return theme
  }

  applyId(state.activeId, state.customThemes)

  // Another tab chose or edited a theme: follow it.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== THEME_ID_KEY && event.key !== CUSTOM_THEMES_KEY && event.key !== null) return
    const next = { activeId: readThemeId(), customThemes: readCustomThemes() }
    applyId(next.activeId, next.customThemes)
    publish(next)
  })

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** Applies and saves a theme; null (and a warning) for an unknown id. Unlocks are the caller's check. */
    activate(id: string): ColourTheme | null {
      const theme = applyId(id, state.customThemes)
      if (!theme) return null
      writeThemeId(id)
      publish({ ...state, activeId: id })
      return theme
    },
    /** docs/product.md section 4: creating a custom theme activates it at once. Throws CustomThemeRefused. */
    createCustom(draft: CustomThemeDraft): CustomTheme {
      const result = addCustomTheme(state.customThemes, draft, uniqueSuffix())
      if (!result.ok) throw new CustomThemeRefused(result.error)
      writeCustomThemes(result.themes)
      applyTheme(result.theme)
      writeThemeId(result.theme.id)
      publish({ activeId: result.theme.id, customThemes: result.themes })
      return result.theme
    },
    updateCustom(id: string, draft: CustomThemeDraft): CustomTheme {
      const result = updateCustomTheme(state.customThemes, id, draft)
      if (!result.ok) throw new CustomThemeRefused(result.error)
      writeCustomThemes(result.themes)
      if (state.activeId === id) applyTheme(result.theme)
      publish({ ...state, customThemes: result.themes })
      return result.theme
    },
    /**
     * The synced customization row's choice and custom themes (another device, or this one earlier):
     * applied and saved here. A null field means the row never carried it, so this device's own stays.
     * Returns whether anything changed.
     */
    adoptSynced(synced: SyncedThemes): boolean {
      const customThemes = synced.customThemes ?? state.customThemes
      const activeId = synced.activeTheme ?? state.activeId
      const themesChanged = !sameCustomThemes(customThemes, state.customThemes)
      if (activeId === state.activeId && !themesChanged) return false
      if (themesChanged) writeCustomThemes(customThemes)
      if (activeId !== state.activeId) writeThemeId(activeId)
      applyId(activeId, customThemes)
      publish({ activeId, customThemes })
      return true
    },
    deleteCustom(id: string): void {
      const result = removeCustomTheme(state.customThemes, id, state.activeId)
      writeCustomThemes(result.themes)
      if (result.activeId !== state.activeId) {
        applyId(result.activeId, result.themes)
        writeThemeId(result.activeId)
      }
      publish({ activeId: result.activeId, customThemes: result.themes })
    },
  }
}

export type ThemeStore = ReturnType<typeof createThemeStore>

let shared: ThemeStore | undefined

export function getThemeStore(): ThemeStore {
  shared ??= createThemeStore()
  return shared
}

/** At startup: reads the saved id (fallback 'ocean') and applies it (docs/product.md section 4). */
export function restoreSavedTheme(): void {
  try {
    getThemeStore()
  } catch (error) {
    // A theme must never keep the app from starting.
    console.warn('Saved theme not restored:', error)
  }
}
