import { FieldSelect } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { Field } from './field'
import { input as nativeSelect } from './field.css'

export interface SelectFieldOption {
  readonly value: string
  readonly label: string
}

export interface SelectFieldProps {
  label: string
  name: string
  value: string
  onValueChange: (value: string) => void
  options: readonly SelectFieldOption[]
  /** Translated message; marks the select invalid and is read with it. */
  error?: string
  /**
   * Announced with aria-required rather than Field's visual asterisk: the asterisk sits in the
   * <label>, so the label would read 'Side*' and break lookups by the exact label.
   */
  required?: boolean
  helperText?: ReactNode
  className?: string
}

/**
 * A native select in the design system's Field: the phone's own picker (long lists such as time
 * zones stay usable), labelled, described and marked invalid by Ark's Field.
 */
export function SelectField({ label, name, value, onValueChange, options, error, required, helperText, className }: SelectFieldProps) {
  return (
    <Field label={label} errorText={error} helperText={helperText} className={className}>
      <FieldSelect name={name} aria-required={required || undefined} value={value} onChange={(event) => onValueChange(event.target.value)} className={nativeSelect}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FieldSelect>
    </Field>
  )
}
