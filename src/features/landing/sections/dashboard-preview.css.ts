import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../../ui/theme/tokens.css'

export const svg = style({ display: 'block', width: '100%', height: 'auto', fontFamily: vars.font.body })
export const frame = style({ fill: hsl('background'), stroke: hsl('border') })
export const panel = style({ fill: hsl('card'), stroke: hsl('border') })
export const chrome = style({ fill: hsl('muted') })
export const dot = style({ fill: hsl('border') })
export const label = style({ fill: hsl('mutedForeground'), fontSize: '15px' })
export const value = style({ fill: hsl('foreground'), fontSize: '30px', fontWeight: 700 })
export const profitText = style({ fill: hsl('profit'), fontSize: '30px', fontWeight: 700 })
export const lossText = style({ fill: hsl('loss'), fontSize: '30px', fontWeight: 700 })
export const title = style({ fill: hsl('foreground'), fontSize: '17px', fontWeight: 600 })
export const curve = style({ fill: 'none', stroke: hsl('primary'), strokeWidth: 3, strokeLinejoin: 'round' })
export const area = style({ fill: hsl('primary', 0.12) })
export const grid = style({ stroke: hsl('border'), strokeDasharray: '4 6' })
export const profitBar = style({ fill: hsl('profit') })
export const lossBar = style({ fill: hsl('loss') })
export const track = style({ fill: hsl('muted') })
