import type { BackendConfig } from '../../platform/backend-config'
import { AccountSessionSource, type AuthClient } from './account-session-source'
import { ACCOUNT_SESSION_KEY, createAccountSessionStore, REMEMBER_ME_KEY } from './account-session-store'
import { createDurableKeys, settleWithin } from './durable-keys'
import { createLocalSessionSource, LOCAL_SESSION_KEY } from './local-session-source'
import { hasAuthFragment, readAuthRedirect, type AuthRedirect } from './redirect-fragment'
import { SessionController } from './session-controller'

/** Loads sync/auth (and supabase-js) once, on first need; a failed load is tried again next time. */
function lazyAuthClient(config: BackendConfig): () => Promise<AuthClient> {
  let loading: Promise<AuthClient> | null = null
  return () => {
    loading ??= import('../../../sync/auth')
      .then(({ createAuthClient }) => createAuthClient({ url: config.url, anonKey: config.anonKey }))
      .catch((error: unknown) => {
        loading = null
        throw error
      })
    return loading
  }
}

function storageOrNull(get: () => Storage): Storage | null {
  try {
    return get()
  } catch {
    return null
  }
}

/** An in-memory Storage for browsers that refuse Web Storage: the session then lasts one page. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** The keys that say who is signed in on this device, mirrored into IndexedDB (see durable-keys.ts). */
const sessionKeys = createDurableKeys([ACCOUNT_SESSION_KEY, REMEMBER_ME_KEY, LOCAL_SESSION_KEY])

/**
 * Brings back who was signed in when the browser died before localStorage reached the disk. Waits
 * at most a second: an IndexedDB that hangs or refuses leaves the sessions as localStorage has them.
 */
export function restoreSessions(): Promise<void> {
  const storage = storageOrNull(() => window.localStorage)
  return storage ? settleWithin(sessionKeys.restore(storage), 1000) : Promise.resolve()
}

/**
 * The app's sessions: the device-only profile and the account on the configured auth server. Reads
 * (and removes from the address bar) an auth result in the URL fragment first, so the first route
 * already knows who came back from Google or an email link.
 */
export function createAppSession(config: BackendConfig): { controller: SessionController; redirect: AuthRedirect | null } {
  const { location, history } = window
  const redirect = readAuthRedirect(location.hash, Date.now())
  if (hasAuthFragment(location.hash)) history.replaceState(history.state, '', `${location.pathname}${location.search}`)

  const browserStorage = storageOrNull(() => window.localStorage)
  const persistent = browserStorage ? sessionKeys.mirrored(browserStorage) : memoryStorage()
  const perTab = storageOrNull(() => window.sessionStorage)
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  const account = new AccountSessionSource({
    store: createAccountSessionStore(persistent, perTab),
    loadClient: lazyAuthClient(config),
    lock: locks ? <T>(work: () => Promise<T>) => locks.request('tj-auth-refresh', work) as Promise<T> : undefined,
    watchStorage(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.key === null || event.key === ACCOUNT_SESSION_KEY) onChange()
      }
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  })
  const local = createLocalSessionSource(persistent)
  return { controller: new SessionController(local, account, { redirect }), redirect }
}
