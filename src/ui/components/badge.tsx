import type { ComponentProps } from 'react'
import { cx } from './class-names'
import * as styles from './surface.css'

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'outline'

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone
}

/** A short label (status, count, "Offline Mode"). Colour is never the only signal: keep the text. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx(styles.badge, styles.badgeTone[tone], className)} {...rest} />
}
