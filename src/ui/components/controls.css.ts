import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

/* Switch and checkbox: a 44px-tall row so the whole label is an easy touch target. */

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
})

export const label = style({ fontSize: vars.fontSize.sm, lineHeight: 1.4 })

export const switchControl = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: '44px',
  height: '24px',
  padding: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: hsl('input'),
  transition: `background-color ${duration(150)} ease`,
  selectors: {
    '&[data-state="checked"]': { backgroundColor: hsl('primary') },
    '&[data-focus-visible]': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})

export const switchThumb = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.full,
  backgroundColor: hsl('background'),
  boxShadow: vars.shadow.sm,
  transition: `transform ${duration(150)} ease`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(20px)' } },
})

export const checkboxControl = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: '5px',
  border: `1.5px solid ${hsl('input')}`,
  backgroundColor: hsl('background'),
  color: hsl('primaryForeground'),
  transition: `background-color ${duration(150)} ease, border-color ${duration(150)} ease`,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': { backgroundColor: hsl('primary'), borderColor: hsl('primary') },
    '&[data-invalid]': { borderColor: hsl('destructive') },
    '&[data-focus-visible]': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})
