import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

/** A row in the page's flow: it pushes the screen down instead of covering any of it. */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
})

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${hsl('warning', 0.5)}`,
  background: hsl('card'),
  color: hsl('cardForeground'),
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
})

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: hsl('warning'),
  flexShrink: 0,
})

export const message = style({ flex: '1 1 200px', minWidth: 0, fontSize: vars.fontSize.sm, lineHeight: 1.4 })
export const title = style({ margin: 0, fontWeight: 600 })
export const description = style({ margin: 0, color: hsl('mutedForeground') })
