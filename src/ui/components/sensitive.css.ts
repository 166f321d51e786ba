import { style } from '@vanilla-extract/css'
import { hsl } from '../theme/tokens.css'

export const gain = style({ color: hsl('profit') })
export const loss = style({ color: hsl('loss') })

/** blur-sensitive-data: the amount stays in place (layout does not jump) but cannot be read. */
export const blurred = style({ filter: 'blur(6px)', userSelect: 'none' })
