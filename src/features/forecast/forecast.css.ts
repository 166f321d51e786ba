import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'
export { fieldGrid as fields } from '../../ui/theme/utilities.css'

export const form = style({ display: 'grid', gap: vars.space.md })
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })
export const muted = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
export const bandFill = style({ fill: hsl('primary', 0.18) })
export const medianLine = style({ stroke: hsl('primary'), strokeWidth: 2, fill: 'none' })
export const edgeLine = style({ stroke: hsl('primary', 0.5), strokeWidth: 1, fill: 'none' })
export const startLine = style({ stroke: hsl('foreground', 0.45), strokeWidth: 1, strokeDasharray: '4 4' })
export const targetLine = style({ stroke: hsl('profit'), strokeWidth: 1, strokeDasharray: '6 3' })
export const bandSwatch = style({ display: 'inline-block', width: '10px', height: '10px', borderRadius: '2px', backgroundColor: hsl('primary', 0.3) })
