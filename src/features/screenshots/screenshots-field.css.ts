import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'
import { duration } from '../../ui/theme/duration'

export const zone = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${hsl('input')}`,
  transition: `border-color ${duration(150)} ease, background-color ${duration(150)} ease`,
  minWidth: 0,
})

export const dragging = style({ borderColor: hsl('primary'), backgroundColor: hsl('primary', 0.06) })

export const fileInput = style({
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  selectors: {
    '&::file-selector-button': {
      marginInlineEnd: vars.space.md,
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderRadius: vars.radius.sm,
      border: `1px solid ${hsl('input')}`,
      backgroundColor: hsl('secondary'),
      color: hsl('secondaryForeground'),
      font: 'inherit',
      cursor: 'pointer',
    },
  },
})

export const errorLine = style({ display: 'block' })

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
})

export const thumb = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `1px solid ${hsl('border')}`,
  backgroundColor: hsl('muted'),
})

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' })

export const thumbBusy = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: hsl('background', 0.6),
})

export const removeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  backgroundColor: hsl('background', 0.85),
})
