import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

export const page = style({ paddingBlock: vars.space.xxxl, display: 'grid', gap: vars.space.xxl })

export const intro = style({ display: 'grid', gap: vars.space.md, maxWidth: '680px' })

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, '@media': { [media.desktop]: { fontSize: '40px' } } })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const asset = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, alignContent: 'start' })

export const preview = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '160px',
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
})

/** Logos are shown on the background they are made for, whatever the page's own mode is. */
export const previewLight = style({ backgroundColor: '#ffffff' })
export const previewDark = style({ backgroundColor: '#090e1a' })

export const previewImage = style({ display: 'block', maxWidth: '100%', height: 'auto' })

export const assetTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })

export const assetMeta = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const notes = style({ display: 'grid', gap: vars.space.md, padding: vars.space.xl })

export const notesList = style({ margin: 0, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.sm, lineHeight: 1.6 })

export const error = style({ margin: 0, color: hsl('destructive'), fontSize: vars.fontSize.sm })
