import { customThemesSchema, MAX_CUSTOM_THEMES, type CustomTheme } from '../preferences/custom-themes'
import * as v from 'valibot'
import { DEFAULT_THEME_ID } from './catalogue'
import type { HslTriple } from './colour-theme'
import { hexToHsl } from './hex-colour'

export { MAX_CUSTOM_THEMES, type CustomTheme }

/** docs/product.md section 5: creation defaults (profit takes the primary colour, loss the secondary). */
export const CUSTOM_THEME_DEFAULT_HEX = { primary: '#4A90E2', secondary: '#64748B', accent: '#A18CFF' } as const

export const CUSTOM_THEME_ID_PREFIX = 'custom-'
export const MAX_THEME_NAME_LENGTH = 60

/** What the create and edit forms hand in. */
export interface CustomThemeDraft {
  readonly name: string
  readonly primary: HslTriple
  readonly secondary: HslTriple
  readonly accent: HslTriple
}

export type CustomThemeError = 'name-required' | 'name-too-long' | 'limit' | 'not-found'
export type CustomThemeResult =
  { readonly ok: true; readonly themes: readonly CustomTheme[]; readonly theme: CustomTheme } | { readonly ok: false; readonly error: CustomThemeError }

export function defaultCustomThemeDraft(): CustomThemeDraft {
  return {
    name: '',
    primary: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.primary)!,
    secondary: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.secondary)!,
    accent: hexToHsl(CUSTOM_THEME_DEFAULT_HEX.accent)!,
  }
}

/** docs/product.md section 5: the name must be non-empty after trimming, on create and on edit. */
export function validateThemeName(name: string): 'name-required' | 'name-too-long' | null {
  const trimmed = name.trim()
  if (trimmed.length === 0) return 'name-required'
  if (trimmed.length > MAX_THEME_NAME_LENGTH) return 'name-too-long'
  return null
}

function fromDraft(id: string, draft: CustomThemeDraft): CustomTheme {
  return { id, name: draft.name.trim(), primary: draft.primary, secondary: draft.secondary, accent: draft.accent, profit: draft.primary, loss: draft.secondary }
}

/** Adds a theme; a fourth is refused ('limit', docs/product.md's 'Maximum 3 custom modes allowed'). */
export function addCustomTheme(themes: readonly CustomTheme[], draft: CustomThemeDraft, uniqueSuffix: string): CustomThemeResult {
  if (themes.length >= MAX_CUSTOM_THEMES) return { ok: false, error: 'limit' }
  const nameError = validateThemeName(draft.name)
  if (nameError) return { ok: false, error: nameError }
  const theme = fromDraft(`${CUSTOM_THEME_ID_PREFIX}${uniqueSuffix}`, draft)
  return { ok: true, themes: [...themes, theme], theme }
}

export function updateCustomTheme(themes: readonly CustomTheme[], id: string, draft: CustomThemeDraft): CustomThemeResult {
  const nameError = validateThemeName(draft.name)
  if (nameError) return { ok: false, error: nameError }
  if (!themes.some((theme) => theme.id === id)) return { ok: false, error: 'not-found' }
  const theme = fromDraft(id, draft)
  return { ok: true, themes: themes.map((existing) => (existing.id === id ? theme : existing)), theme }
}

/** Removes a theme; deleting the active one switches back to ocean (docs/product.md section 4). */
export function removeCustomTheme(themes: readonly CustomTheme[], id: string, activeId: string): { readonly themes: readonly CustomTheme[]; readonly activeId: string } {
  return { themes: themes.filter((theme) => theme.id !== id), activeId: activeId === id ? DEFAULT_THEME_ID : activeId }
}

/**
 * Reads the 'theme:custom-modes' JSON. Unparseable text is reported (`failed`) so the caller can log
 * it (docs/product.md section 8) and is otherwise ignored; entries that do not parse are dropped one by one.
 */
export function parseStoredCustomThemes(raw: string | null): { readonly themes: readonly CustomTheme[]; readonly failed: boolean } {
  if (raw === null || raw === '') return { themes: [], failed: false }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { themes: [], failed: true }
  }
  if (!Array.isArray(json)) return { themes: [], failed: true }
  const parsed = v.safeParse(customThemesSchema, { themes: json })
  return parsed.success ? { themes: parsed.output.themes, failed: false } : { themes: [], failed: true }
}
