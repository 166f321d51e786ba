import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
export { fieldPair as pair } from '../../ui/theme/utilities.css'

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

/** A row of controls that wraps on a phone. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' })

export const addForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  maxWidth: '480px',
})
/** Lines the button up with the input under its label. */
export const addButton = style({ marginTop: '1.6rem' })

export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('loss') })
export const muted = style({ color: hsl('mutedForeground') })

export const select = style({ minWidth: '160px' })

export const form = style({ display: 'grid', gap: vars.space.md })

export const eventList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })
export const eventItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
})
export const eventName = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const eventMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: hsl('mutedForeground'),
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
})
export const eventActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-start',
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
})
