import { useEffect, useRef, useState } from 'react'

/** A chart's width in one column on a 390px phone, the narrowest screen it is drawn on. */
const PHONE_COLUMN_PX = 320

/**
 * The width of an element, kept up to date by a ResizeObserver only. No getBoundingClientRect: on a
 * dashboard of a dozen charts each read forced a layout of the whole page in the commit, before the
 * first paint. The observer's first report arrives after the browser's own layout, at no extra cost.
 * Starts at `initial` (the container's width when known, see InitialWidthContext), else at a phone
 * column's width, so the first paint already draws a chart rather than an empty box that then jumps.
 */
export function useElementWidth<T extends HTMLElement>(initial?: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(() => (initial !== undefined && initial > 0 ? Math.floor(initial) : PHONE_COLUMN_PX))
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1]
      const next = entry ? Math.floor(entry.contentRect.width) : 0
      if (next > 0) setWidth((current) => (current === next ? current : next))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
