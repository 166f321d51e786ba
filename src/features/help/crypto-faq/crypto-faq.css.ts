import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'
import { duration } from '../../../ui/theme/duration'

export const page = style({ paddingBlock: vars.space.xxxl, display: 'grid', gap: vars.space.xxl })

export const intro = style({ display: 'grid', gap: vars.space.md })

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, '@media': { [media.desktop]: { fontSize: '40px' } } })

export const group = style({ display: 'grid', gap: vars.space.md })

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.xl })

export const root = style({ display: 'grid', gap: vars.space.sm })

export const item = style({
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('card'),
  overflow: 'hidden',
})

export const question = style({ margin: 0, fontSize: vars.fontSize.md })

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: 'none',
  background: 'none',
  color: hsl('foreground'),
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: hsl('muted', 0.6) },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '-2px' },
  },
})

export const indicator = style({
  flexShrink: 0,
  display: 'inline-grid',
  color: hsl('mutedForeground'),
  transition: `transform ${duration(200)}`,
  selectors: { '&[data-state="open"]': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})

export const answer = style({
  display: 'grid',
  gap: vars.space.md,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  color: hsl('mutedForeground'),
  lineHeight: 1.7,
})

export const paragraph = style({ margin: 0 })

export const closing = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', padding: vars.space.xl })
