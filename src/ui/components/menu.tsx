import { MenuContent, MenuItem, MenuPositioner, MenuRoot, MenuSeparator, MenuTrigger } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import type { ReactElement, ReactNode } from 'react'
import { cx } from './class-names'
import * as styles from './menu.css'
import { floating, listItem, listItemDestructive, positioner, separator } from './overlay.css'

export interface MenuItemSpec {
  value: string
  label: ReactNode
  icon?: ReactNode
  /** Runs when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void
  disabled?: boolean
  /** Red text for delete-like actions. */
  destructive?: boolean
  /** Draw a separator line above this item. */
  separatorBefore?: boolean
}

export interface MenuProps {
  /**
   * The button that opens the menu, rendered as-is (asChild). Its accessible name names the menu
   * (aria-labelledby), so an IconButton needs its aria-label, e.g. 'More actions'.
   */
  trigger: ReactElement
  items: readonly MenuItemSpec[]
  /** Also told about every choice, after the item's own onSelect. */
  onSelect?: (value: string) => void
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'right-start' | 'left-start'
  className?: string
  /** Open on mount, e.g. a menu mounted lazily on the first press of its trigger (long lists). */
  defaultOpen?: boolean
}

export function Menu({ trigger, items, onSelect, placement = 'bottom-end', className, defaultOpen }: MenuProps) {
  const byValue = new Map(items.map((item) => [item.value, item]))
  return (
    <MenuRoot
      defaultOpen={defaultOpen}
      positioning={{ placement, gutter: 6 }}
      onSelect={({ value }) => {
        byValue.get(value)?.onSelect?.()
        onSelect?.(value)
      }}
      lazyMount
      unmountOnExit
    >
      <MenuTrigger asChild>{trigger}</MenuTrigger>
      <Portal>
        <MenuPositioner className={positioner}>
          <MenuContent className={cx(floating, styles.content, className)}>
            {items.map((item) => [
              item.separatorBefore ? <MenuSeparator key={`${item.value}-sep`} className={separator} /> : null,
              <MenuItem key={item.value} value={item.value} disabled={item.disabled} className={cx(listItem, item.destructive && listItemDestructive)}>
                {item.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </MenuItem>,
            ])}
          </MenuContent>
        </MenuPositioner>
      </Portal>
    </MenuRoot>
  )
}
