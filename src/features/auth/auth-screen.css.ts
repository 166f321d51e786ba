import { style } from '@vanilla-extract/css'
import { hsl, vars } from '../../ui/theme/tokens.css'

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: `radial-gradient(circle at top, ${hsl('primary', 0.12)}, transparent 60%), ${hsl('background')}`,
  color: hsl('foreground'),
})

export const back = style({ justifySelf: 'start', color: hsl('mutedForeground'), textDecoration: 'none', fontSize: vars.fontSize.sm })

const panel = style({
  width: 'min(440px, calc(100vw - 32px))',
  display: 'grid',
  gap: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${hsl('border')}`,
  background: hsl('card'),
})

export const card = style([panel, { padding: vars.space.xl, boxShadow: vars.shadow.md }])

/** The device-only start: a quieter, secondary panel below the account forms. */
export const secondaryCard = style([panel, { gap: vars.space.md, padding: vars.space.lg, background: hsl('muted', 0.4) }])

export const header = style({ display: 'grid', gap: vars.space.xs })
export const title = style({ margin: 0, fontSize: vars.fontSize.xl })
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md })
export const lead = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })

export const form = style({ display: 'grid', gap: vars.space.md })
export const checks = style({ display: 'grid', gap: vars.space.xs })
export const checkError = style({ margin: 0, color: hsl('destructive'), fontSize: vars.fontSize.sm })

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' })

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: hsl('primary'),
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
})

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: hsl('mutedForeground'),
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${hsl('border')}` } },
})

export const switchLine = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const label = style({ display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: 500 })

export const input = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${hsl('input')}`,
  background: hsl('background'),
  color: hsl('foreground'),
  font: 'inherit',
})
