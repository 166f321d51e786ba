import { useLingui } from '@lingui/react/macro'
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Card, cx, VisuallyHidden } from '../../../ui'
import type { WidgetPlacement } from '../../../domain/preferences'
import type { Layout } from '../../../domain/dashboard-layout/grid-layout'
import { DeferredBody } from './deferred-body'
import { usePointerEdit } from './use-pointer-edit'
import { EAGER_WIDGETS } from './eager-widgets'
import { type EditAction, WidgetEditBar } from './widget-edit-bar'
import { GAP_PX, ROW_PX } from '../dashboard.css'
import * as styles from '../dashboard.css'

interface DashboardGridProps {
  readonly layout: Layout
  readonly cols: number
  readonly editing: boolean
  readonly onChange: (layout: Layout) => void
  readonly nameOf: (item: WidgetPlacement) => string
  readonly renderWidget: (item: WidgetPlacement) => ReactNode
}

/**
 * The widgets on a CSS grid: each placed by its cells (rows grow to fit their content). In edit
 * mode each widget gets a drag handle, a resize corner and the keyboard buttons; DOM order follows
 * the visual order (top to bottom, left to right) so screen readers and Tab read it as it looks.
 */
export function DashboardGrid({ layout, cols, editing, onChange, nameOf, renderWidget }: DashboardGridProps) {
  const { t } = useLingui()
  const gridRef = useRef<HTMLDivElement>(null)
  const pointer = usePointerEdit(gridRef, layout, cols, ROW_PX, GAP_PX, onChange)
  const shown = pointer.preview ?? layout
  const ordered = [...shown].sort((a, b) => a.y - b.y || a.x - b.x)
  const [focusAfter, setFocusAfter] = useState<{ id: string; action: EditAction } | null>(null)
  const [announcement, setAnnouncement] = useState('')

  // A keyboard move reorders the DOM, which drops focus: put it back on the button that was pressed.
  useLayoutEffect(() => {
    if (!focusAfter || !gridRef.current) return
    const scope = gridRef.current.querySelector<HTMLElement>(`[data-widget-id="${CSS.escape(focusAfter.id)}"]`)
    const button = scope?.querySelector<HTMLButtonElement>(`[data-action="${focusAfter.action}"]`)
    if (button && !button.disabled) button.focus()
    else scope?.querySelector<HTMLButtonElement>('[data-action]:not([disabled])')?.focus()
    setFocusAfter(null)
  }, [focusAfter])

  function edit(item: WidgetPlacement, next: Layout, action: EditAction) {
    onChange(next)
    const name = nameOf(item)
    const moved = next.find((candidate) => candidate.id === item.id)
    if (action === 'remove' || !moved) setAnnouncement(t`${name} removed`)
    else {
      const row = moved.y + 1
      const column = moved.x + 1
      const width = moved.w
      const height = moved.h
      setAnnouncement(t`${name}: row ${row}, column ${column}, ${width} wide, ${height} high`)
      setFocusAfter({ id: item.id, action })
    }
  }

  return (
    <>
      <div
        ref={gridRef}
        className={cx(styles.grid, editing && styles.gridEditing)}
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        data-editing={editing ? '' : undefined}
      >
        {ordered.map((item) => (
          <WidgetFrame
            key={item.id}
            item={item}
            name={nameOf(item)}
            dragging={pointer.activeId === item.id}
            controls={
              editing ? (
                <>
                  <span aria-hidden="true" className={styles.dragHandle} title={t`Drag to move`} onPointerDown={(event) => pointer.start(item.id, 'move', event)}>
                    ⠿
                  </span>
                  <WidgetEditBar id={item.id} name={nameOf(item)} layout={layout} cols={cols} onEdit={(next, action) => edit(item, next, action)} />
                </>
              ) : null
            }
            resizeHandle={
              editing ? (
                <span aria-hidden="true" className={styles.resizeHandle} title={t`Drag to resize`} onPointerDown={(event) => pointer.start(item.id, 'resize', event)} />
              ) : null
            }
          >
            {renderWidget(item)}
          </WidgetFrame>
        ))}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  )
}

interface WidgetFrameProps {
  readonly item: WidgetPlacement
  readonly name: string
  readonly dragging: boolean
  readonly controls: ReactNode
  readonly resizeHandle: ReactNode
  readonly children: ReactNode
}

/** One widget: a card named by its heading, placed on the grid by its cells. */
function WidgetFrame({ item, name, dragging, controls, resizeHandle, children }: WidgetFrameProps) {
  const id = useId()
  return (
    <Card
      as="section"
      padding="sm"
      aria-labelledby={id}
      data-widget-id={item.id}
      data-widget={item.widget}
      className={cx(styles.widget, dragging && styles.widgetDragging)}
      style={{ gridColumn: `${item.x + 1} / span ${item.w}`, gridRow: `${item.y + 1} / span ${item.h}` }}
    >
      <div className={styles.widgetHeader}>
        <h2 id={id} className={styles.widgetTitle}>
          {name}
        </h2>
        {controls}
      </div>
      <DeferredBody eager={EAGER_WIDGETS.has(item.widget)}>{children}</DeferredBody>
      {resizeHandle}
    </Card>
  )
}
