import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css'

export const controls = style({ display: 'grid', gap: vars.space.md, maxWidth: '360px' })
