import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'

export const content = style({ minWidth: '200px', maxWidth: 'calc(100vw - 16px)', padding: vars.space.xs })

export const icon = style({ display: 'inline-flex', color: hsl('mutedForeground') })
