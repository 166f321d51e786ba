import { style } from '@vanilla-extract/css'
import { hsl, vars } from './tokens.css'
import { duration } from './duration'

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  padding: '3px',
  gap: '2px',
  borderRadius: vars.radius.md,
  backgroundColor: hsl('muted'),
  border: `1px solid ${hsl('border')}`,
})

export const item = style({
  position: 'relative',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '36px',
  height: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 550,
  color: hsl('mutedForeground'),
  cursor: 'pointer',
  userSelect: 'none',
  transition: `color ${duration(150)} ease`,
  selectors: {
    '&:hover': { color: hsl('foreground') },
    '&[data-state="checked"]': { color: hsl('foreground') },
    '&[data-focus-visible]': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '1px' },
  },
})

// Ark measures the checked item and exposes its box as CSS variables on the indicator.
export const indicator = style({
  width: 'var(--width)',
  height: 'var(--height)',
  top: 'var(--top)',
  left: 'var(--left)',
  borderRadius: vars.radius.sm,
  backgroundColor: hsl('background'),
  boxShadow: vars.shadow.sm,
})
