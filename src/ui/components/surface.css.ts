import { style, styleVariants } from '@vanilla-extract/css'
import { hsl, media, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

export const card = style({
  backgroundColor: hsl('card'),
  color: hsl('cardForeground'),
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
})

export const cardPadding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.md },
  md: { padding: vars.space.lg, '@media': { [media.tablet]: { padding: vars.space.xl } } },
  lg: { padding: vars.space.xl, '@media': { [media.tablet]: { padding: vars.space.xxl } } },
})

export const cardInteractive = style({
  transition: `border-color ${duration(150)} ease, box-shadow ${duration(150)} ease`,
  selectors: { '&:hover': { borderColor: hsl('primary', 0.5), boxShadow: vars.shadow.md } },
})

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
})

/** The actions go below a title and description that would be left less than this beside them: on a
 * phone 'Eliminar datos de ejemplo' squeezed its card's text into a column and widened the page. */
export const cardHeading = style({ flex: '1 1 14rem', minWidth: 0 })

export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650 })
export const cardDescription = style({ fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), marginTop: '2px' })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '22px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  border: '1px solid transparent',
})

export const badgeTone = styleVariants({
  neutral: { backgroundColor: hsl('muted'), color: hsl('mutedForeground') },
  primary: { backgroundColor: hsl('primary', 0.14), color: hsl('primary') },
  success: { backgroundColor: hsl('profit', 0.14), color: hsl('profit') },
  warning: { backgroundColor: hsl('warning', 0.16), color: hsl('warning') },
  danger: { backgroundColor: hsl('destructive', 0.14), color: hsl('destructive') },
  outline: { backgroundColor: 'transparent', color: hsl('foreground'), borderColor: hsl('border') },
})
