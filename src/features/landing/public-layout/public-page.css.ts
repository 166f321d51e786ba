import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../../ui/theme/tokens.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: hsl('background'),
  color: hsl('foreground'),
  fontFamily: vars.font.body,
})

export const main = style({ flex: '1 0 auto' })

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.overlay,
  padding: vars.space.sm,
  backgroundColor: hsl('primary'),
  color: hsl('primaryForeground'),
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm } },
})
