import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const section = style({ display: 'grid', gap: vars.space.sm })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 650 })

export const hint = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.xs })

export const modeRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' })

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('card'),
})

export const cardHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })

export const cardName = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 650 })

export const cardFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: vars.space.xs })

/** docs/product.md: the available themes sit in a 2-column grid. */
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' })

export const tile = style({
  width: '100%',
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('background'),
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { backgroundColor: hsl('muted') },
    '&[aria-pressed="true"]': { borderColor: hsl('primary'), boxShadow: `0 0 0 1px ${hsl('primary')}` },
  },
})

export const tileName = style({ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' })

export const swatches = style({ display: 'flex', gap: '4px' })

export const swatch = style({ width: '16px', height: '16px', borderRadius: vars.radius.full, border: `1px solid ${hsl('foreground', 0.15)}` })

export const customList = style({ display: 'grid', gap: vars.space.xs, padding: 0, margin: 0, listStyle: 'none' })

export const customRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
})

export const customName = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.sm, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const form = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: hsl('muted') })

export const colours = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm })

export const colourField = style({ display: 'grid', gap: '4px', fontSize: vars.fontSize.xs, fontWeight: 550 })

export const colourInput = style({
  width: '100%',
  height: '36px',
  padding: '2px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${hsl('input')}`,
  backgroundColor: hsl('background'),
  cursor: 'pointer',
})

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' })
