import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
export { fieldPair as pair } from '../../ui/theme/utilities.css'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
})
export const form = style({ display: 'grid', gap: vars.space.md })
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 })
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const results = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0 })
export const result = style({ display: 'grid', gap: '2px', minWidth: 0 })
export const resultLabel = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })
export const resultValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })
export const warning = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('warning'), fontWeight: 500 })
export const usageList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
export const usageItem = style({ display: 'grid', gap: vars.space.xs })
export const usageRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap', fontSize: vars.fontSize.sm })
export const usageName = style({ fontWeight: 500 })
