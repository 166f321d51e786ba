/** The parts of the page's globals this needs, so a test can hand in its own. */
export interface PaintSignals {
  readonly PerformanceObserver?: { new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void): PaintObserver; readonly supportedEntryTypes?: readonly string[] }
  readonly requestAnimationFrame: (callback: () => void) => unknown
  readonly setTimeout: (callback: () => void, ms: number) => unknown
  readonly clearTimeout: (handle: unknown) => void
}

interface PaintObserver {
  observe(options: { type: string; buffered: boolean }): void
  disconnect(): void
}

/** Longest wait for the paint: a hidden tab paints nothing, and the app must start anyway. */
export const FIRST_PAINT_WAIT_MS = 1000

/**
 * Calls `callback` once the page's first contentful paint is on screen. Its Paint Timing entry arrives
 * only when that frame has been presented; the end of the main thread's part of the frame (a
 * requestAnimationFrame and a task) comes some 60 ms earlier on a 4x slowed phone, while the frame is
 * still being rasterised, and the app's code fetched and parsed then took the same cores from it. A
 * browser without paint entries waits for that end of frame; no browser waits over FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(callback: () => void, signals: PaintSignals = globalThis as unknown as PaintSignals): void {
  let done = false
  let observer: PaintObserver | undefined
  const run = () => {
    if (done) return
    done = true
    observer?.disconnect()
    signals.clearTimeout(timer)
    signals.setTimeout(callback, 0)
  }
  const timer = signals.setTimeout(run, FIRST_PAINT_WAIT_MS)
  const Observer = signals.PerformanceObserver
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) run()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else signals.requestAnimationFrame(run)
}
