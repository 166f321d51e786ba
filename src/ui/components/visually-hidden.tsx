import type { ComponentProps } from 'react'
import { visuallyHidden } from '../theme/utilities.css'
import { cx } from './class-names'

/** Text for screen readers only (icon-only controls, status messages, table captions). */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={cx(visuallyHidden, className)} {...rest} />
}
