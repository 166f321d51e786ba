import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 })

export const search = style({ maxWidth: '480px' })

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
})

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const muted = style({
  margin: 0,
  color: hsl('mutedForeground'),
  lineHeight: 1.6,
})

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '240px minmax(0, 1fr)',
      alignItems: 'start',
    },
  },
})

export const toc = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('card'),
  '@media': { [media.desktop]: { position: 'sticky', top: vars.space.lg } },
})

export const tocTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const tocList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: 1.5,
})

export const tocLink = style({
  color: hsl('primary'),
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('card'),
  scrollMarginTop: vars.space.xxxl,
  minWidth: 0,
})

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const paragraph = style({
  margin: 0,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
})

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'grid',
  gap: vars.space.xs,
  lineHeight: 1.7,
})

export const kbd = style({
  display: 'inline-block',
  padding: '0 6px',
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.sm,
  backgroundColor: hsl('muted'),
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
})

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
})

export const keys = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  lineHeight: 1.6,
})

export const keyText = style({ margin: 0 })
