import type { ComponentProps, ReactNode } from 'react'
import { cx } from './class-names'
import { SpinnerGlyph } from './spinner'
import * as styles from './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive'
export type ButtonSize = 'sm' | 'md' | 'lg'

/**
 * The button look as a class, for elements that must stay links (TanStack `<Link>`, `<a download>`)
 * but should look like a button.
 */
export function buttonClass(options: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  const { variant = 'primary', size = 'md', fullWidth = false } = options
  return cx(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth)
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  /** Busy: disables the button, sets aria-busy and shows a spinner. */
  loading?: boolean
  /** Text shown instead of the children while loading (e.g. 'Loading...' on the auth submit). */
  loadingText?: ReactNode
  leadingIcon?: ReactNode
  trailingIcon?: ReactNode
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingText,
  leadingIcon,
  trailingIcon,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={cx(buttonClass({ variant, size, fullWidth }), className)} {...rest}>
      {loading ? <SpinnerGlyph size="sm" /> : leadingIcon}
      {loading && loadingText !== undefined ? loadingText : children}
      {loading ? null : trailingIcon}
    </button>
  )
}

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Required: an icon alone has no name, so this is what a screen reader announces. */
  'aria-label': string
  icon: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
}

export function IconButton({ icon, variant = 'ghost', size = 'md', loading = false, type = 'button', disabled, className, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(styles.base, styles.variant[variant], styles.iconSize[size], className)}
      {...rest}
    >
      {loading ? <SpinnerGlyph size="sm" /> : icon}
    </button>
  )
}
