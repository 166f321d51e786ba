import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { createLiveStore, type LiveResult, type LiveSource } from './live-store'

/**
 * Subscribes to a repository's `watch` while mounted. `key` identifies the query (database, what,
 * options): a new key starts a new subscription, showing the previous data as loading meanwhile.
 */
export function useLiveValue<T>(key: string, source: LiveSource<T>, initial: T): LiveResult<T> {
  const lastData = useRef(initial)
  // The source is only read when the key changes: the key encodes everything the source depends on.
  const store = useMemo(() => createLiveStore(source, lastData.current), [key]) // eslint-disable-line react-hooks/exhaustive-deps
  const result = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  useEffect(() => {
    lastData.current = result.data
  }, [result.data])
  return result
}
