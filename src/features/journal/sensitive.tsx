import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { cx, VisuallyHidden } from '../../ui'
import * as styles from './journal.css'

/**
 * A money amount under the profile's blur-sensitive-data flag: blurred on screen (the layout keeps
 * its place) and read to screen readers as 'Hidden' rather than the amount.
 */
export function Sensitive({ hidden, className, children }: { hidden: boolean; className?: string; children: ReactNode }) {
  const { t } = useLingui()
  if (!hidden) return <span className={className}>{children}</span>
  return (
    <span className={className}>
      <span className={cx(styles.blurred)} aria-hidden="true">
        {children}
      </span>
      <VisuallyHidden>{t`Hidden`}</VisuallyHidden>
    </span>
  )
}

/** Green for a gain, red for a loss, plain for zero or unknown. */
export function toneOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const numeric = Number(value)
  if (!Number.isFinite(numeric) || numeric === 0) return undefined
  return numeric > 0 ? styles.profit : styles.loss
}
