import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button, EditIcon, Menu, PlusIcon } from '../../ui'
import type { DashboardLayoutState } from './layout/use-dashboard-layout'
import type { WidgetType } from '../../domain/dashboard-layout/widget-catalog'
import { ExitEditDialog } from './exit-edit-dialog'
import * as styles from './dashboard.css'

interface DashboardToolbarProps {
  readonly state: DashboardLayoutState
  /** Widget types not on the grid, with their names. */
  readonly addable: readonly { readonly type: WidgetType; readonly name: string }[]
  readonly onAdd: (type: WidgetType) => void
}

/** Normal mode: one button into edit mode. Edit mode: docs/product.md's add widget, save layout, reset layout, exit edit mode. */
export function DashboardToolbar({ state, addable, onAdd }: DashboardToolbarProps) {
  const { t } = useLingui()
  const allPlacedId = useId()
  // 'Exit edit mode' with unsaved changes asks rather than silently dropping them.
  const [askingToExit, setAskingToExit] = useState(false)
  if (!state.editing) {
    return (
      <div className={styles.toolbar}>
        <span />
        <Button variant="secondary" size="sm" leadingIcon={<EditIcon />} onClick={state.startEditing}>
          {t`Edit layout`}
        </Button>
      </div>
    )
  }
  return (
    <div role="toolbar" aria-label={t`Edit mode`} className={styles.toolbar}>
      <p className={styles.journalCount}>
        {state.dirty ? t`Edit mode: drag a widget by its handle or use its buttons. Unsaved changes.` : t`Edit mode: drag a widget by its handle or use its buttons.`}
        {addable.length === 0 && (
          // Says why 'Add widget' is disabled, rather than leaving the trader to guess.
          <span id={allPlacedId}> {t`Every widget is already on the dashboard: remove one to add it again.`}</span>
        )}
      </p>
      <div className={styles.toolbarGroup}>
        <Menu
          trigger={
            <Button variant="secondary" size="sm" leadingIcon={<PlusIcon />} disabled={addable.length === 0} aria-describedby={addable.length === 0 ? allPlacedId : undefined}>
              {t`Add widget`}
            </Button>
          }
          items={addable.map((entry) => ({ value: entry.type, label: entry.name, onSelect: () => onAdd(entry.type) }))}
        />
        <Button variant="primary" size="sm" loading={state.saving} onClick={() => void state.save()}>
          {t`Save layout`}
        </Button>
        <Button variant="secondary" size="sm" onClick={state.reset}>
          {t`Reset layout`}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => (state.dirty ? setAskingToExit(true) : state.exit())}>
          {t`Exit edit mode`}
        </Button>
      </div>
      {askingToExit ? (
        <ExitEditDialog
          saving={state.saving}
          onSave={() =>
            void state.save().then((saved) => {
              if (!saved) return
              setAskingToExit(false)
              state.exit()
            })
          }
          onDiscard={() => {
            setAskingToExit(false)
            state.exit()
          }}
          onClose={() => setAskingToExit(false)}
        />
      ) : null}
    </div>
  )
}
