import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const insightList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })

export const insight = style({ display: 'grid', gap: vars.space.xs })

export const insightText = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 500 })

export const insightNumbers = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const chartGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
