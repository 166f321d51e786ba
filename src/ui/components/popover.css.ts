import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'

export const content = style({
  position: 'relative',
  // never wider than the phone screen, whatever width was asked for
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.lg,
})

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 650, paddingInlineEnd: '40px' })
export const description = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const body = style({ marginTop: vars.space.md })
