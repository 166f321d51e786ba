import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { hsl, media, vars } from '../theme/tokens.css'
import { duration } from '../theme/duration'

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px) scale(0.97)' }, to: { opacity: 1, transform: 'none' } })
const leave = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'scale(0.95)' } })

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '420px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: hsl('popover'),
  color: hsl('popoverForeground'),
  border: `1px solid ${hsl('border')}`,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  '@media': { [media.desktop]: { width: '380px' } },
})

export const visible = style({ animation: `${enter} ${duration(220)} cubic-bezier(0.21, 1.02, 0.73, 1) forwards` })
export const hidden = style({ animation: `${leave} ${duration(180)} ease-in forwards` })

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginTop: '1px' })
export const iconTone = styleVariants({
  success: { color: hsl('profit') },
  error: { color: hsl('destructive') },
  blank: { color: hsl('primary') },
  loading: { color: hsl('primary') },
  custom: { color: hsl('primary') },
})

export const text = style({ flex: 1, minWidth: 0, paddingBlock: '1px' })
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: 600, lineHeight: 1.4 })
export const description = style({ marginTop: '2px', fontSize: vars.fontSize.sm, color: hsl('mutedForeground'), lineHeight: 1.4 })

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  flex: 1,
  minWidth: 0,
})
