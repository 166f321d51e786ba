import { createContext, useContext, useSyncExternalStore } from 'react'
import type { SyncManager, SyncStatus } from '../../app/sync/sync-manager'

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

/** Fetches screenshot bytes that only another device of the account has. */
export type ScreenshotDownloads = Pick<SyncManager, 'requestScreenshot'>

/**
 * Screenshot downloads while an account syncs; null for device-only sessions and before sync runs
 * (a component asking again once this turns non-null gets the bytes when sync starts late).
 */
export function useScreenshotDownloads(): ScreenshotDownloads | null {
  const manager = useSyncManager()
  const running = useSyncStatus() !== null
  return running ? manager : null
}
