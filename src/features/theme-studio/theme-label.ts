import type { I18n } from '@lingui/core'
import { THEME_LABELS } from './theme-names'

/** A catalogue theme's translated name (a custom theme keeps the trader's own). */
export function themeName(i18n: I18n, theme: { id: string; name: string }): string {
  const label = THEME_LABELS[theme.id]
  return label ? i18n._(label.name) : theme.name
}

export function themeDescription(i18n: I18n, theme: { id: string; description?: string }): string {
  const label = THEME_LABELS[theme.id]
  return label ? i18n._(label.description) : (theme.description ?? '')
}
