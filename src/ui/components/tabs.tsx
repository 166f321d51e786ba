import { TabContent, TabList, TabTrigger, TabsRoot } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { cx } from './class-names'
import * as styles from './tabs.css'

export interface TabItem {
  value: string
  label: ReactNode
  /** The panel; lazily mounted on first selection so hidden tabs cost nothing up front. */
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  items: readonly TabItem[]
  /** Names the tab list for screen readers, e.g. 'Analytics sections'. */
  'aria-label': string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Keep panels mounted after leaving them (keeps chart state; costs memory). */
  keepMounted?: boolean
  className?: string
}

export function Tabs({ items, value, defaultValue, onValueChange, keepMounted = false, className, ...rest }: TabsProps) {
  return (
    <TabsRoot
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount
      unmountOnExit={!keepMounted}
      className={cx(styles.root, className)}
    >
      <TabList aria-label={rest['aria-label']} className={styles.list}>
        {items.map((item) => (
          <TabTrigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.label}
          </TabTrigger>
        ))}
      </TabList>
      {items.map((item) => (
        <TabContent key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </TabContent>
      ))}
    </TabsRoot>
  )
}
