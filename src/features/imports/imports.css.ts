import { globalStyle, style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
import { tableScroller } from '../../ui/theme/utilities.css'

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
  selectors: { '&[data-dragging="true"]': { borderColor: hsl('primary'), background: hsl('primary', 0.06) } },
})

export const fileList = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 })

export const fileHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' })

export const fileName = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0, maxWidth: '100%' })

// An export's name is long in Spanish and Portuguese ('Historial de transacciones de futuros USD-M
// (financiación)'): on a phone its badge wraps instead of widening the page.
globalStyle(`${badges} > span`, { whiteSpace: 'normal', height: 'auto', minHeight: '22px', maxWidth: '100%', overflowWrap: 'anywhere' })

export const muted = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })

export const error = style({ color: hsl('destructive'), fontSize: vars.fontSize.sm, margin: 0 })

export const notice = style({ color: hsl('warning'), fontSize: vars.fontSize.sm, margin: 0 })

export const issues = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm })

export const tableWrap = tableScroller

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  width: '100%',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})

export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${hsl('border')}`, textAlign: 'start' })

export const rowWithError = style({ background: hsl('destructive', 0.08) })

export const optionsGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const mappingGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' })

export const progress = style({ width: '100%', height: '10px', accentColor: hsl('primary') })

export const historyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm })

export const historyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
})

/** Fee coin prices: wide enough for 'BNB price in US dollars' on one line, so the inputs line up. */
export const priceGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})
