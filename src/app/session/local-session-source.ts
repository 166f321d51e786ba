import * as v from 'valibot'
import type { SessionSource } from '../../platform/session/session'

/** localStorage key of the device-only profile. */
export const LOCAL_SESSION_KEY = 'local-session'

const StoredLocalProfile = v.object({
  userId: v.pipe(v.string(), v.uuid()),
  displayName: v.pipe(v.string(), v.maxLength(100)),
  signedIn: v.boolean(),
})
type StoredLocalProfile = v.InferOutput<typeof StoredLocalProfile>

/**
 * A session kept on this device only. Signing out keeps the profile id, so signing in again on this
 * device reopens the same journal. A corrupted or hand-edited value reads as "signed out" (never a
 * crash); the journal itself lives in IndexedDB under the user id and is not touched.
 */
export function createLocalSessionSource(storage: Storage = window.localStorage): SessionSource {
  function read(): StoredLocalProfile | null {
    try {
      const raw = storage.getItem(LOCAL_SESSION_KEY)
      if (!raw) return null
      const parsed = v.safeParse(StoredLocalProfile, JSON.parse(raw))
      return parsed.success ? parsed.output : null
    } catch {
      return null
    }
  }
  function write(profile: StoredLocalProfile): void {
    storage.setItem(LOCAL_SESSION_KEY, JSON.stringify(profile))
  }

  return {
    async load() {
      const profile = read()
      if (!profile?.signedIn) return null
      return { kind: 'local', userId: profile.userId, displayName: profile.displayName }
    },
    async signInLocal(displayName) {
      const profile: StoredLocalProfile = {
        userId: read()?.userId ?? crypto.randomUUID(),
        displayName: displayName.trim().slice(0, 100),
        signedIn: true,
      }
      write(profile)
      return { kind: 'local', userId: profile.userId, displayName: profile.displayName }
    },
    async signOut() {
      const profile = read()
      if (profile) write({ ...profile, signedIn: false })
    },
  }
}
