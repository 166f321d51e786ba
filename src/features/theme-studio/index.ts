export { ThemeStudioButton } from './theme-studio-button'
