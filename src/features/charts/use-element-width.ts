import { useLayoutEffect, useRef, useState } from 'react'

/**
 * The width of an element, kept up to date by a ResizeObserver. Starts at `fallback`, so the first
 * paint already draws a chart (at a plausible size) rather than an empty box that then jumps.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 320) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width)
      if (next > 0) setWidth((current) => (current === next ? current : next))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
