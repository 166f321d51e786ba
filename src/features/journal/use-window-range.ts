import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

export interface RowRange {
  /** First rendered row. */
  readonly start: number
  /** One past the last rendered row. */
  readonly end: number
}

/** Rows rendered above and below the screen, so a fast flick or Tab lands on rows already there. */
const OVERSCAN = 6

/** What a list of `count` rows of `rowHeight` px shows when its top is `top` px below the viewport's. */
export function rangeFor(top: number, viewportHeight: number, count: number, rowHeight: number, overscan = OVERSCAN): RowRange {
  const first = Math.floor(-top / rowHeight) - overscan
  const last = Math.ceil((viewportHeight - top) / rowHeight) + overscan
  const start = Math.min(Math.max(0, first), count)
  return { start, end: Math.max(start, Math.min(count, last)) }
}

/**
 * Windowing on the page's own scroll (no inner scroll box, so a phone scrolls the journal like any
 * page): only the rows in and near the viewport are rendered. Measured once per animation frame on
 * scroll and resize, and in the frame after the list mounts. When only the number of rows changes (a trade saved, a filter applied), the
 * window follows from the last measured position at once, and is measured again in the next frame:
 * measuring during the commit forced a layout of the whole page in the middle of a save.
 */
export function useWindowRange(listRef: RefObject<HTMLElement | null>, count: number, rowHeight: number): RowRange {
  const [range, setRange] = useState<RowRange>(() => rangeFor(0, typeof window === 'undefined' ? 800 : window.innerHeight, count, rowHeight))
  const measured = useRef<{ top: number; viewport: number } | null>(null)
  const countRef = useRef(count)
  countRef.current = count
  const schedule = useRef<() => void>(() => {})

  // Set up once per list: measure now, then on scroll and resize (once per frame).
  useLayoutEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const list = listRef.current
      if (!list) return
      measured.current = { top: list.getBoundingClientRect().top, viewport: window.innerHeight }
      const next = rangeFor(measured.current.top, measured.current.viewport, countRef.current, rowHeight)
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next))
    }
    schedule.current = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    // At the top of the page the first window (worked out as if the list began at the top) already
    // covers the screen, so the first measurement waits for the next frame: measuring now forced a
    // layout of the whole new screen in the middle of its first commit (about 25 ms at 4x throttling).
    if (window.scrollY > 0) measure()
    else schedule.current()
    window.addEventListener('scroll', schedule.current, { passive: true })
    window.addEventListener('resize', schedule.current)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule.current)
      window.removeEventListener('resize', schedule.current)
      schedule.current = () => {}
    }
  }, [listRef, rowHeight])

  // A new number of rows: the window from the last position now, a fresh measurement next frame.
  useLayoutEffect(() => {
    const last = measured.current ?? { top: 0, viewport: window.innerHeight }
    const next = rangeFor(last.top, last.viewport, count, rowHeight)
    setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next))
    schedule.current()
  }, [count, rowHeight])

  return range
}
