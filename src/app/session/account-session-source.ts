import type { AccountSessionStore, StoredAccountSession } from './account-session-store'
import type { AuthRedirect } from './redirect-fragment'
import { afterFailedRefresh, REFRESH_RETRY_PAUSE_MS, shouldRefresh, tokenNeedsRefreshNow } from './session-policy'
import type { AuthFailure, AuthOutcome, Session } from '../../platform/session/session'

export type AuthClient = import('../../../sync/auth').AuthClient
type AccountSession = import('../../../sync/auth').AccountSession

export type RefreshResult = 'refreshed' | 'not-needed' | 'kept' | 'rejected' | 'signed-out'

/** What changed in the account session, for the controller (and through it, sync). */
export type AccountChange = 'token-refreshed' | 'rejected' | 'stored-session-changed'

export interface AccountSessionSourceOptions {
  readonly store: AccountSessionStore
  /** Loads the auth client (sync/auth, supabase-js) on first use: never part of the first paint. */
  readonly loadClient: () => Promise<AuthClient>
  readonly now?: () => number
  readonly isOnline?: () => boolean
  /** Runs a refresh under a lock shared by the tabs (navigator.locks), so two tabs never spend one refresh token. */
  readonly lock?: <T>(work: () => Promise<T>) => Promise<T>
  /** Another tab changed the stored session (the window's `storage` event). */
  readonly watchStorage?: (onChange: () => void) => () => void
}

export interface SignUpRequest {
  readonly email: string
  readonly password: string
  readonly data: Readonly<Record<string, unknown>>
  readonly emailRedirectTo: string
}

const unexpected = (error: unknown): AuthFailure => ({
  kind: 'unexpected',
  status: 0,
  code: null,
  message: error instanceof Error ? error.message : String(error),
  reasons: [],
})

/** What the server answers for a request without a valid session (GoTrue's wording). */
export const SESSION_MISSING: AuthFailure = { kind: 'rejected', status: 401, code: 'session_missing', message: 'Auth session missing!', reasons: [] }

export function sessionOf(stored: StoredAccountSession): Session {
  const { user } = stored
  const displayName = user.fullName ?? user.email?.split('@')[0] ?? ''
  return {
    userId: user.id,
    kind: 'remote',
    displayName,
    ...(user.email ? { email: user.email } : {}),
    ...(stored.rejected ? { signInRequired: true } : {}),
  }
}

const toStored = (session: AccountSession): StoredAccountSession => ({ ...session, rejected: false })

/**
 * Account sessions, offline first: the session is read from Web Storage with no network, so a
 * signed-in trader stays signed in offline for any length of time. The token is refreshed when the
 * server is reachable; only a real 4xx from the server ends it, and even then only sync stops: the
 * trader is asked to sign in again and the local journal is not touched.
 */
export class AccountSessionSource {
  private readonly now: () => number
  private readonly isOnline: () => boolean
  private readonly lock: <T>(work: () => Promise<T>) => Promise<T>
  private readonly listeners = new Set<(change: AccountChange) => void>()
  private refreshing: Promise<RefreshResult> | null = null
  private lastTransientFailureAt = -Infinity
  private known: StoredAccountSession | null

