import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${hsl('border')}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
})
/** Label left, switch right, on a phone as on a desktop. */
export const switchRow = style({ display: 'flex', justifyContent: 'space-between', width: '100%', fontWeight: 500 })
export const description = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, lineHeight: 1.5, overflowWrap: 'anywhere' })
export const problem = style({ margin: 0, color: hsl('destructive'), fontSize: vars.fontSize.sm, lineHeight: 1.5, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
