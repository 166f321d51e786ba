import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

/** A row in the page's flow: it pushes the screen down instead of covering any of it. */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  // One row even on a narrow phone: the message wraps inside its own column, the dismiss button stays beside it.
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
  flexShrink: 0,
})

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: hsl('warning'),
  flexShrink: 0,
})

export const message = style({ flex: '1 1 0', minWidth: 0, fontSize: vars.fontSize.sm, lineHeight: 1.4 })
export const title = style({ margin: 0, fontWeight: 600 })
export const description = style({ margin: 0, color: hsl('mutedForeground') })
