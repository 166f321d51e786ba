import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const select = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  background: hsl('background'),
  color: hsl('foreground'),
  font: 'inherit',
  fontSize: vars.fontSize.sm,
})
