import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const controls = style({ display: 'grid', gap: vars.space.md, maxWidth: '360px' })
export const setting = style({ display: 'grid', gap: vars.space.xs })
export const description = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, lineHeight: 1.5 })
