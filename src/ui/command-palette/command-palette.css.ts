import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'

export const positioner = style({
  zIndex: vars.zIndex.palette,
  backgroundColor: 'hsl(222 47% 4% / 0.55)',
})

export const animator = style({
  width: '100%',
  maxWidth: '600px',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: hsl('popover'),
  color: hsl('popoverForeground'),
  border: `1px solid ${hsl('border')}`,
  boxShadow: vars.shadow.lg,
})

export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${hsl('border')}`,
  color: hsl('mutedForeground'),
})

export const search = style({
  flex: 1,
  height: '52px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: hsl('foreground'),
  fontSize: vars.fontSize.md, // 16px: no zoom on iOS
  selectors: { '&::placeholder': { color: hsl('mutedForeground') } },
})

export const results = style({ padding: vars.space.xs })

export const groupHeader = style({
  paddingInline: vars.space.md,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: hsl('mutedForeground'),
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginInline: vars.space.xs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  borderInlineStart: '2px solid transparent',
})

export const itemActive = style({ backgroundColor: hsl('muted'), borderInlineStartColor: hsl('primary') })

export const itemIcon = style({ display: 'inline-flex', color: hsl('mutedForeground') })
export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })
export const itemTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 550 })
export const itemDescription = style({
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const empty = style({ padding: vars.space.xl, textAlign: 'center', fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const footer = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${hsl('border')}`,
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  // The shortcut hint is for a keyboard: a touch-only phone has neither ⌘K nor Ctrl+K.
  '@media': { '(hover: none) and (pointer: coarse)': { display: 'none' } },
})
