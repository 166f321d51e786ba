import type { ErrorListener, Unsubscribe } from '../repositories/plain'

/** The latest value of a live query, plain data only. */
export interface LiveResult<T> {
  readonly data: T
  /** True until the first value of the current query arrives. */
  readonly isLoading: boolean
  readonly error: Error | null
}

/** A repository `watch` call: starts delivering values, returns how to stop. */
export type LiveSource<T> = (onValue: (value: T) => void, onError: ErrorListener) => Unsubscribe

export interface LiveStore<T> {
  readonly subscribe: (listener: () => void) => Unsubscribe
  readonly getSnapshot: () => LiveResult<T>
}

/**
 * Listeners of every store that changed, told together. Results of a screen's queries come back in
 * separate IndexedDB callbacks; telling React at once renders the screen once per result (seven
 * renders of the journal screen on a cold open). Told in the next animation frame, they render once,
 * just before that frame paints, so nothing is shown later than it would have been.
 */
const changed = new Set<() => void>()
let flushScheduled = false

function flushChanged(): void {
  flushScheduled = false
  const batch = [...changed]
  changed.clear()
  for (const notify of batch) notify()
}

function scheduleNotify(notify: () => void): void {
  changed.add(notify)
  if (flushScheduled) return
  flushScheduled = true
  let done = false
  const run = () => {
    if (done) return
    done = true
    flushChanged()
  }
  // A hidden tab gets no frames; the timeout then delivers (and covers environments without frames).
  if (typeof requestAnimationFrame === 'function' && typeof document !== 'undefined' && document.visibilityState === 'visible') {
    requestAnimationFrame(run)
    setTimeout(run, 100)
  } else setTimeout(run, 0)
}

/**
 * Bridges a repository watch to React's useSyncExternalStore: the query runs while at least one
 * component listens and stops with the last one. `initial` is shown (as loading) until the first
 * value, e.g. the previous query's rows so a filter change does not flash an empty list.
 */
export function createLiveStore<T>(source: LiveSource<T>, initial: T): LiveStore<T> {
  let snapshot: LiveResult<T> = { data: initial, isLoading: true, error: null }
  const listeners = new Set<() => void>()
  let stop: Unsubscribe | null = null

  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  // The snapshot changes at once (a render for another reason already shows it); listeners are told
  // with every other store that changed before the next frame.
  const publish = (next: LiveResult<T>) => {
    snapshot = next
    scheduleNotify(notify)
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      stop ??= source(
        (data) => publish({ data, isLoading: false, error: null }),
        (error) => publish({ ...snapshot, isLoading: false, error }),
      )
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && stop) {
          stop()
          stop = null
        }
      }
    },
  }
}
