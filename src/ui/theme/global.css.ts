import { globalStyle } from '@vanilla-extract/css'
import { hsl, media, vars } from './tokens.css'
import { THEME_TRANSITION_ATTRIBUTE } from './theme-transition'
import { CALM_MOTION_ATTRIBUTE } from './motion'

/*
 * Page-wide rules: a small modern reset, base typography and colours from the tokens, visible focus
 * for keyboard users only, reduced motion, and the theme-swap transition. Imported once by
 * src/ui/index.ts, so any screen that uses the design system gets it.
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('*', { margin: 0 })

globalStyle('html', {
  colorScheme: 'light',
  // iOS enlarges text on rotation without this
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
})
// Native controls, scroll bars and autofill follow the mode too.
globalStyle(':root[data-mode="dark"]', { colorScheme: 'dark' })

globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: hsl('foreground'),
  backgroundColor: hsl('background'),
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
})

// No `isolation: isolate` on #root (a common reset rule): it would trap the toasts, which render
// inside #root, under every portaled dialog whatever the z-index tokens say.
globalStyle('#root', { minHeight: '100dvh' })

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' })
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' })
globalStyle('button', { cursor: 'pointer', background: 'none', border: 'none', padding: 0 })
globalStyle('button:disabled, [aria-disabled="true"]', { cursor: 'not-allowed' })
globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' })
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: 1.2, fontWeight: 650, textWrap: 'balance' })
globalStyle('p', { textWrap: 'pretty' })
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 })
globalStyle('table', { borderCollapse: 'collapse' })

globalStyle('a', {
  color: hsl('primary'),
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
})

globalStyle('::selection', { backgroundColor: hsl('primary', 0.25) })

// Keyboard focus: a clear ring from the tokens; mouse and touch focus stay quiet.
globalStyle(':focus-visible', {
  outline: `2px solid ${hsl('ring')}`,
  outlineOffset: '2px',
})
globalStyle(':focus:not(:focus-visible)', { outline: 'none' })

// Theme swap: colours fade for 0.5 s while the attribute is set (see theme-transition.ts).
globalStyle(
  `:root[${THEME_TRANSITION_ATTRIBUTE}], :root[${THEME_TRANSITION_ATTRIBUTE}] *, :root[${THEME_TRANSITION_ATTRIBUTE}] *::before, :root[${THEME_TRANSITION_ATTRIBUTE}] *::after`,
  {
    // !important: a component's own short hover transition must not cut the swap short
    transitionProperty: 'color, background-color, border-color, outline-color, fill, stroke, box-shadow !important',
    transitionDuration: `${vars.themeTransition} !important`,
    transitionTimingFunction: 'ease !important',
  },
)

// People who ask for less motion (the system's setting, or calm mode in Settings) get (almost) none;
// 0.01ms keeps transitionend/animationend firing.
const lessMotion = {
  animationDuration: '0.01ms !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0.01ms !important',
  scrollBehavior: 'auto',
} as const
globalStyle('*, *::before, *::after', { '@media': { [media.reducedMotion]: lessMotion } })
globalStyle(`:root[${CALM_MOTION_ATTRIBUTE}], :root[${CALM_MOTION_ATTRIBUTE}] *, :root[${CALM_MOTION_ATTRIBUTE}] *::before, :root[${CALM_MOTION_ATTRIBUTE}] *::after`, lessMotion)
