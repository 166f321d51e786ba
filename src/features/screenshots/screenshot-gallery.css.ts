import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' } },
})

export const thumbButton = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  padding: 0,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: hsl('muted'),
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.xs,
  cursor: 'zoom-in',
  selectors: {
    '&:hover': { borderColor: hsl('primary') },
    '&:focus-visible': { outline: `2px solid ${hsl('ring')}`, outlineOffset: '2px' },
  },
})

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })

export const viewer = style({ display: 'grid', gap: vars.space.md })

export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: '200px',
  borderRadius: vars.radius.md,
  backgroundColor: hsl('muted'),
  overflow: 'hidden',
})

export const fullImage = style({ maxWidth: '100%', maxHeight: 'calc(100dvh - 260px)', objectFit: 'contain', display: 'block' })

export const stepper = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })

export const counter = style({ fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), fontVariantNumeric: 'tabular-nums' })

export const placeholder = style({ padding: vars.space.xl, textAlign: 'center', color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })
