import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { filterRow, tableScroller } from '../theme/utilities.css'

// The layout of report screens (analytics, fees, risk, psychology, market...): sections of stat
// cards, tables of numbers and notices, shared by Section, StatCard and DataTable.
export const toolbar = style([filterRow, { marginBottom: vars.space.lg }])

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
})

export const stat = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 })

export const statLabel = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 500, color: hsl('mutedForeground') })

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 600, fontVariantNumeric: 'tabular-nums' })

export const statNote = style({ margin: 0, fontSize: vars.fontSize.sm })

export const definition = style({ margin: 0, fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 })

export const tableWrap = tableScroller

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${hsl('border')}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start' } },
})

export const headCell = style([cell, { fontWeight: 600, color: hsl('mutedForeground') }])

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('muted'),
  fontSize: vars.fontSize.sm,
})
