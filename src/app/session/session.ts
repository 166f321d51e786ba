/**
 * Who is using the app on this device. `local` is a profile that lives only on this device (the app
 * works fully without an account); the sign-in work adds `remote` sessions from the auth server.
 * Every signed-in kind has a stable `userId`, which names the user's own local database.
 */
export interface Session {
  userId: string
  kind: 'local' | 'remote'
  displayName: string
  email?: string
}

/** What the app needs from whatever provides sessions; the auth work swaps in a server-backed one. */
export interface SessionSource {
  /** Resolves once the first session check is done. */
  load(): Promise<Session | null>
  signInLocal(displayName: string): Promise<Session>
  signOut(): Promise<void>
}

export type SessionState = { status: 'loading' } | { status: 'signed-in'; session: Session } | { status: 'signed-out' }
