/**
 * Who is using the app on this device. `local` is a profile that lives only on this device (the app
 * works fully without an account); `remote` is an account on the auth server (account-session-source.ts).
 * Every signed-in kind has a stable `userId`, which names the user's own local database.
 */
export interface Session {
  userId: string
  kind: 'local' | 'remote'
  displayName: string
  email?: string
  /**
   * Remote only: the server refused the session (a 4xx on refresh). The journal keeps working on
   * this device; sync waits until the trader signs in again.
   */
  signInRequired?: boolean
  /** Remote only: signed in through a password-recovery link; the auth screen asks for a new password. */
  passwordRecovery?: boolean
}

/** The device-only profile's source (local-session-source.ts). */
export interface SessionSource {
  /** Resolves once the first session check is done. */
  load(): Promise<Session | null>
  signInLocal(displayName: string): Promise<Session>
  signOut(): Promise<void>
}

export type SessionState = { status: 'loading' } | { status: 'signed-in'; session: Session } | { status: 'signed-out' }

/** The auth layer's result types (sync/auth), named here so features never import sync/. */
export type AuthFailure = import('../../../sync/auth').AuthFailure
export type AuthFailureKind = import('../../../sync/auth').AuthFailureKind
export type AuthOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: AuthFailure }

/** What the sync layer hears from the session (src/app/sync). */
export type AuthEvent = 'signed-in' | 'token-refreshed' | 'sign-in-required'
