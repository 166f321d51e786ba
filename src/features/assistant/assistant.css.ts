import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const trigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('background'),
  color: hsl('foreground'),
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: hsl('muted') },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})
export const body = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const askForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start' })
export const askButton = style({ marginTop: '1.6rem' })
export const examples = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const example = style({ whiteSpace: 'normal', height: 'auto', minHeight: '32px', paddingBlock: vars.space.xs, lineHeight: 1.3, textAlign: 'start', maxWidth: '100%' })
export const answers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
export const answer = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${hsl('border')}`, minWidth: 0 })
export const question = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), overflowWrap: 'anywhere' })
export const refusal = style({ margin: 0, fontSize: vars.fontSize.md })
export const comparison = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' })
export const part = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const subset = style({ margin: 0, fontWeight: 600 })
export const figures = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: '2px' })
export const counted = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })
export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px', fontSize: vars.fontSize.sm })
