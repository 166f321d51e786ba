import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'
export { cardList as list, fieldPair as pair } from '../../ui/theme/utilities.css'

export const card = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, alignContent: 'start' })
export const cardTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm })
export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650, margin: 0, overflowWrap: 'anywhere' })
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), overflowWrap: 'anywhere' })
export const why = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.xs })
export const form = style({ display: 'grid', gap: vars.space.md })
export const history = style({ marginTop: vars.space.xl })
