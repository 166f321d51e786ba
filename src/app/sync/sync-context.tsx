import { createContext, useContext, useSyncExternalStore } from 'react'
import type { SyncManager, SyncStatus } from './sync-manager'

export const SyncContext = createContext<SyncManager | null>(null)

export function useSyncManager(): SyncManager | null {
  return useContext(SyncContext)
}

const noStatus = () => null
const noSubscription = () => () => undefined

/** The running sync's status (same in every tab), or null for device-only sessions and before it starts. */
export function useSyncStatus(): SyncStatus | null {
  const manager = useSyncManager()
  return useSyncExternalStore(manager?.subscribe ?? noSubscription, manager?.getStatus ?? noStatus, manager?.getStatus ?? noStatus)
}
