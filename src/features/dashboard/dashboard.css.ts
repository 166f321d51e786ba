import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
import { tableScroller } from '../../ui/theme/utilities.css'

/** One grid row's least height; a widget taller than its rows makes them grow (rows are minmax). */
export const ROW_PX = 72
export const GAP_PX = 12

export const screen = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' })
export const toolbarGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const journalCount = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, backgroundColor: hsl('muted'), fontSize: vars.fontSize.sm })

export const grid = style({
  display: 'grid',
  gap: `${GAP_PX}px`,
  gridAutoRows: `minmax(${ROW_PX}px, auto)`,
  minWidth: 0,
})

export const gridEditing = style({
  backgroundImage: `linear-gradient(${hsl('border', 0.35)} 1px, transparent 1px)`,
  backgroundSize: `100% ${ROW_PX + GAP_PX}px`,
  borderRadius: vars.radius.md,
})

export const widget = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, minHeight: 0, position: 'relative' })
export const widgetDragging = style({ opacity: 0.75, boxShadow: vars.shadow.lg, zIndex: 1 })
export const widgetHeader = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' })
export const widgetTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })
export const widgetBody = style({ minWidth: 0, flex: 1, display: 'grid', gap: vars.space.sm, alignContent: 'start' })

export const editBar = style({ display: 'flex', flexWrap: 'wrap', gap: '2px', alignItems: 'center' })
export const dragHandle = style({ cursor: 'grab', touchAction: 'none' })
export const resizeHandle = style({
  position: 'absolute',
  right: '2px',
  bottom: '2px',
  width: '24px',
  height: '24px',
  cursor: 'nwse-resize',
  touchAction: 'none',
  border: 'none',
  padding: 0,
  background: `linear-gradient(135deg, transparent 50%, ${hsl('primary', 0.6)} 50%)`,
  borderRadius: `0 0 ${vars.radius.md} 0`,
})

export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' } },
})
export const stat = style({
  display: 'grid',
  gap: '2px',
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${hsl('border')}`,
})
export const statHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs })
export const statLabel = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 500, color: hsl('mutedForeground') })
export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })
export const statNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })
export const infoButton = style({
  border: `1px solid ${hsl('border')}`,
  background: 'transparent',
  color: hsl('mutedForeground'),
  borderRadius: vars.radius.full,
  width: '20px',
  height: '20px',
  fontSize: '11px',
  fontStyle: 'italic',
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  flexShrink: 0,
})
export const definition = style({ margin: 0, fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })

export const tableWrap = tableScroller
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' })
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${hsl('border')}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start' } },
})
export const headCell = style([cell, { fontWeight: 600, color: hsl('mutedForeground') }])

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: vars.space.sm, margin: 0 })
export const figure = style({ display: 'grid', gap: '2px', minWidth: 0 })
export const figureLabel = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, fontVariantNumeric: 'tabular-nums' })

export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
