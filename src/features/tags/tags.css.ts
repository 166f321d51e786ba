import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const picker = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 })

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: 600, color: hsl('foreground') })

/** The search-or-create field and the kind of a new tag: stacked on a phone, side by side above. */
export const createRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
})

export const group = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

export const groupTitle = style({ fontSize: vars.fontSize.xs, fontWeight: 600, color: hsl('mutedForeground'), textTransform: 'uppercase', letterSpacing: '0.04em' })

export const options = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg })

export const muted = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })

export const manager = style({ display: 'grid', gap: vars.space.md })

export const addForm = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' })

export const addField = style({ flex: '1 1 200px' })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${hsl('border')}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
})

export const rowName = style({ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' })

export const rowCount = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const rowActions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' })

export const radios = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px', fontSize: vars.fontSize.sm, cursor: 'pointer' })

export const radioInput = style({ width: '18px', height: '18px', accentColor: hsl('primary') })
