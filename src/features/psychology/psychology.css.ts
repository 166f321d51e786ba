import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 })

export const scores = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const scoreGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.xs })
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 500 })
export const scoreOptions = style({ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: '2px' })

/** A score is a radio drawn as a button; the input stays for keyboards and screen readers. */
export const scoreOption = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: '2px',
  // Two pixels aside: on a phone five words share the width ('Esgotado' broke as 'Esgotad-o').
  padding: `${vars.space.sm} 2px`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  minWidth: 0,
  selectors: {
    '&:has(input:checked)': { borderColor: hsl('primary'), backgroundColor: hsl('primary', 0.12), fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})
export const scoreInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' })
export const scoreNumber = style({ fontSize: vars.fontSize.lg, fontWeight: 600 })
// A size below the form's: five words share a phone's width. Hyphenated where the browser can;
// broken anywhere only as the last resort.
export const scoreWord = style({ fontSize: '11px', hyphens: 'auto', overflowWrap: 'anywhere' })
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('destructive') })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })
export const historyItem = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${hsl('border')}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 0 } },
})
export const historyHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline', justifyContent: 'space-between' })
export const historyDay = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 })
export const historyScores = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const historyNote = style({ margin: 0, fontSize: vars.fontSize.sm, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })

/** The check-in summary: two cards a row even on a phone (short numbers). */
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
})
