import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const root = style({ position: 'relative' })

export const trigger = style({
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
})

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: hsl('accent'),
  color: hsl('accentForeground'),
  fontWeight: 700,
})

export const content = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: vars.zIndex.dialog,
  minWidth: '220px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  background: hsl('popover'),
  color: hsl('popoverForeground'),
  boxShadow: vars.shadow.md,
  outline: 'none',
})

export const identity = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.sm,
  borderBottom: `1px solid ${hsl('border')}`,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: hsl('mutedForeground'),
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  width: '100%',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: hsl('muted') } },
})

export const icon = style({ width: '18px', height: '18px' })
