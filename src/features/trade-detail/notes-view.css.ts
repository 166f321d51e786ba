import { globalStyle, style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const notes = style({
  display: 'grid',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  color: hsl('foreground'),
})

globalStyle(`${notes} > *`, { margin: 0 })
globalStyle(`${notes} ul, ${notes} ol`, { paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs })
globalStyle(`${notes} h3, ${notes} h4, ${notes} h5, ${notes} h6`, { fontSize: vars.fontSize.md, fontWeight: 600 })
globalStyle(`${notes} a`, { color: hsl('primary'), textDecoration: 'underline' })

export const inlineCode = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  padding: '1px 4px',
  borderRadius: vars.radius.sm,
  background: hsl('muted'),
})

export const codeBlock = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: hsl('muted'),
  overflowX: 'auto',
  whiteSpace: 'pre',
})
