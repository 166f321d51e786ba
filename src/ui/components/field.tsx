import { FieldErrorText, FieldHelperText, FieldInput, FieldLabel, FieldRoot, FieldTextarea } from '@ark-ui/react/field'
import type { ComponentProps, ReactNode } from 'react'
import { cx } from './class-names'
import * as styles from './field.css'

export interface FieldProps {
  label: ReactNode
  helperText?: ReactNode
  /** Shown under the control and wired through aria-describedby; also marks the control invalid. */
  errorText?: ReactNode
  required?: boolean
  disabled?: boolean
  /** Defaults to "has errorText". */
  invalid?: boolean
  /** The control: a TextInput, TextArea or anything built on Ark's Field parts. */
  children: ReactNode
  className?: string
}

/**
 * Label, control, hint and error wired together by Ark's Field (ids, aria-describedby,
 * aria-invalid, required), so screen readers read the error with the field.
 */
export function Field({ label, helperText, errorText, required, disabled, invalid, children, className }: FieldProps) {
  return (
    <FieldRoot required={required} disabled={disabled} invalid={invalid ?? Boolean(errorText)} className={cx(styles.field, className)}>
      <FieldLabel className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </FieldLabel>
      {children}
      {helperText ? <FieldHelperText className={styles.helper}>{helperText}</FieldHelperText> : null}
      {errorText ? <FieldErrorText className={styles.error}>{errorText}</FieldErrorText> : null}
    </FieldRoot>
  )
}

/** A text input; inside a Field it picks up the label, ids and states, alone it is a styled input. */
export function TextInput({ className, ...rest }: ComponentProps<'input'>) {
  return <FieldInput className={cx(styles.input, className)} {...rest} />
}

export function TextArea({ className, ...rest }: ComponentProps<'textarea'>) {
  return <FieldTextarea className={cx(styles.input, styles.textarea, className)} {...rest} />
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode
  helperText?: ReactNode
  errorText?: ReactNode
}

/** Field + TextInput in one, for the common case. */
export function TextField({ label, helperText, errorText, required, disabled, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} helperText={helperText} errorText={errorText} required={required} disabled={disabled} className={className}>
      <TextInput {...inputProps} />
    </Field>
  )
}
