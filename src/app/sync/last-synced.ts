/**
 * When this device last finished a sync, per user, kept in localStorage so the sync indicator says
 * so after a reload (offline, it said 'Not yet' of a journal synced a minute before the reload).
 * Only a display: nothing decides what to send from it.
 */
export const lastSyncedStorageKey = (userId: string) => `last-synced:${userId}`

type ReadStorage = Pick<Storage, 'getItem'> | undefined
type WriteStorage = Pick<Storage, 'setItem'> | undefined

/** Epoch ms; missing, blocked or corrupted storage (or a time ahead of `now`) reads as never. */
export function readLastSynced(userId: string, now = Date.now(), storage: ReadStorage = globalThis.localStorage): number | null {
  try {
    const at = Number(storage?.getItem(lastSyncedStorageKey(userId)) ?? NaN)
    return Number.isSafeInteger(at) && at > 0 && at <= now ? at : null
  } catch {
    return null
  }
}

/** `at` an ISO instant from the sync status; later instants only. */
export function writeLastSynced(userId: string, at: string | null, storage: WriteStorage & ReadStorage = globalThis.localStorage): void {
  const ms = at === null ? NaN : Date.parse(at)
  if (!Number.isSafeInteger(ms)) return
  try {
    const stored = Number(storage?.getItem(lastSyncedStorageKey(userId)) ?? 0)
    if (!(ms > stored)) return
    storage?.setItem(lastSyncedStorageKey(userId), String(ms))
  } catch {
    // Storage full or blocked: the indicator falls back to 'Not yet' after a reload.
  }
}

export function clearLastSynced(userId: string, storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(lastSyncedStorageKey(userId))
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
