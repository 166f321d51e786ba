import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../theme/tokens.css'

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
})

export const text = style({ minWidth: 0 })

export const title = style({
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.01em',
  '@media': { [media.desktop]: { fontSize: vars.fontSize.xxl } },
})

export const description = style({ marginTop: vars.space.xs, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
