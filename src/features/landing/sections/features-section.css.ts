import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
})

/** Five cards: on tablet the last spans both columns; on desktop three on the first row, two wider below. */
export const item = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.xl,
  '@media': {
    [media.tablet]: { selectors: { '&:last-child': { gridColumn: '1 / -1' } } },
    [media.desktop]: {
      gridColumn: 'span 2',
      selectors: { '&:nth-child(n+4)': { gridColumn: 'span 3' } },
    },
  },
})

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  backgroundColor: hsl('primary', 0.12),
  color: hsl('primary'),
})

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 })

export const text = style({ margin: 0, color: hsl('mutedForeground'), lineHeight: 1.6 })
