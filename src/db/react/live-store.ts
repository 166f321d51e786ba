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
 * Bridges a repository watch to React's useSyncExternalStore: the query runs while at least one
 * component listens and stops with the last one. `initial` is shown (as loading) until the first
 * value, e.g. the previous query's rows so a filter change does not flash an empty list.
 */
export function createLiveStore<T>(source: LiveSource<T>, initial: T): LiveStore<T> {
  let snapshot: LiveResult<T> = { data: initial, isLoading: true, error: null }
  const listeners = new Set<() => void>()
  let stop: Unsubscribe | null = null

  const publish = (next: LiveResult<T>) => {
    snapshot = next
    for (const listener of listeners) listener()
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
