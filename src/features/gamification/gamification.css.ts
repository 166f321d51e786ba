import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const hero = style({ display: 'grid', gap: vars.space.sm })
export const levelLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, margin: 0 })
export const levelNumber = style({ fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })
export const rankName = style({ fontSize: vars.fontSize.lg, fontWeight: 600, color: hsl('primary') })
export const meter = style({ width: '100%', height: '10px', accentColor: hsl('primary') })
export const muted = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm })
export const badgeGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
})
export const badge = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  minWidth: 0,
})
export const badgeEarned = style({ borderColor: hsl('primary'), backgroundColor: hsl('primary', 0.08) })
export const badgeLocked = style({ opacity: 0.85 })
export const badgeTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })
export const badgeText = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const badgeStatus = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 500 })
