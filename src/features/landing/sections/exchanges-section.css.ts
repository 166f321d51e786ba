import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  '@media': { [media.desktop]: { gap: vars.space.lg } },
})

/** A text wordmark: the exchanges' own logos are trademarks, so names are set in type instead. */
export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('card'),
  color: hsl('foreground', 0.8),
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg, paddingInline: vars.space.xl } },
})

export const points = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xxl,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const point = style({ display: 'grid', gap: vars.space.xs, textAlign: 'center' })

export const pointTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.md })

export const pointText = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, lineHeight: 1.6 })
