import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme/tokens.css'

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  alignItems: 'start',
  margin: `${vars.space.lg} 0`,
})
export const exportRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginBottom: vars.space.lg })
