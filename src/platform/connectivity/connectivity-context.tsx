import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import { createBrowserConnectivitySource } from './browser-connectivity-source'
import { createConnectivityStore, type ConnectivitySnapshot, type ConnectivityStore } from './connectivity-store'

let browserStore: ConnectivityStore | undefined

/** One store per page driven by the browser's events, created on first use. */
export function getBrowserConnectivityStore(): ConnectivityStore {
  browserStore ??= createConnectivityStore(createBrowserConnectivitySource())
  return browserStore
}

const ConnectivityContext = createContext<ConnectivityStore | null>(null)

/** Optional: lets the app (or a test) hand in another store, e.g. one fed by the sync state machine. */
export function ConnectivityProvider({ store, children }: { store: ConnectivityStore; children: ReactNode }) {
  return <ConnectivityContext.Provider value={store}>{children}</ConnectivityContext.Provider>
}

export function useConnectivityStore(): ConnectivityStore {
  return useContext(ConnectivityContext) ?? getBrowserConnectivityStore()
}

/** `{ online }` for any component; re-renders only when the value changes. */
export function useConnectivity(): ConnectivitySnapshot {
  const store = useConnectivityStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
