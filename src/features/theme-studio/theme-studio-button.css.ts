import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const root = style({ position: 'relative', display: 'inline-flex' })

export const trigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('background'),
  color: hsl('foreground'),
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: hsl('muted') },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})

/** docs/product.md: the Theme Studio popover is 380px wide (narrower on small phones) with a 500px scroll area. */
export const panel = style({
  position: 'fixed',
  top: 'calc(64px + env(safe-area-inset-top))',
  right: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  width: 'min(380px, calc(100vw - 16px))',
  boxSizing: 'border-box',
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.lg,
  backgroundColor: hsl('popover'),
  color: hsl('popoverForeground'),
  boxShadow: vars.shadow.lg,
  outline: 'none',
})

export const scroll = style({
  maxHeight: 'min(500px, calc(100dvh - 96px))',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })

export const hint = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
