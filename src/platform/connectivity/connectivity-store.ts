/**
 * Connectivity as the UI sees it: online or offline. The signal comes from a `ConnectivitySource`,
 * so the sync work can swap the browser's online/offline events for its connectivity state machine
 * (server reachable or not) without touching any component.
 */
export interface ConnectivitySnapshot {
  readonly online: boolean
  /** False while the first reading is still being checked (the toasts wait; the badge follows `online`). */
  readonly settled: boolean
}

export interface ConnectivitySource {
  /** The current value, read once when the store is created. */
  read(): boolean
  /** Calls `onChange` with every new value; returns the unsubscribe function. */
  listen(onChange: (online: boolean) => void): () => void
  /** False while the source is still checking its first reading; absent means always settled. */
  settled?(): boolean
}

export interface ConnectivityStore {
  /** Stable object until the value changes (what `useSyncExternalStore` needs). */
  getSnapshot(): ConnectivitySnapshot
  subscribe(listener: () => void): () => void
  /** Stops listening to the source (tests, or when the sync layer replaces the store). */
  destroy(): void
}

const SNAPSHOTS: readonly ConnectivitySnapshot[] = [false, true].flatMap((online) => [false, true].map((settled) => Object.freeze({ online, settled })))
const snapshotOf = (online: boolean, settled: boolean) => SNAPSHOTS.find((s) => s.online === online && s.settled === settled)!

export function createConnectivityStore(source: ConnectivitySource): ConnectivityStore {
  const listeners = new Set<() => void>()
  const settled = () => source.settled?.() ?? true
  let snapshot = snapshotOf(source.read(), settled())

  const stopSource = source.listen((online) => {
    // Sources may repeat a value (two 'online' events in a row); listeners only hear real changes.
    const next = snapshotOf(online, settled())
    if (next === snapshot) return
    snapshot = next
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
