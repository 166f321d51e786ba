import { style } from '@vanilla-extract/css'
import { hsl, media, vars } from '../../../ui/theme/tokens.css'

export const hero = style({
  position: 'relative',
  paddingBlock: `${vars.space.xxxl} ${vars.space.xxl}`,
  textAlign: 'center',
  // Soft glow from the primary and accent colours; pure CSS, so it costs no image download.
  backgroundImage: `radial-gradient(60% 50% at 50% 0%, ${hsl('primary', 0.16)}, transparent 70%), radial-gradient(40% 40% at 85% 20%, ${hsl('accent', 0.12)}, transparent 70%)`,
  '@media': { [media.desktop]: { paddingBlock: '104px 72px' } },
})

export const content = style({ display: 'grid', gap: vars.space.lg, justifyItems: 'center', maxWidth: '920px', marginInline: 'auto' })

export const title = style({
  margin: 0,
  fontSize: '34px',
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
  fontWeight: 800,
  textWrap: 'balance',
  '@media': { [media.tablet]: { fontSize: '48px' }, [media.desktop]: { fontSize: '60px' } },
})

export const highlight = style({ color: hsl('primary') })

export const subtitle = style({ maxWidth: '640px', textWrap: 'pretty' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md, marginTop: vars.space.sm })

export const trust = style({ margin: 0, color: hsl('mutedForeground'), fontSize: vars.fontSize.sm })

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '640px',
  margin: 0,
  marginTop: vars.space.xl,
})

export const stat = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: hsl('card', 0.7),
  border: `1px solid ${hsl('border')}`,
})

export const statValue = style({
  margin: 0,
  order: -1, // the number reads first; the label (the <dt>) stays first for screen readers
  fontSize: '20px', // "10,000+" must fit a third of a 390px phone
  fontWeight: 800,
  color: hsl('foreground'),
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
})

export const statLabel = style({ color: hsl('mutedForeground'), fontSize: vars.fontSize.xs, '@media': { [media.tablet]: { fontSize: vars.fontSize.sm } } })
