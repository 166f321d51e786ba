import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

// Seven analytics tabs do not fit a phone: the list scrolls sideways instead of wrapping.
export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${hsl('border')}`,
})

export const trigger = style({
  flexShrink: 0,
  height: '44px',
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: 550,
  color: hsl('mutedForeground'),
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  transition: `color ${duration(150)} ease, border-color ${duration(150)} ease`,
  selectors: {
    '&:hover': { color: hsl('foreground') },
    '&[data-selected]': { color: hsl('foreground'), borderBottomColor: hsl('primary') },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
})

export const content = style({ minWidth: 0, outline: 'none' })
