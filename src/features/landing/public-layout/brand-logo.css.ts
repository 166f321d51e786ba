import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../../ui/theme/tokens.css'

/** In dark mode a hairline around the dark tile keeps it from melting into a near-black page. */
export const tileEdge = style({
  fill: 'none',
  stroke: 'none',
  strokeWidth: 16,
  selectors: { ':root[data-mode="dark"] &': { stroke: hsl('mutedForeground', 0.35) } },
})

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: hsl('foreground'),
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '3px', borderRadius: vars.radius.sm },
  },
})

/** On the narrowest phones the wordmark gives way so the controls and sign-in still fit on one line. */
export const compactWordmark = style({
  '@media': { 'screen and (max-width: 519px)': { display: 'none' } },
})
