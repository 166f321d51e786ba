import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'stretch',
  maxWidth: '440px',
  marginInline: 'auto',
  '@media': { [media.desktop]: { maxWidth: 'none', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const plan = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.xl,
})

export const popular = style({ borderColor: hsl('primary'), borderWidth: '2px', boxShadow: vars.shadow.md })

export const badge = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: hsl('primary'),
  color: hsl('primaryForeground'),
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
})

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 })

export const description = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })

export const price = style({ margin: 0, display: 'flex', alignItems: 'baseline', gap: vars.space.xs, flexWrap: 'wrap' })

export const amount = style({ fontSize: '40px', fontWeight: 800, letterSpacing: '-0.02em' })

export const period = style({ color: hsl('mutedForeground') })

export const features = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, flexGrow: 1, alignContent: 'start' })

export const feature = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', fontSize: vars.fontSize.sm, lineHeight: 1.5 })

export const check = style({ flexShrink: 0, color: hsl('profit') })

export const cta = style({ width: '100%', boxSizing: 'border-box' })

export const note = style({ marginTop: vars.space.xl, textAlign: 'center', color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
