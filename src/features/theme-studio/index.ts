export { ThemeStudioButton } from './theme-studio-button'

export { RANK_LABELS, THEME_LABELS } from './theme-names'
