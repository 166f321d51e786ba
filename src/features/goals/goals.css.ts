import { style, styleVariants } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'
import { duration } from '../../ui/theme/duration'
export { cardList as list, fieldPair as pair } from '../../ui/theme/utilities.css'

export const group = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl })
export const groupTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: hsl('mutedForeground'), margin: 0 })

export const card = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const cardTop = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm })
export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650, margin: 0, overflowWrap: 'anywhere' })
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), overflowWrap: 'anywhere' })
export const figures = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })

export const track = style({ height: '0.625rem', borderRadius: vars.radius.full, background: hsl('muted'), overflow: 'hidden' })
const bar = style({ height: '100%', borderRadius: vars.radius.full, transition: `width ${duration(200)} ease` })
export const fill = styleVariants({
  good: [bar, { background: hsl('profit') }],
  warn: [bar, { background: hsl('warning') }],
  bad: [bar, { background: hsl('loss') }],
  neutral: [bar, { background: hsl('primary') }],
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs })
export const form = style({ display: 'grid', gap: vars.space.md })
