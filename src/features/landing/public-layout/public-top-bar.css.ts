import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  backgroundColor: hsl('background', 0.85),
  backdropFilter: 'saturate(180%) blur(10px)',
  borderBottom: `1px solid ${hsl('border', 0.7)}`,
  paddingTop: 'env(safe-area-inset-top)',
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '60px',
  '@media': { [media.tablet]: { gap: vars.space.md, minHeight: '68px' } },
})

export const brand = style({ flexShrink: 0, marginInlineEnd: 'auto' })

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
