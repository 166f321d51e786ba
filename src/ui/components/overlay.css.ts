import { keyframes, style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

/*
 * Ark keeps closing content mounted until its exit animation ends (data-state="closed"), so
 * enter/exit are keyframe animations keyed on data-state rather than transitions.
 */
export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
export const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96) translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
})
export const popOut = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'scale(0.96)' } })

/** A floating surface: popover, menu and select lists. */
export const floating = style({
  backgroundColor: hsl('popover'),
  color: hsl('popoverForeground'),
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${duration(140)} ease-out` },
    '&[data-state="closed"]': { animation: `${popOut} ${duration(100)} ease-in` },
  },
})

export const positioner = style({ zIndex: vars.zIndex.overlay })

/** A row inside a menu or list: highlighted by keyboard or pointer through data-highlighted. */
export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: hsl('muted') },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
})

export const listItemDestructive = style({ color: hsl('destructive') })

export const separator = style({ height: '1px', backgroundColor: hsl('border'), marginBlock: vars.space.xs, border: 0 })

export const closeButton = style({ position: 'absolute', top: vars.space.sm, insetInlineEnd: vars.space.sm })
