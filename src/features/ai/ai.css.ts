import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const askForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space.sm, alignItems: 'start' })
export const askButton = style({ marginTop: '1.6rem' })
export const suggestions = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
// A question longer than a phone is wide wraps inside its button ('Compras ou vendas: quais rendem mais?' widened the page).
export const suggestionItem = style({ maxWidth: '100%' })
export const suggestion = style({ whiteSpace: 'normal', height: 'auto', minHeight: '32px', paddingBlock: vars.space.xs, lineHeight: 1.3, textAlign: 'start', maxWidth: '100%' })
export const answers = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md })
export const answer = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md, borderRadius: vars.radius.md, border: `1px solid ${hsl('border')}`, minWidth: 0 })
export const question = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), overflowWrap: 'anywhere' })
export const sentence = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 500 })
export const numbers = style({ margin: 0, paddingInlineStart: vars.space.lg, fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), display: 'grid', gap: '2px' })
export const deviations = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs })
export const select = style({ minWidth: '180px', maxWidth: '100%' })
export const good = style({ margin: 0, color: hsl('profit'), fontWeight: 500 })
export const intro = style({ marginBottom: vars.space.md })
