import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
})

export const card = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0, height: '100%' })
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'anywhere' })
export const formula = style({ margin: 0, fontSize: vars.fontSize.xs, color: hsl('mutedForeground'), overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const values = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const valueRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 })
export const value = style({ fontSize: vars.fontSize.xl, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })
export const valueNote = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const part = style({
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.md,
})
export const partLegend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: 600 })
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('muted'),
  minWidth: 0,
})
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 })
