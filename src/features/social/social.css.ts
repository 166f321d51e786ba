import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })
export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '560px', minWidth: 0 })
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('loss') })
export const text = style({ margin: 0, overflowWrap: 'anywhere' })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
export const trader = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
})
export const traderName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, overflowWrap: 'anywhere' })
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
})
export const figure = style({ display: 'grid', gap: '2px', minWidth: 0 })
export const figureLabel = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })
export const figureValue = style({ margin: 0, fontWeight: 600 })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm })
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${hsl('border')}`, textAlign: 'start', whiteSpace: 'nowrap' })
export const ownRow = style({ background: hsl('muted'), fontWeight: 600, boxShadow: `inset 3px 0 0 ${hsl('primary')}` })
export const textArea = style({ minHeight: '5rem' })
export const caption = style({ textAlign: 'start', fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), paddingBottom: vars.space.xs })
