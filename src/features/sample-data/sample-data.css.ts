import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const panel = style({ display: 'grid', gap: vars.space.xl, maxWidth: '880px' })
export const intro = style({ display: 'grid', gap: vars.space.sm })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 650 })
export const lead = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, maxWidth: '62ch', margin: 0 })

export const choices = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
})

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  background: hsl('muted', 0.35),
})

export const hint = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.sm, margin: 0 })

export const progress = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm })
export const progressBar = style({ width: '100%', height: '8px', accentColor: hsl('primary') })

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('primary', 0.35)}`,
  background: hsl('primary', 0.08),
  fontSize: vars.fontSize.sm,
})

export const bannerText = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0, flex: '1 1 280px' })
export const bannerIcon = style({ color: hsl('primary'), flexShrink: 0, marginTop: '2px' })
export const strong = style({ fontWeight: 650 })
