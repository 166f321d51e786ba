import { style, styleVariants } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  userSelect: 'none',
  cursor: 'pointer',
  transition: `background-color ${duration(150)} ease, border-color ${duration(150)} ease, color ${duration(150)} ease, box-shadow ${duration(150)} ease`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
})

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])'

export const variant = styleVariants({
  primary: {
    backgroundColor: hsl('primary'),
    color: hsl('primaryForeground'),
    boxShadow: vars.shadow.sm,
    selectors: { [enabledHover]: { backgroundColor: hsl('primary', 0.88) } },
  },
  secondary: {
    backgroundColor: hsl('secondary'),
    color: hsl('secondaryForeground'),
    borderColor: hsl('border'),
    selectors: { [enabledHover]: { backgroundColor: hsl('muted'), borderColor: hsl('input') } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: hsl('foreground'),
    selectors: { [enabledHover]: { backgroundColor: hsl('muted') } },
  },
  destructive: {
    backgroundColor: hsl('destructive'),
    color: hsl('destructiveForeground'),
    selectors: { [enabledHover]: { backgroundColor: hsl('destructive', 0.88) } },
  },
})

// md and lg meet the 44px touch-target guidance on a phone; sm is for dense desktop toolbars.
export const size = styleVariants({
  sm: { height: '32px', paddingInline: vars.space.md, fontSize: vars.fontSize.sm, borderRadius: vars.radius.sm },
  md: { height: '44px', paddingInline: vars.space.lg, fontSize: vars.fontSize.sm },
  lg: { height: '52px', paddingInline: vars.space.xl, fontSize: vars.fontSize.md },
})

export const iconSize = styleVariants({
  sm: { width: '32px', height: '32px', padding: 0, borderRadius: vars.radius.sm },
  md: { width: '44px', height: '44px', padding: 0 },
  lg: { width: '52px', height: '52px', padding: 0 },
})

export const fullWidth = style({ width: '100%' })
