export { ThemeStudioButton } from './theme-studio-button'
export { restoreSavedTheme } from './theme-store'
