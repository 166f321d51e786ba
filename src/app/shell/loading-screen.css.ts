import { keyframes, style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
import { duration } from '../../ui/theme/duration'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const loading = style({
  minHeight: '50dvh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  color: hsl('mutedForeground'),
})

export const spinner = style({
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  border: `3px solid ${hsl('muted')}`,
  borderTopColor: hsl('primary'),
  animation: `${spin} ${duration(800)} linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
})
