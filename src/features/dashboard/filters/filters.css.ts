import { style } from '@vanilla-extract/css'
import { media, vars } from '../../../ui/theme/tokens.css'

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 220px))' } },
})

export const field = style({ minWidth: 0 })

export const customRange = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, gridColumn: '1 / -1', maxWidth: '460px' })
