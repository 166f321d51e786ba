import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

/** Plain-SVG charts of the analytics and fee screens: colours from the theme's CSS variables. */
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 })

export const caption = style({ fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const svg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' })

export const axis = style({ stroke: hsl('border'), strokeWidth: 1 })
export const grid = style({ stroke: hsl('border'), strokeWidth: 1, strokeDasharray: '3 3' })
export const tick = style({ fill: hsl('mutedForeground'), fontSize: '11px', fontFamily: 'inherit' })

export const gain = style({ fill: hsl('profit') })
export const lossFill = style({ fill: hsl('loss') })
export const neutral = style({ fill: hsl('mutedForeground') })
export const primaryFill = style({ fill: hsl('primary') })

export const lineColors = [hsl('primary'), hsl('profit'), hsl('loss'), hsl('mutedForeground')] as const

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const swatch = style({ display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', marginInlineEnd: vars.space.xs })
