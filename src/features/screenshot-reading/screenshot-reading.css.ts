import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const panel = style({ display: 'grid', gap: vars.space.lg })

export const dropZone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${hsl('border')}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  color: hsl('mutedForeground'),
})

export const muted = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })

export const error = style({ color: hsl('destructive'), fontSize: vars.fontSize.sm, margin: 0 })

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })

export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })

export const fileName = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const hidden = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' })

export const note = style({ selectors: { '&[data-confidence="medium"]': { color: hsl('warning') }, '&[data-confidence="low"]': { color: hsl('destructive') } } })

export const action = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.md })
