import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'
import { duration } from '../../../ui/theme/duration'

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '5fr 7fr', gap: '56px' } },
})

export const copy = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start' })

export const points = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })

export const point = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start', lineHeight: 1.5 })

export const check = style({ flexShrink: 0, marginTop: '2px', color: hsl('profit') })

export const figure = style({ margin: 0, minWidth: 0 })

export const shotButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: 'none',
  cursor: 'zoom-in',
  boxShadow: vars.shadow.lg,
  transition: `transform ${duration(200)}`,
  selectors: {
    '&:hover': { transform: 'translateY(-2px)' },
    '&:focus-visible': { outline: `3px solid ${hsl('ring')}`, outlineOffset: '4px' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})

export const shotHint = style({ marginTop: vars.space.sm, textAlign: 'center', color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
