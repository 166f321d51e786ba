import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})
export const card = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, alignContent: 'start' })
export const cardTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm })
export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650, margin: 0, overflowWrap: 'anywhere' })
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), overflowWrap: 'anywhere' })
export const why = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.xs })
export const form = style({ display: 'grid', gap: vars.space.md })
export const pair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' })
export const history = style({ marginTop: vars.space.xl })
