import { globalStyle, style } from '@vanilla-extract/css'
import { hsl, media, vars } from './tokens.css'

/** Hidden on screen, still read by screen readers (the classic clip pattern). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
})

/**
 * A wide table's box: the table scrolls inside it on a phone. Positioned, so the table's visually
 * hidden caption (absolutely positioned) scrolls with it: placed from the page instead, it widened
 * the whole page by the table's overflow.
 */
export const tableScroller = style({
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  // The scroll cue: a soft shadow on each side that has columns scrolled out of view, so a phone
  // does not seem to show the whole table. The shadows stay put (scroll); the card-coloured covers
  // move with the content (local) and hide a shadow once its side is scrolled to the end.
  background: [
    `linear-gradient(to right, ${hsl('card')} 40%, ${hsl('card', 0)}) left center / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${hsl('card')} 40%, ${hsl('card', 0)}) right center / 32px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${hsl('foreground', 0.22)}, ${hsl('foreground', 0)}) left center / 14px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${hsl('foreground', 0.22)}, ${hsl('foreground', 0)}) right center / 14px 100% no-repeat scroll`,
  ].join(', '),
})

/**
 * A screen's filter controls: one per line on a phone; from a tablet up a wrapping row where each is
 * as wide as its longest choice (at least 180px), so a translated choice such as
 * 'USDT (339 operaciones)' is never cut to a fixed column.
 */
export const filterRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.tablet]: { display: 'flex', flexWrap: 'wrap' } },
})
globalStyle(`${filterRow} > *`, { '@media': { [media.tablet]: { flex: '0 1 auto', minWidth: '180px', maxWidth: '100%' } } })

const cardListBase = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' })

/** A list of cards (accounts, goals, alerts): one column on a phone, two on a tablet, three on a desktop. */
export const cardList = style([
  cardListBase,
  { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
])

/** A list of wider cards (exchanges, holdings): one column, two on a desktop. */
export const wideCardList = style([cardListBase, { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }])

/** Two form fields side by side, at every width (entry and exit price, from and to). */
export const fieldPair = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' })

/** Form fields in as many columns of at least 140 px as fit, row after row. */
export const fieldGrid = style({ display: 'grid', columnGap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))' })
