// The public top bar shows the same Theme Studio as the app (src/features/theme-studio).
export { ThemeStudioButton } from '../../theme-studio'
