import { type RefObject, useLayoutEffect, useState } from 'react'

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
 * page): only the rows in and near the viewport are rendered. Measured once per animation frame.
 */
export function useWindowRange(listRef: RefObject<HTMLElement | null>, count: number, rowHeight: number): RowRange {
  const [range, setRange] = useState<RowRange>(() => rangeFor(0, typeof window === 'undefined' ? 800 : window.innerHeight, count, rowHeight))
  useLayoutEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const list = listRef.current
      if (!list) return
      const next = rangeFor(list.getBoundingClientRect().top, window.innerHeight, count, rowHeight)
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [listRef, count, rowHeight])
  return range
}
