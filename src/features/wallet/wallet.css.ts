import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'
export { wideCardList as list } from '../../ui/theme/utilities.css'

export const stack = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
})

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('muted', 0.6),
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
})

export const toolbarItem = style({ minWidth: '180px' })

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  margin: 0,
})

export const cardTop = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})

export const coin = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
})

export const where = style({
  margin: 0,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
})

export const quantity = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 650,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const bookTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
})

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
})

export const factValue = style({
  margin: 0,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const small = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  lineHeight: 1.5,
})

export const warning = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: hsl('warning'),
  lineHeight: 1.5,
})

export const positive = style({ color: hsl('profit') })
export const negative = style({ color: hsl('loss') })

export const flows = style({ marginTop: vars.space.md })
