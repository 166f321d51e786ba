import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'
import { duration } from '../../ui/theme/duration'

export const page = style({ paddingBlock: vars.space.xxxl, display: 'grid', gap: vars.space.xxl })

export const intro = style({ display: 'grid', gap: vars.space.md })

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
  '@media': { [media.desktop]: { fontSize: '40px' } },
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const postCard = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.xl,
  transition: `border-color ${duration(150)}, box-shadow ${duration(150)}`,
  selectors: {
    '&:hover': { borderColor: hsl('primary', 0.6), boxShadow: vars.shadow.md },
    '&:focus-within': { borderColor: hsl('ring') },
  },
})

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.35 })

/** The title link stretches over the whole card, so the card is one target with one accessible name. */
export const cardLink = style({
  color: hsl('foreground'),
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg } },
})

export const summary = style({ margin: 0, color: hsl('mutedForeground'), lineHeight: 1.6 })

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.sm,
})

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })

export const tag = style({
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: hsl('primary', 0.1),
  color: hsl('primary'),
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
})

export const backLink = style({ justifySelf: 'start' })

export const article = style({ display: 'grid', gap: vars.space.xl })

export const articleHeader = style({ display: 'grid', gap: vars.space.md, paddingBottom: vars.space.xl, borderBottom: `1px solid ${hsl('border')}` })

export const body = style({ display: 'grid', gap: vars.space.lg, fontSize: vars.fontSize.md, lineHeight: 1.75 })

export const bodyHeading = style({ margin: 0, marginTop: vars.space.md, fontSize: vars.fontSize.xl, lineHeight: 1.3 })

export const bodyParagraph = style({ margin: 0 })

export const bodyList = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.sm })

export const notFound = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'start', paddingBlock: vars.space.xxxl })
