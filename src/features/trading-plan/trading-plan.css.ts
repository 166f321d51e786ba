import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
export { fieldPair as pair } from '../../ui/theme/utilities.css'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
})
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })
export const ruleList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const rule = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 })
export const ruleText = style({ minWidth: 0, overflowWrap: 'anywhere', flex: 1 })
export const ruleActions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 })
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })
// Section and text stacked: the card is half the page on a desktop, too narrow for one row.
export const addForm = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'stretch' })
export const addButton = style({ justifySelf: 'start' })
export const form = style({ display: 'grid', gap: vars.space.md })
export const setups = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: 500, marginBottom: vars.space.xs, padding: 0 })
