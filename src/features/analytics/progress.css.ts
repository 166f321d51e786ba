import { style, styleVariants } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const changeLine = style({ margin: 0, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })

export const direction = styleVariants({
  better: { color: hsl('profit') },
  worse: { color: hsl('loss') },
  same: { color: hsl('mutedForeground') },
  neutral: { color: hsl('mutedForeground') },
  unknown: { color: hsl('mutedForeground') },
})

/** A select inside a section: as wide as its options need, not the whole card. */
export const narrowField = style({ maxWidth: '320px' })