  constructor(private readonly options: AccountSessionSourceOptions) {
    this.now = options.now ?? Date.now
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false)
    this.lock = options.lock ?? ((work) => work())
    this.known = options.store.read()
    options.watchStorage?.(() => this.storageChanged())
  }

  /** The stored session as the app's Session, with no network. */
  load(): Session | null {
    this.known = this.options.store.read()
    return this.known ? sessionOf(this.known) : null
  }

  current(): StoredAccountSession | null {
    return this.known
  }

  rememberMe(): boolean {
    return this.options.store.rememberMe()
  }

  subscribe(listener: (change: AccountChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async signInWithPassword(input: { email: string; password: string; rememberMe: boolean }): Promise<AuthOutcome<Session>> {
    const result = await this.withClient((client) => client.signInWithPassword({ email: input.email, password: input.password }))
    if (!result.ok) return result
    return { ok: true, value: this.store(toStored(result.value), input.rememberMe) }
  }

  /** Signs up; `value` is null when the server wants the email confirmed before the first sign-in. */
  async signUp(input: SignUpRequest): Promise<AuthOutcome<Session | null>> {
    const result = await this.withClient((client) => client.signUp(input))
    if (!result.ok) return result
    const { session } = result.value
    return { ok: true, value: session ? this.store(toStored(session), this.options.store.rememberMe()) : null }
  }

  requestPasswordReset(email: string, redirectTo: string): Promise<AuthOutcome<void>> {
    return this.withClient((client) => client.resetPasswordForEmail({ email, redirectTo }))
  }

  /** The URL that starts Google sign-in; the "Keep me logged in" choice waits in storage for the way back. */
  async googleSignInUrl(redirectTo: string, rememberMe: boolean): Promise<AuthOutcome<string>> {
    this.options.store.setRememberMe(rememberMe)
    return this.withClient((client) => client.googleSignInUrl({ redirectTo }))
  }

  /** A session that came back in the URL fragment (Google, a confirmation or a recovery link). */
  adoptRedirect(redirect: Extract<AuthRedirect, { kind: 'session' }>): Session {
    const stored: StoredAccountSession = {
      accessToken: redirect.accessToken,
      refreshToken: redirect.refreshToken,
      expiresAt: redirect.expiresAt,
      user: redirect.user,
      rejected: false,
    }
    return this.store(stored, this.options.store.rememberMe())
  }

  /**
   * The fragment's claims are read without checking the signature; the server checks the token now
   * (when reachable) and a token it refuses asks for a new sign-in like any rejected session.
   */
  async confirmAdoptedSession(): Promise<void> {
    const stored = this.known
    if (!stored || !this.isOnline()) return
    const result = await this.withClient((client) => client.getUser(stored.accessToken))
    if (result.ok || result.failure.kind !== 'rejected' || this.known?.accessToken !== stored.accessToken) return
    this.markRejected(stored)
  }

  async updatePassword(password: string): Promise<AuthOutcome<void>> {
    await this.refreshIfNeeded()
    const stored = this.known
    if (!stored || stored.rejected) return { ok: false, failure: SESSION_MISSING }
    const result = await this.withClient((client) => client.updatePassword(stored, password))
    return result.ok ? { ok: true, value: undefined } : result
  }

  /** Renames the account (its `full_name`); the stored session then carries the new name. */
  async updateFullName(fullName: string): Promise<AuthOutcome<Session>> {
    await this.refreshIfNeeded()
    const stored = this.known
    if (!stored || stored.rejected) return { ok: false, failure: SESSION_MISSING }
    const result = await this.withClient((client) => client.updateFullName(stored, fullName))
    if (!result.ok) return result
    // The session may have changed while the server answered (a refresh, a sign-out): name the latest.
    const latest = this.known
    if (!latest || latest.user.id !== stored.user.id) return { ok: false, failure: SESSION_MISSING }
    const renamed = { ...latest, user: { ...latest.user, fullName: result.value.fullName } }
    this.options.store.update(renamed)
    this.known = renamed
    return { ok: true, value: sessionOf(renamed) }
  }

  /** Refreshes when under 600 s remain (or `force`), with the rules of session-policy.ts. */
  refresh(options: { force?: boolean } = {}): Promise<RefreshResult> {
    this.refreshing ??= this.lock(() => this.refreshUnderLock(options.force ?? false)).finally(() => {
      this.refreshing = null
    })
    return this.refreshing
  }

  /** The token for a request: refreshed first when it is about to expire and the server may answer. */
  async accessToken(): Promise<string | null> {
    const stored = this.known
    if (!stored || stored.rejected) return null
    const pausing = this.now() - this.lastTransientFailureAt < REFRESH_RETRY_PAUSE_MS
    if (tokenNeedsRefreshNow(stored.expiresAt, this.now()) && this.isOnline() && !pausing) await this.refresh({ force: true })
    const latest = this.known
    return latest && !latest.rejected ? latest.accessToken : null
  }

  /** Forgets the session (and rememberMe) on this device; tells the server when it can, without waiting on it. */
  signOut(): void {
    const stored = this.known
    this.known = null
    this.options.store.clear()
    if (stored && !stored.rejected && this.isOnline()) {
      void this.withClient((client) => client.signOut(stored.accessToken)).catch(() => undefined)
    }
  }

  private async refreshIfNeeded(): Promise<void> {
    const stored = this.known
    if (stored && tokenNeedsRefreshNow(stored.expiresAt, this.now())) await this.refresh({ force: true })
  }

  private async refreshUnderLock(force: boolean): Promise<RefreshResult> {
    // Another tab may have refreshed (and rotated the token) while this one waited for the lock.
    const before = this.known
    const stored = this.options.store.read()
    if (!stored) return 'signed-out'
    if (stored.rejected) {
      this.adoptStored(stored, before)
      return 'rejected'
    }
    const rotatedElsewhere = before !== null && before.refreshToken !== stored.refreshToken
    if (rotatedElsewhere) {
      this.adoptStored(stored, before)
      if (!tokenNeedsRefreshNow(stored.expiresAt, this.now())) return 'refreshed'
    }
    if (!force && !shouldRefresh(stored, this.now(), true)) return 'not-needed'
    if (!this.isOnline()) return 'kept'

    const result = await this.withClient((client) => client.refreshSession(stored.refreshToken))
    if (result.ok) {
      if (!this.options.store.read()) return 'signed-out' // signed out while the refresh ran
      const next = { ...toStored(result.value), user: { ...result.value.user, fullName: result.value.user.fullName ?? stored.user.fullName } }
      this.options.store.update(next)
      this.known = next
      this.emit('token-refreshed')
      return 'refreshed'
    }
    const latest = this.options.store.read()
    const decision = afterFailedRefresh(result.failure.kind, stored.refreshToken, latest?.refreshToken ?? null)
    if (decision === 'use-stored-session' && latest) {
      this.adoptStored(latest, stored)
      return latest.rejected ? 'rejected' : 'refreshed'
    }
    if (decision === 'keep-session') {
      this.lastTransientFailureAt = this.now()
      return 'kept'
    }
    this.markRejected(stored)
    return 'rejected'
  }

  private markRejected(stored: StoredAccountSession): void {
    const rejected = { ...stored, rejected: true }
    this.options.store.update(rejected)
    this.known = rejected
    this.emit('rejected')
  }

  private adoptStored(stored: StoredAccountSession, before: StoredAccountSession | null): void {
    this.known = stored
    if (before?.user.id !== stored.user.id) this.emit('stored-session-changed')
    else if (stored.rejected && !before?.rejected) this.emit('rejected')
    else if (before?.accessToken !== stored.accessToken) this.emit('token-refreshed')
  }

  private storageChanged(): void {
    const before = this.known
    const stored = this.options.store.read()
    if (JSON.stringify(stored) === JSON.stringify(before)) return
    if (!stored || !before || stored.user.id !== before.user.id || stored.rejected !== before.rejected) {
      this.known = stored
      this.emit('stored-session-changed')
      return
    }
    this.adoptStored(stored, before)
  }

  private store(stored: StoredAccountSession, rememberMe: boolean): Session {
    this.options.store.write(stored, rememberMe)
    this.known = stored
    return sessionOf(stored)
  }

  private async withClient<T>(work: (client: AuthClient) => Promise<AuthOutcome<T>>): Promise<AuthOutcome<T>> {
    let client: AuthClient
    try {
      client = await this.options.loadClient()
    } catch (error) {
      // The auth code could not load (offline before the app was ever cached): no answer from anywhere.
      return { ok: false, failure: { ...unexpected(error), kind: 'network' } }
    }
    try {
      return await work(client)
    } catch (error) {
      return { ok: false, failure: unexpected(error) }
    }
  }

  private emit(change: AccountChange): void {
    for (const listener of [...this.listeners]) listener(change)
  }
}
