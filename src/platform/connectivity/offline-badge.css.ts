import { style, styleVariants } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../ui/theme/tokens.css'

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${hsl('warning', 0.5)}`,
  // Opaque, so the badge stays legible over any content scrolling underneath it.
  background: hsl('card'),
  color: hsl('cardForeground'),
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.sm,
})

export const badge = styleVariants({
  // Floating: bottom centre, above the phone's bottom bar (the shell may set --app-bottom-inset),
  // with the toasts stacked above it on a phone and a tablet (bottom right on a desktop).
  floating: [
    base,
    {
      position: 'fixed',
      zIndex: vars.zIndex.toast,
      left: '50%',
      transform: 'translateX(-50%)',
      bottom: `calc(var(--app-bottom-inset, 64px) + env(safe-area-inset-bottom, 0px) + ${vars.space.sm})`,
      '@media': { [media.tablet]: { bottom: vars.space.lg } },
    },
  ],
  // Inline: for a shell that shows the badge inside its own header or sidebar.
  inline: [base],
})

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: hsl('warning'),
  flexShrink: 0,
})
