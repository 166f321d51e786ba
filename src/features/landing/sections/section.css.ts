import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

/** Vertical rhythm shared by the landing sections. */
export const section = style({
  paddingBlock: vars.space.xxxl,
  '@media': { [media.desktop]: { paddingBlock: '88px' } },
})

export const tintedSection = style([section, { backgroundColor: hsl('muted', 0.45) }])

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  textAlign: 'center',
  maxWidth: '720px',
  marginInline: 'auto',
  marginBottom: vars.space.xxl,
})
