import { style } from '@vanilla-extract/css'
import { filterRow } from '../../../ui/theme/utilities.css'
import { media, vars } from '../../../ui/theme/tokens.css'

export const bar = filterRow

export const field = style({ minWidth: 0 })

export const customRange = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  maxWidth: '460px',
  '@media': { [media.tablet]: { flexBasis: '100%', maxWidth: '460px' } },
})
