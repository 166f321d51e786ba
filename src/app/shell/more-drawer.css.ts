import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const triggerIcon = style({ width: '20px', height: '20px' })

export const sheet = style({
  width: '100%',
  maxWidth: '100%',
  maxHeight: '85dvh',
  margin: 'auto 0 0',
  overflowY: 'auto',
  padding: vars.space.lg,
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  border: 0,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: hsl('card'),
  color: hsl('cardForeground'),
  boxShadow: vars.shadow.lg,
  selectors: { '&::backdrop': { background: hsl('foreground', 0.4) } },
})

// Stays in view while the sheet scrolls, so its Close button is always within reach.
export const header = style({
  position: 'sticky',
  top: `calc(-1 * ${vars.space.lg})`,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  margin: `calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg}) 0`,
  padding: vars.space.lg,
  paddingBottom: vars.space.sm,
  background: hsl('card'),
})
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 })

export const close = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: vars.radius.full,
  background: hsl('muted'),
  color: hsl('foreground'),
  cursor: 'pointer',
})

export const section = style({ marginTop: vars.space.lg })
export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: hsl('mutedForeground'),
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
})

export const item = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: hsl('muted', 0.5),
  color: hsl('foreground'),
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  selectors: { '&[data-status="active"]': { background: hsl('primary', 0.12), color: hsl('primary') } },
})

export const itemIcon = style({ width: '22px', height: '22px' })
