import type { ComponentProps } from 'react'
import { Field, TextInput } from '../../ui'

export interface AuthTextFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
}

/**
 * A labelled input of the auth forms. `required` goes on the input itself (docs/product.md: the password inputs
 * carry required and minimum-length flags) rather than as Field's asterisk, which would change the
 * label's text; the form is `noValidate`, so docs/product.md's own messages are what the trader sees.
 */
export function AuthTextField({ label, value, onValueChange, error, ...input }: AuthTextFieldProps) {
  return (
    <Field label={label} errorText={error}>
      <TextInput {...input} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </Field>
  )
}
