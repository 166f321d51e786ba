import { SwitchControl, SwitchHiddenInput, SwitchLabel, SwitchRoot, SwitchThumb } from '@ark-ui/react/switch'
import { useRef, type ReactNode } from 'react'
import { cx } from './class-names'
import * as styles from './controls.css'
import { visuallyHidden } from '../theme/utilities.css'

export interface SwitchProps {
  /** Required accessible name; hide it visually with `hideLabel` when a heading beside says it all. */
  label: ReactNode
  hideLabel?: boolean
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  name?: string
  /** Label first (settings rows) or the switch first. */
  labelPosition?: 'start' | 'end'
  className?: string
  /** Id of the text that explains the setting, announced with the switch. */
  describedBy?: string
}

/** An on/off setting that applies at once (calm mode, sound, dark mode: "on means dark"). */
export function Switch({ label, hideLabel = false, checked, defaultChecked, onCheckedChange, disabled, name, labelPosition = 'end', className, describedBy }: SwitchProps) {
  const input = useRef<HTMLInputElement>(null)
  const text = <SwitchLabel className={cx(styles.label, hideLabel && visuallyHidden)}>{label}</SwitchLabel>
  return (
    <SwitchRoot
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => {
        onCheckedChange?.(details.checked)
        // Controlled, the switch shows `checked` until its owner changes it, as a controlled React
        // input does. The click already flipped the hidden input (what assistive technology reads),
        // and Ark only writes it back when `checked` changes: a save that failed left it flipped.
        if (checked !== undefined && input.current) input.current.checked = checked
      }}
      disabled={disabled}
      name={name}
      className={cx(styles.row, className)}
    >
      {labelPosition === 'start' ? text : null}
      <SwitchControl className={styles.switchControl}>
        <SwitchThumb className={styles.switchThumb} />
      </SwitchControl>
      {labelPosition === 'end' ? text : null}
      <SwitchHiddenInput ref={input} aria-describedby={describedBy} />
    </SwitchRoot>
  )
}
