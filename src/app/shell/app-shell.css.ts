import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

const SIDEBAR_WIDTH = '248px'
const RAIL_WIDTH = '76px'
const BOTTOM_BAR_HEIGHT = '64px'

/**
 * Phone: content above a bottom bar. Tablet: an icon rail on the left. Desktop: a full sidebar.
 * One layout, switched by media queries, so no JS measures the screen before the first paint.
 */
export const shell = style({
  minHeight: '100dvh',
  background: hsl('background'),
  color: hsl('foreground'),
  paddingBottom: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  '@media': {
    [media.tablet]: { paddingBottom: 0, paddingLeft: RAIL_WIDTH },
    [media.desktop]: { paddingLeft: SIDEBAR_WIDTH },
  },
})

export const main = style({
  width: '100%',
  maxWidth: '1440px',
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [media.desktop]: { padding: vars.space.xl } },
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-48px',
  zIndex: vars.zIndex.palette,
  padding: vars.space.sm,
  background: hsl('primary'),
  color: hsl('primaryForeground'),
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
})

export const sidebar = style({
  display: 'none',
  position: 'fixed',
  inset: '0 auto 0 0',
  zIndex: vars.zIndex.nav,
  flexDirection: 'column',
  gap: vars.space.sm,
  borderRight: `1px solid ${hsl('border')}`,
  background: hsl('card'),
  overflowY: 'auto',
  '@media': {
    [media.tablet]: { display: 'flex', width: RAIL_WIDTH, padding: `${vars.space.md} ${vars.space.sm}` },
    [media.desktop]: { width: SIDEBAR_WIDTH, padding: vars.space.md },
  },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  fontWeight: 700,
  color: hsl('foreground'),
  textDecoration: 'none',
})

/** Text that only fits the desktop sidebar; the tablet rail shows icons with tooltips. */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'inline' } },
})

export const sectionLabel = style([
  wideOnly,
  {
    padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xs}`,
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: hsl('mutedForeground'),
    '@media': { [media.desktop]: { display: 'block' } },
  },
])

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' })

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: hsl('mutedForeground'),
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  justifyContent: 'center',
  '@media': { [media.desktop]: { justifyContent: 'flex-start' } },
  selectors: {
    '&:hover': { background: hsl('muted'), color: hsl('foreground') },
    '&[data-status="active"]': { background: hsl('primary', 0.12), color: hsl('primary') },
  },
})

export const navIcon = style({ width: '20px', height: '20px', flexShrink: 0 })

export const bottomBar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.nav,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  height: `calc(${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  paddingBottom: 'env(safe-area-inset-bottom)',
  borderTop: `1px solid ${hsl('border')}`,
  background: hsl('card'),
  '@media': { [media.tablet]: { display: 'none' } },
})

export const bottomItem = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '2px',
  border: 0,
  background: 'transparent',
  color: hsl('mutedForeground'),
  // The shorthand first: after the size it reset it to the body's 16px, and on a phone 'Operações'
  // ran into 'Adicionar'.
  font: 'inherit',
  fontSize: '11px',
  fontWeight: 500,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[data-status="active"]': { color: hsl('primary') } },
})

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  paddingTop: `max(${vars.space.sm}, env(safe-area-inset-top))`,
  borderBottom: `1px solid ${hsl('border')}`,
  background: hsl('background', 0.9),
  backdropFilter: 'blur(8px)',
})

export const topTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const topActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('background'),
  color: hsl('mutedForeground'),
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: hsl('input'), color: hsl('foreground') } },
  '@media': { [media.desktop]: { minWidth: '240px' } },
})

export const searchText = style({ display: 'none', flex: 1, textAlign: 'start', '@media': { [media.tablet]: { display: 'inline' } } })

export const kbd = style({
  display: 'none',
  paddingInline: vars.space.xs,
  borderRadius: '4px',
  border: `1px solid ${hsl('border')}`,
  fontFamily: vars.font.mono,
  fontSize: '11px',
  '@media': { [media.desktop]: { display: 'inline' } },
})

export const hideOnPhone = style({ display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } })
