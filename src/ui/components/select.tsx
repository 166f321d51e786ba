import { Portal } from '@ark-ui/react/portal'
import {
  createListCollection,
  SelectContent,
  SelectControl,
  SelectHiddenSelect,
  SelectIndicator,
  SelectItem,
  SelectItemIndicator,
  SelectItemText,
  SelectLabel,
  SelectPositioner,
  SelectRoot,
  SelectTrigger,
  SelectValueText,
} from '@ark-ui/react/select'
import { useMemo, type ReactNode } from 'react'
import { CheckIcon, ChevronsUpDownIcon } from '../icons/action-icons'
import { visuallyHidden } from '../theme/utilities.css'
import { cx } from './class-names'
import { input, label as labelClass } from './field.css'
import { floating, listItem, positioner } from './overlay.css'
import * as styles from './select.css'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps {
  /** Required accessible name; `hideLabel` keeps it for screen readers only (e.g. in a toolbar). */
  label: ReactNode
  hideLabel?: boolean
  items: readonly SelectOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  placeholder?: string
  disabled?: boolean
  invalid?: boolean
  /** Form field name; a hidden native select carries the value for FormData. */
  name?: string
  className?: string
}

/** Single choice from a short list (language, currency, time zone, timeframe). */
export function Select({ label, hideLabel = false, items, value, defaultValue, onValueChange, placeholder, disabled, invalid, name, className }: SelectProps) {
  // Ark works on a collection; rebuilt only when the options change.
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: [...items],
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  )
  return (
    <SelectRoot
      collection={collection}
      value={value === undefined ? undefined : [value]}
      defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next !== undefined) onValueChange?.(next)
      }}
      disabled={disabled}
      invalid={invalid}
      name={name}
      positioning={{ sameWidth: true, gutter: 4 }}
      lazyMount
      unmountOnExit
      className={cx(styles.root, className)}
    >
      <SelectLabel className={cx(labelClass, hideLabel && visuallyHidden)}>{label}</SelectLabel>
      <SelectControl>
        <SelectTrigger className={cx(input, styles.trigger)}>
          <SelectValueText className={styles.valueText} placeholder={placeholder} />
          <SelectIndicator className={styles.indicator}>
            <ChevronsUpDownIcon size={16} />
          </SelectIndicator>
        </SelectTrigger>
      </SelectControl>
      <Portal>
        <SelectPositioner className={positioner}>
          <SelectContent className={cx(floating, styles.content)}>
            {collection.items.map((item) => (
              <SelectItem key={item.value} item={item} className={listItem}>
                <SelectItemText>{item.label}</SelectItemText>
                <SelectItemIndicator className={styles.itemIndicator}>
                  <CheckIcon size={16} />
                </SelectItemIndicator>
              </SelectItem>
            ))}
          </SelectContent>
        </SelectPositioner>
      </Portal>
      <SelectHiddenSelect />
    </SelectRoot>
  )
}
