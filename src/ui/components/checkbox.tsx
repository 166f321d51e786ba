import { CheckboxControl, CheckboxHiddenInput, CheckboxIndicator, CheckboxLabel, CheckboxRoot } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { CheckIcon } from '../icons/action-icons'
import { cx } from './class-names'
import * as styles from './controls.css'

export interface CheckboxProps {
  /** Required accessible name; may hold links (terms and privacy). */
  label: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  required?: boolean
  invalid?: boolean
  /** Form field name and value, for forms read with FormData. */
  name?: string
  value?: string
  className?: string
}

export function Checkbox({ label, checked, defaultChecked, onCheckedChange, disabled, required, invalid, name, value, className }: CheckboxProps) {
  return (
    <CheckboxRoot
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      disabled={disabled}
      required={required}
      invalid={invalid}
      name={name}
      value={value}
      className={cx(styles.row, className)}
    >
      <CheckboxControl className={styles.checkboxControl}>
        <CheckboxIndicator>
          <CheckIcon size={14} strokeWidth={3} />
        </CheckboxIndicator>
      </CheckboxControl>
      <CheckboxLabel className={styles.label}>{label}</CheckboxLabel>
      <CheckboxHiddenInput />
    </CheckboxRoot>
  )
}
