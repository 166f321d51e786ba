import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-placeholder-shown]': { color: hsl('mutedForeground') } },
})

export const valueText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const indicator = style({ display: 'inline-flex', color: hsl('mutedForeground') })

export const content = style({
  padding: vars.space.xs,
  maxHeight: 'min(320px, var(--available-height, 320px))',
  overflowY: 'auto',
  minWidth: 'var(--reference-width)',
})

export const itemIndicator = style({ marginInlineStart: 'auto', display: 'inline-flex', color: hsl('primary') })
