import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
})

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0 })

export const figure = style({ display: 'grid', gap: '2px', minWidth: 0, alignContent: 'start' })

export const figureLabel = style({
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  flexWrap: 'wrap',
})

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const definition = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground'), fontWeight: 400 })

export const positive = style({ color: hsl('profit') })
export const negative = style({ color: hsl('loss') })

export const blurred = style({ filter: 'blur(7px)', userSelect: 'none' })

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 })

export const muted = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })

export const recentList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const recentLink = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('card'),
  color: hsl('cardForeground'),
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: hsl('primary') },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})

export const recentTitle = style({ fontWeight: 600, display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' })

export const recentMeta = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground'), gridColumn: 1 })

export const recentPnl = style({ gridColumn: 2, gridRow: '1 / span 2', alignSelf: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' })
