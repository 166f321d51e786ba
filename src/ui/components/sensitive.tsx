import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { VisuallyHidden } from './visually-hidden'
import * as styles from './sensitive.css'

/**
 * A money amount under the profile's blur-sensitive-data flag: blurred on screen (the layout keeps
 * its place) and read to screen readers as 'Hidden' rather than the amount.
 */
export function Sensitive({ hidden, className, children }: { hidden: boolean; className?: string; children: ReactNode }) {
  const { t } = useLingui()
  if (!hidden) return <span className={className}>{children}</span>
  return (
    <span className={className} data-blurred="">
      <span className={styles.blurred} aria-hidden="true">
        {children}
      </span>
      <VisuallyHidden>{t`Hidden`}</VisuallyHidden>
    </span>
  )
}

/** The class that blurs an element in place (for cells that cannot wrap their content). */
export const blurredClass = styles.blurred

/** Green for a gain, red for a loss, plain for zero or unknown. */
export function toneOf(value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined
  const numeric = Number(value)
  if (!Number.isFinite(numeric) || numeric === 0) return undefined
  return numeric > 0 ? styles.gain : styles.loss
}
