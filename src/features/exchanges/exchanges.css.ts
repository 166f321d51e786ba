import { createContainer, style } from '@vanilla-extract/css'
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
  color: hsl('foreground'),
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
})

export const search = style({ maxWidth: '420px' })

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.sm,
})

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
})

export const muted = style({
  margin: 0,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
})

const cardWidth = createContainer()

/** The card, measured by the facts below (a phone, or one of two cards side by side on a desktop). */
export const card = style({ containerName: cardWidth, containerType: 'inline-size' })

// Two by two in a narrow card: four in a row broke 'Importaciones' and 'Ejecuciones' mid-word on a
// 360 px phone.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  '@container': { [`${cardWidth} (min-width: 400px)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const fact = style({ display: 'grid', gap: '2px', minWidth: 0 })

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  color: hsl('mutedForeground'),
})

export const factValue = style({
  margin: 0,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})

export const details = style({
  marginTop: vars.space.md,
  borderTop: `1px solid ${hsl('border')}`,
  paddingTop: vars.space.sm,
})

export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  padding: `${vars.space.xs} 0`,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${hsl('ring')}`,
      outlineOffset: '2px',
    },
  },
})

export const steps = style({
  margin: `${vars.space.sm} 0`,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  // A track that may shrink, and words that may break: an export's long column list stays on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflowWrap: 'anywhere',
  gap: vars.space.sm,
  lineHeight: 1.6,
})

export const header = style({
  display: 'block',
  marginTop: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: hsl('muted'),
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
})
