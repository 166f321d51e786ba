import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const dialog = style({
  width: 'min(1200px, calc(100vw - 24px))',
  maxWidth: 'none',
  maxHeight: 'calc(100dvh - 24px)',
  // Restate the UA centring of a modal <dialog>; a global `margin: 0` reset would pin it top-left.
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  padding: 0,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.lg,
  backgroundColor: hsl('popover'),
  color: hsl('popoverForeground'),
  boxShadow: vars.shadow.lg,
  selectors: {
    '&::backdrop': { backgroundColor: 'hsl(222 47% 4% / 0.7)', backdropFilter: 'blur(2px)' },
  },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${hsl('border')}`,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })

export const body = style({ padding: vars.space.md, '@media': { [media.tablet]: { padding: vars.space.xl } } })

export const closeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: hsl('foreground'),
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: hsl('muted') },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})
