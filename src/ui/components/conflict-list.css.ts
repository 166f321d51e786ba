/** A list of values lost to a change on another device, with the one kept beside each (conflict-card.tsx). */
import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'

export const card = style({ borderColor: hsl('warning') })

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' })

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: hsl('warning', 0.08),
})

export const field = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const values = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })

export const term = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
