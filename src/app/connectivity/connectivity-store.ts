/**
 * Connectivity as the UI sees it: online or offline. The signal comes from a `ConnectivitySource`,
 * so the sync work can swap the browser's online/offline events for its connectivity state machine
 * (server reachable or not) without touching any component.
 */
export interface ConnectivitySnapshot {
  readonly online: boolean
}

export interface ConnectivitySource {
  /** The current value, read once when the store is created. */
  read(): boolean
  /** Calls `onChange` with every new value; returns the unsubscribe function. */
  listen(onChange: (online: boolean) => void): () => void
}

export interface ConnectivityStore {
  /** Stable object until the value changes (what `useSyncExternalStore` needs). */
  getSnapshot(): ConnectivitySnapshot
  subscribe(listener: () => void): () => void
  /** Stops listening to the source (tests, or when the sync layer replaces the store). */
  destroy(): void
}

const ONLINE: ConnectivitySnapshot = Object.freeze({ online: true })
const OFFLINE: ConnectivitySnapshot = Object.freeze({ online: false })

export function createConnectivityStore(source: ConnectivitySource): ConnectivityStore {
  const listeners = new Set<() => void>()
  let snapshot = source.read() ? ONLINE : OFFLINE

  const stopSource = source.listen((online) => {
    // Sources may repeat a value (two 'online' events in a row); listeners only hear real changes.
    if (online === snapshot.online) return
    snapshot = online ? ONLINE : OFFLINE
    for (const listener of [...listeners]) listener()
  })

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      stopSource()
      listeners.clear()
    },
  }
}
