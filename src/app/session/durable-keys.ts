import { createStore, getMany, set, type UseStore } from 'idb-keyval'

/**
 * Who is signed in must survive a killed browser as well as the journal does. Chromium commits
 * localStorage to disk lazily (a first commit after about 5 s, then at most about once a minute), so a
 * browser or phone that dies within a minute of sign-in came back signed out, and a device-only
 * trader came back with a new profile id and an empty journal, while every trade was safe in
 * IndexedDB, which is on disk once a transaction completes. So the few keys that say who is signed
 * in are mirrored into IndexedDB on every write, and the next start puts back what localStorage lost.
 */
export interface DurableKeys {
  /**
   * Puts back a key localStorage lost and the mirror kept (run once before the sessions are read).
   * A key localStorage holds wins, and the mirror follows it: it may come from a tab of an older
   * version that writes localStorage only, and its refresh token is the newer one.
   */
  restore(storage: Storage): Promise<void>
  /** `storage` with every write of a mirrored key also written, in order, to the mirror. */
  mirrored(storage: Storage): Storage
}

/** A removed key is kept as null, so a sign-out whose removal localStorage lost is not undone. */
type MirroredValue = string | null

export function createDurableKeys(keys: readonly string[], store: UseStore = createStore('tj-durable-keys', 'keys')): DurableKeys {
  const watched = new Set(keys)
  // A failed write leaves localStorage as the only copy, as before the mirror existed.
  const mirror = (key: string, value: MirroredValue) => void set(key, value, store).catch(() => undefined)

  return {
    async restore(storage) {
      const values = await getMany<MirroredValue | undefined>([...keys], store)
      keys.forEach((key, index) => {
        const value = values[index]
        const current = storage.getItem(key)
        if (current !== null) {
          if (value !== current) mirror(key, current)
        } else if (typeof value === 'string') storage.setItem(key, value) // may throw when full: restore() then rejects and the app starts from localStorage
      })
    },
    mirrored(storage) {
      return {
        get length() {
          return storage.length
        },
        key: (index) => storage.key(index),
        getItem: (key) => storage.getItem(key),
        setItem(key, value) {
          storage.setItem(key, value)
          if (watched.has(key)) mirror(key, String(value))
        },
        removeItem(key) {
          storage.removeItem(key)
          if (watched.has(key)) mirror(key, null)
        },
        clear() {
          storage.clear()
          for (const key of watched) mirror(key, null)
        },
      }
    },
  }
}

/** Resolves once `work` settles or after `ms`, whichever is first; never rejects. A stuck or refused IndexedDB must not keep the app from starting. */
export function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const settled = () => {
      clearTimeout(timer)
      resolve()
    }
    work.then(settled, settled)
  })
}
