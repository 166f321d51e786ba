import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const item = style({ margin: 0, height: '100%', boxSizing: 'border-box', padding: vars.space.xl, display: 'grid', gap: vars.space.lg, alignContent: 'space-between' })

export const stars = style({ color: hsl('warning'), letterSpacing: '2px' })

export const quote = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.7 })

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  backgroundColor: hsl('accent', 0.15),
  color: hsl('accent'),
  fontWeight: 700,
})

export const name = style({ display: 'block', fontWeight: 700, fontStyle: 'normal' })

export const role = style({ display: 'block', color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
