import { style, styleVariants } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const root = style({ position: 'relative' })

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${hsl('border')}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: hsl('foreground'),
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: hsl('muted') } },
})

export const dot = style({ width: '8px', height: '8px', borderRadius: vars.radius.full, flexShrink: 0 })

export const tone = styleVariants({
  good: { background: hsl('profit') },
  busy: { background: hsl('primary') },
  warn: { background: hsl('warning') },
  bad: { background: hsl('destructive') },
})

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  right: 0,
  zIndex: vars.zIndex.dialog,
  width: 'min(320px, calc(100vw - 24px))',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('border')}`,
  background: hsl('popover'),
  color: hsl('popoverForeground'),
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.md })
export const explanation = style({ margin: 0, color: hsl('mutedForeground') })

export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })
export const term = style({ color: hsl('mutedForeground') })
export const detail = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' })

export const error = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.sm, background: hsl('destructive', 0.08), overflowWrap: 'anywhere' })

export const label = style({ '@media': { 'screen and (max-width: 419px)': { display: 'none' } } })
