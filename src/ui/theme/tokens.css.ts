import { createGlobalTheme, createGlobalThemeContract } from '@vanilla-extract/css'
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer'
import { createHsl } from './hsl'
import { MOTION_SCALE_VARIABLE } from './motion'

/**
 * Colours are CSS variables that hold bare HSL triples ("217 91% 60%"), never whole colours, so that
 * the theme studio can swap a palette by setting a few variables (with a 0.5 s transition) and so
 * that any component can add an alpha: `hsl(var(--primary) / 0.2)`. Use `hsl(colors.primary)`.
 */
export const colorVars = createGlobalThemeContract({
  background: 'background',
  foreground: 'foreground',
  card: 'card',
  cardForeground: 'card-foreground',
  popover: 'popover',
  popoverForeground: 'popover-foreground',
  muted: 'muted',
  mutedForeground: 'muted-foreground',
  border: 'border',
  input: 'input',
  ring: 'ring',
  primary: 'primary',
  primaryForeground: 'primary-foreground',
  secondary: 'secondary',
  secondaryForeground: 'secondary-foreground',
  accent: 'accent',
  accentForeground: 'accent-foreground',
  destructive: 'destructive',
  destructiveForeground: 'destructive-foreground',
  warning: 'warning',
  profit: 'profit',
  loss: 'loss',
  chart1: 'chart-1',
  chart2: 'chart-2',
  chart3: 'chart-3',
  neonGreen: 'neon-green',
  neonRed: 'neon-red',
})

export type ColorToken = keyof typeof colorVars

const light: Record<ColorToken, string> = {
  background: '0 0% 100%',
  foreground: '222 47% 11%',
  card: '0 0% 100%',
  cardForeground: '222 47% 11%',
  popover: '0 0% 100%',
  popoverForeground: '222 47% 11%',
  muted: '210 40% 96%',
  mutedForeground: '215 16% 40%',
  border: '214 32% 89%',
  input: '214 32% 85%',
  ring: '217 91% 50%',
  primary: '217 91% 50%',
  primaryForeground: '0 0% 100%',
  secondary: '210 40% 94%',
  secondaryForeground: '222 47% 11%',
  accent: '252 83% 63%',
  accentForeground: '0 0% 100%',
  destructive: '0 72% 45%',
  destructiveForeground: '0 0% 100%',
  warning: '38 92% 40%',
  profit: '152 69% 31%',
  loss: '0 72% 45%',
  chart1: '217 91% 50%',
  chart2: '252 83% 63%',
  chart3: '38 92% 50%',
  neonGreen: '152 69% 31%',
  neonRed: '0 72% 45%',
}

const dark: Record<ColorToken, string> = {
  background: '222 47% 7%',
  foreground: '210 40% 96%',
  card: '222 40% 11%',
  cardForeground: '210 40% 96%',
  popover: '222 40% 12%',
  popoverForeground: '210 40% 96%',
  muted: '217 33% 17%',
  mutedForeground: '215 20% 70%',
  border: '217 33% 20%',
  input: '217 33% 26%',
  ring: '217 91% 60%',
  primary: '217 91% 60%',
  primaryForeground: '222 47% 7%',
  secondary: '217 33% 17%',
  secondaryForeground: '210 40% 96%',
  accent: '252 83% 70%',
  accentForeground: '222 47% 7%',
  destructive: '0 72% 58%',
  destructiveForeground: '0 0% 100%',
  warning: '38 92% 55%',
  profit: '152 60% 48%',
  loss: '0 80% 62%',
  chart1: '217 91% 60%',
  chart2: '252 83% 70%',
  chart3: '38 92% 55%',
  neonGreen: '152 60% 48%',
  neonRed: '0 80% 62%',
}

createGlobalTheme(':root', colorVars, light)
createGlobalTheme(':root[data-mode="dark"]', colorVars, dark)

/** `hsl('primary')`, `hsl('border', 0.5)`: a token as a CSS colour, optionally with alpha. */
export const hsl: (token: ColorToken, alpha?: number) => string = createHsl<ColorToken>(colorVars)
// A .css.ts file may only export serializable values; this tells vanilla-extract to rebuild the
// function at runtime from ./hsl (without it, importing tokens.css from a .tsx fails the build).
addFunctionSerializer(hsl, { importPath: './hsl', importName: 'createHsl', args: [colorVars] })

/** The trader's animation speed as a duration multiplier; applyMotion (motion.ts) sets it on <html>. Use duration.ts. */
export const motionVars = createGlobalThemeContract({ scale: MOTION_SCALE_VARIABLE })
createGlobalTheme(':root', motionVars, { scale: '1' })

export const vars = createGlobalTheme(':root', {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '14px', full: '9999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', display: '40px' },
  shadow: {
    sm: '0 1px 2px hsl(222 47% 11% / 0.08)',
    md: '0 4px 16px hsl(222 47% 11% / 0.12)',
    lg: '0 12px 40px hsl(222 47% 11% / 0.2)',
  },
  zIndex: { nav: '20', overlay: '40', dialog: '50', toast: '60', palette: '70' },
  /** The theme studio swaps palettes with this transition (docs/product.md section 9: 0.5 s), at the trader's animation speed. */
  themeTransition: `calc(0.5s * ${motionVars.scale})`,
})

/** Breakpoints as media queries: phone below `tablet`, desktop from `desktop`. */
export const media = {
  tablet: 'screen and (min-width: 640px)',
  desktop: 'screen and (min-width: 1024px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

/**
 * Safe-area insets (notch, home indicator) as CSS values, for a bottom bar or a sticky header on a
 * phone installed to the home screen. index.html sets `viewport-fit=cover`, so without these the
 * bottom bar would sit under the iOS home indicator. The fallback keeps desktop browsers at 0.
 */
export const safeArea = {
  top: 'env(safe-area-inset-top, 0px)',
  right: 'env(safe-area-inset-right, 0px)',
  bottom: 'env(safe-area-inset-bottom, 0px)',
  left: 'env(safe-area-inset-left, 0px)',
} as const
