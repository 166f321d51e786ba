import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { hsl, media, vars } from '../ui/theme/tokens.css'
import { duration } from '../ui/theme/duration'

const slideUp = keyframes({
  from: { transform: 'translateY(16px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
})

// Outside the app's frame (the landing and sign-in pages) the card floats. Phone: a full-width card
// above the bottom navigation (the shell may set --app-bottom-inset to its bar's height). Tablet:
// bottom right (toasts are at the bottom centre). Desktop: top right under the top bar, because desktop toasts use the bottom-right corner.
const phoneBottom = `calc(var(--app-bottom-inset, 64px) + env(safe-area-inset-bottom, 0px) + ${vars.space.md})`
const cardLook = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${hsl('border')}`,
  background: hsl('card'),
  color: hsl('cardForeground'),
})

export const card = styleVariants({
  floating: [
    cardLook,
    {
      position: 'fixed',
      zIndex: vars.zIndex.overlay,
      left: vars.space.md,
      right: vars.space.md,
      bottom: phoneBottom,
      boxShadow: vars.shadow.lg,
      animation: `${slideUp} ${duration(250)} ease-out`,
      '@media': {
        [media.tablet]: {
          left: 'auto',
          right: vars.space.xl,
          bottom: vars.space.xl,
          width: '380px',
        },
        [media.desktop]: { top: '80px', bottom: 'auto' },
        [media.reducedMotion]: { animation: 'none' },
      },
    },
  ],
  // Inside the app's frame the card takes its own place at the top of the screen, in the page's flow:
  // floating, it covered 'Add trade' on /journal and the Settings tabs until dismissed.
  inline: [cardLook, { marginBottom: vars.space.lg }],
})

export const icon = style({ width: '44px', height: '44px', borderRadius: vars.radius.md, display: 'block' })

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 })
export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: hsl('mutedForeground') })

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
})

// Pulls the close icon into the card's corner padding so it lines up with the title.
export const closeButton = style({ margin: `calc(-1 * ${vars.space.sm})` })
