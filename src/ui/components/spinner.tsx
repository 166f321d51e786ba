import { useLingui } from '@lingui/react/macro'
import { VisuallyHidden } from './visually-hidden'
import { cx } from './class-names'
import * as styles from './spinner.css'

export type SpinnerSize = 'sm' | 'md' | 'lg'

/** The spinning ring alone, decorative (for use inside a control that has its own busy state). */
export function SpinnerGlyph({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return <span aria-hidden="true" className={cx(styles.ring, styles.ringSize[size], className)} />
}

export interface SpinnerProps {
  /** What is loading; defaults to 'Loading...'. Announced politely through role=status. */
  label?: string
  /** Show the label beside the ring (e.g. a screen that is loading); otherwise it is screen-reader only. */
  showLabel?: boolean
  size?: SpinnerSize
  className?: string
}

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useLingui()
  const text = label ?? t`Loading...`
  return (
    <span role="status" className={cx(styles.root, className)}>
      <SpinnerGlyph size={size} className={styles.primaryRing} />
      {showLabel ? <span>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
    </span>
  )
}
