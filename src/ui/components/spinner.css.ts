import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.sm,
})

export const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} ${duration(700)} linear infinite`,
})

export const ringSize = styleVariants({
  sm: { width: '14px', height: '14px' },
  md: { width: '20px', height: '20px' },
  lg: { width: '32px', height: '32px', borderWidth: '3px' },
})

export const primaryRing = style({ color: hsl('primary') })
