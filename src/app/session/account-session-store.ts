import * as v from 'valibot'

/** Web Storage key of the account session (tokens and who they belong to). */
export const ACCOUNT_SESSION_KEY = 'tj-auth-session'
/** docs/product.md section 4 and 7: the "Keep me logged in" choice, kept locally and removed on sign-out. */
export const REMEMBER_ME_KEY = 'rememberMe'

const StoredAccountSession = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
  expiresAt: v.pipe(v.number(), v.integer()),
  user: v.object({
    id: v.pipe(v.string(), v.uuid()),
    email: v.nullable(v.pipe(v.string(), v.maxLength(320))),
    fullName: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  }),
  /** The server refused this session (a 4xx on refresh): the trader must sign in again to sync. */
  rejected: v.boolean(),
})
export type StoredAccountSession = v.InferOutput<typeof StoredAccountSession>

export interface AccountSessionStore {
  /** The stored session, or null. A corrupted value reads as none (never a crash). */
  read(): StoredAccountSession | null
  /** Stores a new session: localStorage when remembered, else sessionStorage (ends with the browser session). */
  write(session: StoredAccountSession, rememberMe: boolean): void
  /**
   * Replaces the stored session where it already lives (a refresh keeps the trader's choice). Does
   * nothing when none is stored: another tab signed out meanwhile, and a late refresh must not
   * bring the session back.
   */
  update(session: StoredAccountSession): void
  /** Sign-out: the session from both storages and the rememberMe flag. */
  clear(): void
  /** The last "Keep me logged in" choice (default on, as the checkbox). */
  rememberMe(): boolean
  setRememberMe(value: boolean): void
}

export function createAccountSessionStore(persistent: Storage, perTab: Storage | null): AccountSessionStore {
  function parse(raw: string | null): StoredAccountSession | null {
    if (!raw) return null
    try {
      const parsed = v.safeParse(StoredAccountSession, JSON.parse(raw))
      return parsed.success ? parsed.output : null
    } catch {
      return null
    }
  }
  const safely = (work: () => void) => {
    try {
      work()
    } catch {
      // A full or blocked storage: the session then lasts as long as the page; nothing else breaks.
    }
  }
  const get = (storage: Storage | null) => {
    try {
      return storage?.getItem(ACCOUNT_SESSION_KEY) ?? null
    } catch {
      return null
    }
  }
  const rememberMe = () => {
    try {
      return persistent.getItem(REMEMBER_ME_KEY) !== 'false'
    } catch {
      return true
    }
  }

  return {
    read() {
      return parse(get(persistent)) ?? parse(get(perTab))
    },
    write(session, remember) {
      const json = JSON.stringify(session)
      safely(() => persistent.setItem(REMEMBER_ME_KEY, String(remember)))
      if (remember || !perTab) {
        safely(() => perTab?.removeItem(ACCOUNT_SESSION_KEY))
        safely(() => persistent.setItem(ACCOUNT_SESSION_KEY, json))
      } else {
        safely(() => persistent.removeItem(ACCOUNT_SESSION_KEY))
        safely(() => perTab.setItem(ACCOUNT_SESSION_KEY, json))
      }
    },
    update(session) {
      const json = JSON.stringify(session)
      if (parse(get(persistent))) safely(() => persistent.setItem(ACCOUNT_SESSION_KEY, json))
      else if (perTab && parse(get(perTab))) safely(() => perTab.setItem(ACCOUNT_SESSION_KEY, json))
    },
    clear() {
      safely(() => persistent.removeItem(ACCOUNT_SESSION_KEY))
      safely(() => perTab?.removeItem(ACCOUNT_SESSION_KEY))
      safely(() => persistent.removeItem(REMEMBER_ME_KEY))
    },
    rememberMe,
    setRememberMe(value) {
      safely(() => persistent.setItem(REMEMBER_ME_KEY, String(value)))
    },
  }
}
