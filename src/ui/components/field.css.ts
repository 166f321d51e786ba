import { globalStyle, style } from '@vanilla-extract/css'
import { hsl, vars } from '../theme/tokens.css'
import { fieldGrid, fieldPair } from '../theme/utilities.css'
import { duration } from '../theme/duration'

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })

// Side by side, fields share their rows (label, control, hint, error), so a label on two lines
// ('Taxa de negociação' on a phone) no longer sets its input lower than its neighbour's. Space
// between the parts is their margin and between rows of fields each field's bottom padding (which
// the container takes back after its last row): an empty part (no hint) then takes no space.
const container = `${fieldPair}:has(> ${field}), ${fieldGrid}:has(> ${field})`
const sideBySide = `${fieldPair} > ${field}, ${fieldGrid} > ${field}`
globalStyle(container, { rowGap: 0, marginBottom: `calc(-1 * ${vars.space.md})` })
globalStyle(sideBySide, { display: 'grid', gridRow: 'span 4', gridTemplateRows: 'subgrid', gap: 0, alignContent: 'start', paddingBottom: vars.space.md })
globalStyle(`${fieldPair} > ${field} > * + *, ${fieldGrid} > ${field} > * + *`, { marginTop: vars.space.xs })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 550, color: hsl('foreground') })

export const requiredMark = style({ color: hsl('destructive'), marginInlineStart: '2px' })

/** Text inputs, text areas and the select trigger share one look. */
export const input = style({
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('input')}`,
  backgroundColor: hsl('background'),
  color: hsl('foreground'),
  // 16px stops iOS Safari from zooming into the field on focus
  fontSize: vars.fontSize.md,
  transition: `border-color ${duration(150)} ease, box-shadow ${duration(150)} ease`,
  selectors: {
    '&::placeholder': { color: hsl('mutedForeground') },
    '&:hover:not(:disabled)': { borderColor: hsl('mutedForeground', 0.6) },
    '&:focus-visible': { outline: 'none', borderColor: hsl('ring'), boxShadow: `0 0 0 3px ${hsl('ring', 0.25)}` },
    '&[aria-invalid="true"], &[data-invalid]': { borderColor: hsl('destructive') },
    '&:disabled, &[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
})

export const textarea = style({ paddingBlock: vars.space.sm, minHeight: '96px', resize: 'vertical', lineHeight: 1.5 })

export const helper = style({ fontSize: vars.fontSize.xs, color: hsl('mutedForeground') })
export const error = style({ fontSize: vars.fontSize.xs, color: hsl('destructive'), fontWeight: 500 })
