/**
 * Asks the browser to keep this origin's storage (IndexedDB holds the whole journal) out of
 * automatic eviction, once the user has something worth keeping. The answer is remembered so later
 * visits do not ask again: Firefox shows a permission prompt for it, and Chromium answers from site
 * engagement, which a repeat request cannot change.
 */
export const PERSIST_OUTCOME_KEY = 'pwa-storage-persist'

export type PersistOutcome =
  | 'no-data' // nothing to protect yet; try again when data arrives
  | 'already-asked' // an earlier visit (or call) settled it
  | 'unsupported' // no StorageManager.persist (older Safari, insecure context)
  | 'granted'
  | 'denied'
  | 'failed' // persist() threw; not remembered, so the next visit retries

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
type StorageManagerLike = Partial<Pick<StorageManager, 'persist' | 'persisted'>>

export interface PersistDeps {
  storage?: StorageLike | undefined
  storageManager?: StorageManagerLike | undefined
}

/** A requester with its own "asked in this page" memory; `requestPersistentStorageOnce` uses one. */
export function createPersistentStorageRequester(deps: PersistDeps): (hasData: boolean) => Promise<PersistOutcome> {
  let inFlight: Promise<PersistOutcome> | null = null

  function remembered(): boolean {
    try {
      return deps.storage?.getItem(PERSIST_OUTCOME_KEY) != null
    } catch {
      return false
    }
  }
  function remember(outcome: 'granted' | 'denied'): void {
    try {
      deps.storage?.setItem(PERSIST_OUTCOME_KEY, outcome)
    } catch {
      // storage blocked: at worst we ask again next visit
    }
  }

  async function ask(): Promise<PersistOutcome> {
    const manager = deps.storageManager
    if (!manager?.persist) return 'unsupported'
    try {
      // Already persistent (installed app, earlier grant): record it without asking.
      if (manager.persisted && (await manager.persisted())) {
        remember('granted')
        return 'granted'
      }
      const granted = await manager.persist()
      remember(granted ? 'granted' : 'denied')
      return granted ? 'granted' : 'denied'
    } catch {
      return 'failed'
    }
  }

  return (hasData) => {
    if (!hasData) return Promise.resolve('no-data')
    // The data watcher can report "has data" many times; only the first call asks.
    if (inFlight) return inFlight.then(() => 'already-asked')
    if (remembered()) return Promise.resolve('already-asked')
    inFlight = ask()
    return inFlight
  }
}

let pageRequester: ((hasData: boolean) => Promise<PersistOutcome>) | undefined

/**
 * Wire to the database's "has user data" watcher: `watchHasUserData(db, requestPersistentStorageOnce)`.
 * Never throws; resolves with what happened.
 */
export function requestPersistentStorageOnce(hasData: boolean): Promise<PersistOutcome> {
  pageRequester ??= createPersistentStorageRequester({
    storage: safe(() => globalThis.localStorage),
    storageManager: safe(() => globalThis.navigator?.storage),
  })
  return pageRequester(hasData)
}

function safe<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
