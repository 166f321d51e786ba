import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: `radial-gradient(circle at top, ${hsl('primary', 0.12)}, transparent 60%), ${hsl('background')}`,
  color: hsl('foreground'),
})

export const back = style({ color: hsl('mutedForeground'), textDecoration: 'none', fontSize: vars.fontSize.sm })

export const card = style({
  width: 'min(420px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${hsl('border')}`,
  background: hsl('card'),
  boxShadow: vars.shadow.md,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })
export const lead = style({ margin: 0, color: hsl('mutedForeground') })
export const label = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 500 })

export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('input')}`,
  background: hsl('background'),
  color: hsl('foreground'),
  font: 'inherit',
})

export const submit = style({
  minHeight: '44px',
  borderRadius: vars.radius.md,
  border: 0,
  background: hsl('primary'),
  color: hsl('primaryForeground'),
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
})
