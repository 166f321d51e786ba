import type { SupportedStorage } from '@supabase/supabase-js'

/**
 * The storage supabase-js's auth client sees: a Map the wrapper empties before every call. The app
 * keeps the session itself (src/app/session), so the library never refreshes, restores or drops a
 * session on its own (its 4xx-on-refresh rule would sign a trader out); a call that needs the
 * session (updating the password) gets it put here just for that call.
 */
export function createCallStorage() {
  const items = new Map<string, string>()
  const storage: SupportedStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return { storage, clear: () => items.clear(), set: (key: string, value: string) => void items.set(key, value) }
}
