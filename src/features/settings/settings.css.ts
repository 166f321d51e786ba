import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const section = style({ display: 'grid', gap: vars.space.lg, maxWidth: '720px', paddingTop: vars.space.lg })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })
export const muted = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const errorItem = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: hsl('muted', 0.5),
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})
export const meter = style({ width: '100%', height: '8px', accentColor: hsl('primary') })
