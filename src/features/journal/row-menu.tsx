import { type KeyboardEvent, useState } from 'react'
import { IconButton, Menu, type MenuItemSpec, MoreVerticalIcon } from '../../ui'

interface RowMenuProps {
  readonly label: string
  /** Built only when the menu is first opened. */
  readonly items: () => MenuItemSpec[]
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp'])

/**
 * A row's actions menu, mounted on first use: a menu is a state machine with listeners, and a list
 * that mounts a dozen rows per screen while scrolling should not build one per row. Until pressed it
 * is a plain button announced as opening a menu; the first press mounts the real menu already open.
 */
export function RowMenu({ label, items }: RowMenuProps) {
  const [armed, setArmed] = useState(false)
  if (armed) return <Menu defaultOpen trigger={<IconButton aria-label={label} icon={<MoreVerticalIcon />} />} items={items()} />
  return (
    <IconButton
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      icon={<MoreVerticalIcon />}
      onClick={() => setArmed(true)}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.has(event.key)) return
        event.preventDefault()
        setArmed(true)
      }}
    />
  )
}
