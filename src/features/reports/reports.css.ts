import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const screen = style({ display: 'grid', gap: vars.space.lg, maxWidth: '760px' })
export const card = style({ display: 'grid', gap: vars.space.md })
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  alignItems: 'start',
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })
export const muted = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })
export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: hsl('muted', 0.5),
})
export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})
export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('foreground') })
