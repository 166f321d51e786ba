import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { hsl, media, safeArea, vars } from '../theme/tokens.css'
import { fadeIn, fadeOut, popIn, popOut } from './overlay.css'
import { duration } from '../theme/duration'

const sheetIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } })
const sheetOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } })

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'hsl(222 47% 4% / 0.6)',
  zIndex: vars.zIndex.dialog,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${duration(150)} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${duration(120)} ease-in` },
  },
})

// Phone: a sheet from the bottom edge (thumb reach); tablet and up: a centred dialog.
export const positioner = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  zIndex: vars.zIndex.dialog,
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.xl } },
})

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: 'calc(100dvh - 24px)',
  backgroundColor: hsl('card'),
  color: hsl('cardForeground'),
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  paddingBottom: safeArea.bottom,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${sheetIn} ${duration(220)} cubic-bezier(0.2, 0.9, 0.3, 1)` },
    '&[data-state="closed"]': { animation: `${sheetOut} ${duration(160)} ease-in` },
  },
  '@media': {
    [media.tablet]: {
      borderRadius: vars.radius.lg,
      border: `1px solid ${hsl('border')}`,
      maxHeight: 'calc(100dvh - 48px)',
      paddingBottom: 0,
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} ${duration(160)} ease-out` },
        '&[data-state="closed"]': { animation: `${popOut} ${duration(120)} ease-in` },
      },
    },
  },
})

export const size = styleVariants({
  sm: { '@media': { [media.tablet]: { maxWidth: '400px' } } },
  md: { '@media': { [media.tablet]: { maxWidth: '540px' } } },
  lg: { '@media': { [media.tablet]: { maxWidth: '880px' } } },
  full: { '@media': { [media.tablet]: { maxWidth: '1200px' } } },
})

export const header = style({
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.md}`,
  paddingInlineEnd: '56px', // room for the close button
})

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 650 })
export const description = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const body = style({ paddingInline: vars.space.xl, paddingBottom: vars.space.xl, overflowY: 'auto', minHeight: 0 })

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `1px solid ${hsl('border')}`,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
})
