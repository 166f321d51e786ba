import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

/** The visx charts' look, only through the design system's colour variables (themes swap them). */
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 })
export const plot = style({ width: '100%', minWidth: 0 })
export const svg = style({ display: 'block', overflow: 'visible' })
export const caption = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground'), margin: 0 })

export const axis = style({ stroke: hsl('border'), strokeWidth: 1 })
export const grid = style({ stroke: hsl('border'), strokeWidth: 1, strokeDasharray: '3 3' })
export const tick = style({ fill: hsl('mutedForeground'), fontSize: '11px', fontFamily: 'inherit', fontVariantNumeric: 'tabular-nums' })

export const gainFill = style({ fill: hsl('profit') })
export const lossFill = style({ fill: hsl('loss') })
export const neutralFill = style({ fill: hsl('mutedForeground', 0.6) })
export const emptyFill = style({ fill: hsl('muted') })

export const equityLine = style({ stroke: hsl('primary'), strokeWidth: 2, fill: 'none' })
export const equityArea = style({ fill: hsl('primary', 0.12) })
export const drawdownArea = style({ fill: hsl('loss', 0.35), stroke: hsl('loss'), strokeWidth: 1 })
export const zeroLine = style({ stroke: hsl('foreground', 0.4), strokeWidth: 1 })

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
export const swatch = style({ display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px' })
export const gainSwatch = style([swatch, { backgroundColor: hsl('profit') }])
export const lossSwatch = style([swatch, { backgroundColor: hsl('loss') }])
export const neutralSwatch = style([swatch, { backgroundColor: hsl('mutedForeground', 0.6) }])
export const primarySwatch = style([swatch, { backgroundColor: hsl('primary') }])

export const calendarHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })
export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 })
export const dayNumber = style({ fill: hsl('foreground'), fontSize: '10px', fontFamily: 'inherit' })
export const dayCell = style({ stroke: hsl('border'), strokeWidth: 1 })

/** Count bars (no sign to show), e.g. the R-multiple histogram. */
export const primaryFill = style({ fill: hsl('primary') })
export const point = style({ fillOpacity: 0.7 })
/** Line series colours, in order (a legend swatch and its line share one). */
export const lineColors = [hsl('primary'), hsl('profit'), hsl('loss'), hsl('mutedForeground')] as const
export const axisLabel = style([tick, { fontWeight: 600 }])
