import { useLingui } from '@lingui/react/macro'
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon, IconButton, TrashIcon } from '../../../ui'
import { type Direction, type Layout, moveWidget, removeWidget, resizeWidget, sameLayout } from '../../../domain/dashboard-layout/grid-layout'
import * as styles from '../dashboard.css'

export type EditAction = `move-${Direction}` | 'narrower' | 'wider' | 'shorter' | 'taller' | 'remove'

interface WidgetEditBarProps {
  readonly id: string
  readonly name: string
  readonly layout: Layout
  readonly cols: number
  readonly onEdit: (layout: Layout, action: EditAction) => void
}

/**
 * The keyboard's way to arrange a widget (dragging is not accessible): move one step each way,
 * resize by one cell, remove. A button that would change nothing is disabled.
 */
export function WidgetEditBar({ id, name, layout, cols, onEdit }: WidgetEditBarProps) {
  const { t } = useLingui()
  const item = layout.find((candidate) => candidate.id === id)
  if (!item) return null
  const actions: { action: EditAction; label: string; icon: React.ReactNode; next: Layout; horizontal?: boolean }[] = [
    { action: 'move-up', label: t`Move ${name} up`, icon: <ChevronUpIcon />, next: moveWidget(layout, id, 'up', cols) },
    { action: 'move-down', label: t`Move ${name} down`, icon: <ChevronDownIcon />, next: moveWidget(layout, id, 'down', cols) },
    { action: 'move-left', label: t`Move ${name} left`, icon: <ChevronLeftIcon />, next: moveWidget(layout, id, 'left', cols), horizontal: true },
    { action: 'move-right', label: t`Move ${name} right`, icon: <ChevronRightIcon />, next: moveWidget(layout, id, 'right', cols), horizontal: true },
    { action: 'narrower', label: t`Make ${name} narrower`, icon: <span aria-hidden="true">W−</span>, next: resizeWidget(layout, id, { w: item.w - 1 }, cols), horizontal: true },
    { action: 'wider', label: t`Make ${name} wider`, icon: <span aria-hidden="true">W+</span>, next: resizeWidget(layout, id, { w: item.w + 1 }, cols), horizontal: true },
    { action: 'shorter', label: t`Make ${name} shorter`, icon: <span aria-hidden="true">H−</span>, next: resizeWidget(layout, id, { h: item.h - 1 }, cols) },
    { action: 'taller', label: t`Make ${name} taller`, icon: <span aria-hidden="true">H+</span>, next: resizeWidget(layout, id, { h: item.h + 1 }, cols) },
  ]
  return (
    <div role="toolbar" aria-label={t`Arrange ${name}`} className={styles.editBar}>
      {actions
        // One column (a phone): sideways moves and widths cannot change anything.
        .filter((entry) => !(entry.horizontal && cols === 1))
        .map((entry) => (
          <IconButton
            key={entry.action}
            size="sm"
            aria-label={entry.label}
            data-action={entry.action}
            icon={entry.icon}
            disabled={sameLayout(entry.next, layout)}
            onClick={() => onEdit(entry.next, entry.action)}
          />
        ))}
      <IconButton size="sm" aria-label={t`Remove ${name}`} data-action="remove" icon={<TrashIcon />} onClick={() => onEdit(removeWidget(layout, id), 'remove')} />
    </div>
  )
}
