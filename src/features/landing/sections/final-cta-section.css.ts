import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  backgroundImage: `linear-gradient(135deg, ${hsl('primary')}, ${hsl('accent')})`,
  color: hsl('primaryForeground'),
  '@media': { [media.desktop]: { padding: '72px' } },
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  '@media': { [media.desktop]: { fontSize: '36px' } },
})

export const text = style({ margin: 0, maxWidth: '560px', fontSize: vars.fontSize.md, lineHeight: 1.6, opacity: 0.92 })

export const button = style({
  backgroundColor: hsl('background'),
  color: hsl('foreground'),
  selectors: { '&:hover': { backgroundColor: hsl('background', 0.9) } },
})
