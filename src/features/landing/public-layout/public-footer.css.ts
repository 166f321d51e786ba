import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const footer = style({
  marginTop: 'auto',
  borderTop: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('muted', 0.4),
  paddingBlock: vars.space.xxl,
  paddingBottom: `calc(${vars.space.xxl} + env(safe-area-inset-bottom))`,
})

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
})

export const brandColumn = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  '@media': { [media.tablet]: { gridColumn: 'auto' } },
})

export const tagline = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, lineHeight: 1.6, maxWidth: '32ch' })

export const columnTitle = style({ margin: 0, marginBottom: vars.space.md, fontSize: vars.fontSize.sm, fontWeight: 700, color: hsl('foreground') })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

const item = {
  fontSize: vars.fontSize.sm,
  lineHeight: 1.8,
  textDecoration: 'none',
} as const

export const link = style({
  ...item,
  color: hsl('foreground'),
  selectors: {
    '&:hover': { color: hsl('primary') },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
})

/** docs/product.md: these entries have no target yet; shown as plain text, never as links that go nowhere. */
export const placeholder = style({ ...item, color: hsl('mutedForeground') })

export const socials = style({ display: 'flex', gap: vars.space.sm })

export const socialIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.full,
  border: `1px solid ${hsl('border')}`,
  color: hsl('mutedForeground'),
})

export const bottom = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${hsl('border')}`,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.xs,
})
