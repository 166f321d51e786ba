/**
 * Mounts the dashboard's widgets below the fold later than the stat cards: each waiting widget body
 * is mounted when it comes near the viewport (one shared IntersectionObserver), and the rest one by
 * one when the page is idle, so every widget is there soon (find in page, screen readers) without
 * the first frame drawing a dozen charts the trader cannot see yet.
 */

/** Called with the element's width when the observer saw it, undefined when mounted while idle. */
type Wake = (width: number | undefined) => void

/** Start mounting a little before a widget scrolls into view. */
const NEAR_MARGIN = '300px 0px'
const IDLE_TIMEOUT_MS = 1_000

// Insertion order is mount order, which is the grid's reading order: idle mounting goes top down.
const waiting = new Map<Element, Wake>()
let observer: IntersectionObserver | undefined
let idleScheduled = false

function wake(element: Element, width: number | undefined) {
  const callback = waiting.get(element)
  if (!callback) return
  waiting.delete(element)
  observer?.unobserve(element)
  callback(width)
}

function observerOf(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(entry.target, entry.boundingClientRect.width)
    },
    { rootMargin: NEAR_MARGIN },
  )
  return observer
}

function whenIdle(task: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(task, 50)
}

function scheduleIdleMount() {
  if (idleScheduled || waiting.size === 0) return
  idleScheduled = true
  whenIdle(() => {
    idleScheduled = false
    const next = waiting.keys().next()
    if (!next.done) wake(next.value, undefined)
    scheduleIdleMount()
  })
}

/** Calls `callback` once, when `element` is near the viewport or the page is idle. Returns a cancel. */
export function mountWhenNear(element: Element, callback: Wake): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback(undefined)
    return () => undefined
  }
  waiting.set(element, callback)
  observerOf().observe(element)
  scheduleIdleMount()
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}
