import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('warning', 0.5)}`,
  background: hsl('warning', 0.08),
  color: hsl('foreground'),
  fontSize: vars.fontSize.sm,
})

export const text = style({ margin: 0, flex: '1 1 240px' })

export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${hsl('destructive', 0.4)}`,
  background: hsl('destructive', 0.08),
  fontSize: vars.fontSize.sm,
})

export const body = style({ display: 'grid', gap: vars.space.md })
export const note = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
