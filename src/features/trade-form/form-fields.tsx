import type { ReactNode } from 'react'
import { Field, TextInput } from '../../ui'

// `required` is announced with aria-required rather than Field's visual asterisk: the asterisk sits in
// the <label>, so the label text would read 'Quantity*' and break lookups by the exact label.
interface BaseFieldProps {
  label: string
  name: string
  value: string
  onValueChange: (value: string) => void
  /** Translated message; marks the control invalid (aria-invalid) and is read with it. */
  error?: string
  required?: boolean
  helperText?: ReactNode
}

export interface DecimalFieldProps extends BaseFieldProps {
  placeholder?: string
  /** Funding can be negative: iOS decimal pads have no minus key, so it gets the full keyboard. */
  signed?: boolean
}

/**
 * A price, size or fee. Plain text rather than type="number", so a decimal comma, 18 decimals and
 * what the trader typed survive exactly; the decimal keypad still opens on phones.
 */
export function DecimalField({ label, name, value, onValueChange, error, required, helperText, placeholder, signed }: DecimalFieldProps) {
  return (
    <Field label={label} errorText={error} helperText={helperText}>
      <TextInput
        name={name}
        aria-required={required || undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        inputMode={signed ? 'text' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
      />
    </Field>
  )
}

export interface TextValueFieldProps extends BaseFieldProps {
  type?: 'text' | 'datetime-local'
  /** id of a <datalist> with suggestions. */
  list?: string
  autoCapitalize?: string
}

export function TextValueField({ label, name, value, onValueChange, error, required, helperText, type = 'text', list, autoCapitalize }: TextValueFieldProps) {
  return (
    <Field label={label} errorText={error} helperText={helperText}>
      <TextInput
        name={name}
        aria-required={required || undefined}
        type={type}
        value={value}
        list={list}
        autoCapitalize={autoCapitalize}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Field>
  )
}
