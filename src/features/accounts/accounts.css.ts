import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'
export { cardList as list, fieldPair as pair } from '../../ui/theme/utilities.css'

export const group = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl })

export const groupTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: hsl('mutedForeground'), margin: 0 })

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm, marginBottom: vars.space.md })

// The badges go below a title that would be left less than its basis: beside 'Desafio de mesa
// proprietária', the name broke into a column of word pieces on a phone.
export const cardTitle = style({ flex: '1 1 12rem', minWidth: 0, fontSize: vars.fontSize.md, fontWeight: 650, margin: 0, overflowWrap: 'anywhere' })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' })

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0 })

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const factLabel = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })

export const factValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })

export const positive = style({ color: hsl('profit') })
export const negative = style({ color: hsl('loss') })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.md })

export const form = style({ display: 'grid', gap: vars.space.md })

export const filter = style({ minWidth: '200px' })
