import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'
import { duration } from '../../../ui/theme/duration'

/**
 * Building blocks shared by every public page (landing, blog, crypto FAQ, logo download), so the
 * pages read as one site. Phone first: 16px gutters, widening on tablet and desktop.
 */
export const container = style({
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { paddingInline: vars.space.xl }, [media.desktop]: { paddingInline: vars.space.xxl } },
})

export const narrowContainer = style([container, { maxWidth: '760px' }])

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '44px', // comfortable touch target on phones
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  fontFamily: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  border: '1px solid transparent',
  transition: `background-color ${duration(150)}, border-color ${duration(150)}, transform ${duration(150)}`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
    '&:active': { transform: 'translateY(1px)' },
  },
})

export const primaryButton = style([
  buttonBase,
  {
    backgroundColor: hsl('primary'),
    color: hsl('primaryForeground'),
    selectors: { '&:hover': { backgroundColor: hsl('primary', 0.88) } },
  },
])

export const secondaryButton = style([
  buttonBase,
  {
    backgroundColor: hsl('card'),
    color: hsl('foreground'),
    borderColor: hsl('border'),
    selectors: { '&:hover': { backgroundColor: hsl('muted') } },
  },
])

export const smallButton = style({ minHeight: '38px', paddingInline: vars.space.lg, fontSize: vars.fontSize.sm })

export const eyebrow = style({
  margin: 0,
  color: hsl('primary'),
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
})

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  color: hsl('foreground'),
  '@media': { [media.desktop]: { fontSize: '34px' } },
})

export const lead = style({
  margin: 0,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
})

export const card = style({
  backgroundColor: hsl('card'),
  color: hsl('cardForeground'),
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const textLink = style({
  color: hsl('primary'),
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
})
