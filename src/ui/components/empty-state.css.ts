import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  color: hsl('mutedForeground'),
})

export const emptyIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  backgroundColor: hsl('muted'),
  color: hsl('primary'),
  marginBottom: vars.space.sm,
})

export const emptyTitle = style({ color: hsl('foreground'), fontSize: vars.fontSize.lg })
export const emptyDescription = style({ maxWidth: '44ch', fontSize: vars.fontSize.sm })
export const emptyAction = style({ marginTop: vars.space.md, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' })
