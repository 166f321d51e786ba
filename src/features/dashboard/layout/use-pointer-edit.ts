import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'
import { type Layout, placeWidget, resizeWidget } from '../../../domain/dashboard-layout/grid-layout'

export type PointerAction = 'move' | 'resize'

interface Gesture {
  readonly id: string
  readonly action: PointerAction
  readonly startX: number
  readonly startY: number
  readonly base: Layout
  readonly colUnit: number
  readonly rowUnit: number
}

/**
 * Drag to move and drag to resize, in whole grid cells, with a live preview. The pointer is only a
 * shortcut: every change it makes is also a button on the widget (keyboard and screen readers).
 * Escape cancels a gesture.
 */
export function usePointerEdit(gridRef: RefObject<HTMLElement | null>, layout: Layout, cols: number, rowPx: number, gapPx: number, onChange: (layout: Layout) => void) {
  const [preview, setPreview] = useState<{ id: string; layout: Layout } | null>(null)
  const gesture = useRef<Gesture | null>(null)
  const latest = useRef<Layout | null>(null)

  const finish = useCallback(
    (commit: boolean) => {
      const done = gesture.current
      gesture.current = null
      if (done && commit && latest.current) onChange(latest.current)
      latest.current = null
      setPreview(null)
    },
    [onChange],
  )

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const g = gesture.current
      if (!g) return
      const dx = Math.round((event.clientX - g.startX) / g.colUnit)
      const dy = Math.round((event.clientY - g.startY) / g.rowUnit)
      const item = g.base.find((candidate) => candidate.id === g.id)
      if (!item) return
      const next = g.action === 'move' ? placeWidget(g.base, g.id, { x: item.x + dx, y: item.y + dy }, cols) : resizeWidget(g.base, g.id, { w: item.w + dx, h: item.h + dy }, cols)
      latest.current = next
      setPreview({ id: g.id, layout: next })
    }
    const onUp = () => finish(true)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && gesture.current) finish(false)
    }
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onUp)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onUp)
      window.removeEventListener('keydown', onKey)
    }
  }, [cols, finish])

  const start = useCallback(
    (id: string, action: PointerAction, event: ReactPointerEvent) => {
      const grid = gridRef.current
      if (!grid || event.button !== 0) return
      event.preventDefault()
      const width = grid.getBoundingClientRect().width
      gesture.current = {
        id,
        action,
        startX: event.clientX,
        startY: event.clientY,
        base: layout,
        colUnit: Math.max(1, (width + gapPx) / cols),
        rowUnit: rowPx + gapPx,
      }
    },
    [gridRef, layout, cols, rowPx, gapPx],
  )

  return { preview: preview?.layout ?? null, activeId: preview?.id ?? null, start }
}
