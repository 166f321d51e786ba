import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
import { ROW_HEIGHT } from './row-height'

export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  // The sort as wide as its longest choice: 220 px cut 'Más recientes primero' short.
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, max-content)' } },
})

export const search = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'auto' } } })

export const phoneActions = style({ display: 'flex', gap: vars.space.sm, gridColumn: '1 / -1', alignItems: 'end' })

export const sortField = style({ flex: 1, minWidth: 0 })

/** Inline on tablet and desktop, in a dialog on a phone. */
export const filterPanel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.tablet]: {
      // 200 px: at 170 a select cut 'Todas las cuentas' short.
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      marginTop: vars.space.md,
      padding: vars.space.md,
      border: `1px solid ${hsl('border')}`,
      borderRadius: vars.radius.lg,
      backgroundColor: hsl('card'),
    },
  },
})

export const tagGroup = style({
  gridColumn: '1 / -1',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
})

export const tagLegend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 550 })

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, maxHeight: '160px', overflowY: 'auto' })

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.md, padding: 0, listStyle: 'none' })

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('muted'),
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
})

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const chipRemove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: hsl('mutedForeground'),
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: hsl('border'), color: hsl('foreground') } },
})

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  alignItems: 'baseline',
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: hsl('mutedForeground'),
})

export const summaryCount = style({ fontSize: vars.fontSize.md, fontWeight: 650, color: hsl('foreground') })

export const summaryFigure = style({ fontVariantNumeric: 'tabular-nums', color: hsl('foreground'), fontWeight: 600 })

export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 })

export const row = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 0,
  height: `${ROW_HEIGHT}px`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  borderBottom: `1px solid ${hsl('border')}`,
  // Rows are positioned by transform, which the compositor moves without relayout.
  willChange: 'transform',
  contain: 'strict',
})

export const rowLink = style({
  display: 'grid',
  gridTemplateRows: 'auto auto',
  rowGap: '2px',
  alignContent: 'center',
  height: '100%',
  minWidth: 0,
  paddingInline: vars.space.sm,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { backgroundColor: hsl('muted', 0.6) },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '-2px' },
  },
})

/**
 * One line of a row: its text on the left, its figure on the right. Each line shares out its own
 * width, so the date below is not squeezed to the width of the P&L above it.
 */
export const rowLine = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 })

export const symbol = style({ fontWeight: 650, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const rowMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: hsl('mutedForeground'),
  whiteSpace: 'nowrap',
  overflow: 'hidden',
})

export const metaText = style({ overflow: 'hidden', textOverflow: 'ellipsis' })

// Below the tablet breakpoint; two classes, so it wins over the badge's own display whatever the CSS order.
export const outcomeBadge = style({ '@media': { 'screen and (max-width: 639.98px)': { selectors: { [`${rowMeta} &`]: { display: 'none' } } } } })

export const figure = style({ flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 650, whiteSpace: 'nowrap' })

export const figureSmall = style([figure, { fontSize: vars.fontSize.xs, fontWeight: 550 }])

export const loadingRow = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl })

/** The snapshot screen's wrappers take no box of their own: its layout is the live screen's. */
export const snapshot = style({ display: 'contents' })
