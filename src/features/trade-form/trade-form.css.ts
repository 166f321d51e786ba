import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
export { fieldPair as pair } from '../../ui/theme/utilities.css'

/** One column on a phone; on desktop the fields on the left and the preview in a side column. */
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  minWidth: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 320px', columnGap: vars.space.xl, alignItems: 'start' } },
})

export const fieldset = style({ gridColumn: 1, border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.md, minWidth: 0 })

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: 600, color: hsl('foreground') })

/** One column on a phone, two from tablet width. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

/** Two short fields side by side even on a phone (prices, fees). */

export const actions = style({ gridColumn: 1, display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })

export const saveButton = style({ width: '100%', '@media': { [media.tablet]: { width: 'auto', minWidth: '160px' } } })

export const preview = style({
  '@media': { [media.desktop]: { gridColumn: 2, gridRow: '1 / span 5', position: 'sticky', top: vars.space.lg } },
})

/** The phone's one-line preview under the prices and size; the side column shows it all on desktop. */
export const previewLine = style({
  gridColumn: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: hsl('muted'),
  '@media': { [media.desktop]: { display: 'none' } },
})

export const previewLineValue = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' })

/** Under the fee: what a fee in a third coin does, and its value in the quote coin. */
export const feeNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: hsl('mutedForeground'),
})

export const feeNoteText = style({ margin: 0 })

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md, margin: 0 })

export const figure = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const previewNote = style({ margin: `${vars.space.md} 0 0`, fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })

export const figureLabel = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
})

export const positive = style({ color: hsl('profit') })
export const negative = style({ color: hsl('loss') })

/** Above Save: prices that look like a typo. Empty (and taking no room) while there is none. */
export const priceWarnings = style({ gridColumn: 1, display: 'grid', gap: vars.space.xs, selectors: { '&:empty': { display: 'none' } } })

export const priceWarning = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('warning', 0.16),
  color: hsl('foreground'),
  fontSize: vars.fontSize.sm,
})
