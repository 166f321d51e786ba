import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const screen = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: hsl('background'),
  color: hsl('foreground'),
})

export const panel = style({
  width: '100%',
  maxWidth: '480px',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${hsl('border')}`,
  background: hsl('card'),
  boxShadow: vars.shadow.md,
  textAlign: 'center',
})

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 })
export const subtitle = style({ color: hsl('mutedForeground'), margin: 0 })

export const message = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: hsl('destructive', 0.08),
  color: hsl('destructive'),
  // Wrapped, even inside a word: a long URL in the message otherwise widened the screen past a phone's.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'left',
  margin: 0,
})

export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'center', flexWrap: 'wrap' })

const buttonBase = style({
  // The shorthand before the weight, which it would reset.
  font: 'inherit',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  cursor: 'pointer',
  border: `1px solid ${hsl('border')}`,
  display: 'inline-grid',
  placeItems: 'center',
  textDecoration: 'none',
})
export const primaryButton = style([buttonBase, { background: hsl('primary'), color: hsl('primaryForeground'), borderColor: 'transparent' }])
export const secondaryButton = style([buttonBase, { background: hsl('secondary'), color: hsl('secondaryForeground') }])

export const note = style({ fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), margin: 0 })
