import { useSyncExternalStore } from 'react'

/**
 * Whether the app went offline while the trader was using it (not at load): then the offline notice
 * says 'You are offline' until the connection returns or the trader dismisses it; the badge stays
 * either way. One value per page, so the notice keeps it when the screen (and the notice) changes.
 */
let announced = false
const listeners = new Set<() => void>()

export const offlineAnnouncement = {
  get: (): boolean => announced,
  set(next: boolean): void {
    if (next === announced) return
    announced = next
    for (const listener of [...listeners]) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export function useOfflineAnnounced(): boolean {
  return useSyncExternalStore(offlineAnnouncement.subscribe, offlineAnnouncement.get, offlineAnnouncement.get)
}
