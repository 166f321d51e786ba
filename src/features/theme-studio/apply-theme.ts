import { DEFAULT_THEME_ID, lightnessOf, type ColourTheme, type HslTriple } from '../../domain/themes'
import { withThemeTransition } from '../../ui/theme/theme-transition'

/** Every variable a theme may set on <html>; cleared first so a switch never keeps a stale colour. */
const THEMED_VARIABLES = [
  'primary',
  'primary-foreground',
  'ring',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'profit',
  'loss',
  'chart-1',
  'chart-2',
  'chart-3',
  'neon-green',
  'neon-red',
] as const

const DARK_TEXT = '222 47% 11%'
const LIGHT_TEXT = '0 0% 100%'

/** Text on a themed surface must stay readable whatever the trader picked, so it follows lightness. */
const textOn = (colour: HslTriple): HslTriple => (lightnessOf(colour) > 62 ? DARK_TEXT : LIGHT_TEXT)

export function themeVariables(theme: ColourTheme): Record<(typeof THEMED_VARIABLES)[number], HslTriple> {
  return {
    primary: theme.primary,
    'primary-foreground': textOn(theme.primary),
    ring: theme.primary,
    secondary: theme.secondary,
    'secondary-foreground': textOn(theme.secondary),
    accent: theme.accent,
    'accent-foreground': textOn(theme.accent),
    profit: theme.profit,
    loss: theme.loss,
    'chart-1': theme.primary,
    'chart-2': theme.accent,
    'chart-3': theme.secondary,
    // docs/product.md section 4: neon green and red come from profit and loss.
    'neon-green': theme.profit,
    'neon-red': theme.loss,
  }
}

/**
 * Applies a theme's colours as inline CSS variables on <html> with the 0.5 s transition, and names it
 * in `data-theme`. 'ocean' (or null) removes them: the design system's light and dark palettes show.
 */
export function applyTheme(theme: ColourTheme | null, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return
  withThemeTransition(() => {
    for (const name of THEMED_VARIABLES) root.style.removeProperty(`--${name}`)
    if (theme && theme.id !== DEFAULT_THEME_ID) {
      for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(`--${name}`, value)
    }
    root.dataset.theme = theme?.id ?? DEFAULT_THEME_ID
  }, root)
}
