import type { ConnectivitySource } from '../../platform/connectivity/connectivity-store'
import { type AccountChange, type AccountSessionSource, type RefreshResult, SESSION_MISSING, type SignUpRequest } from './account-session-source'
import type { AuthRedirect } from './redirect-fragment'
import { SESSION_CHECK_INTERVAL_MS } from './session-policy'
import type { AuthEvent, AuthOutcome, Session, SessionSource, SessionState } from '../../platform/session/session'

export interface SessionControllerOptions {
  /** The result read from the URL fragment at startup (Google, confirmation and recovery links). */
  readonly redirect?: AuthRedirect | null
}

type RedirectError = Extract<AuthRedirect, { kind: 'error' }>

/**
 * Holds the current session for React (through subscribe/getState) and for the router's guards
 * (through `ready()`), so a protected route can wait for the first check without rendering anything.
 * Two sources: the device-only profile and, when given, the account session. The first check never
 * waits for the network: an account session is read from storage.
 */
export class SessionController {
  private state: SessionState = { status: 'loading' }
  private readonly listeners = new Set<() => void>()
  private readonly authListeners = new Set<(event: AuthEvent) => void>()
  private readonly elsewhereListeners = new Set<() => void>()
  private readonly firstCheck: Promise<Session | null>
  private redirectError: RedirectError | null = null

  constructor(
    private readonly source: SessionSource,
    private readonly account?: AccountSessionSource,
    options: SessionControllerOptions = {},
  ) {
    const redirect = options.redirect ?? null
    if (redirect?.kind === 'error') this.redirectError = redirect
    let fromRedirect: Session | null = null
    if (account && redirect?.kind === 'session') {
      fromRedirect = { ...account.adoptRedirect(redirect), ...(redirect.type === 'recovery' ? { passwordRecovery: true } : {}) }
    }
    account?.subscribe((change) => this.accountChanged(change))

    const stored = fromRedirect ?? account?.load() ?? null
    this.firstCheck = stored
      ? Promise.resolve(stored).then((session) => {
          this.set({ status: 'signed-in', session })
          if (fromRedirect) {
            void this.source.signOut().catch(() => undefined)
            void account?.confirmAdoptedSession()
          }
          return session
        })
      : source.load().then(
          (session) => {
            this.set(session ? { status: 'signed-in', session } : { status: 'signed-out' })
            return session
          },
          () => {
            // An unreadable session store is "nobody signed in", not a crash.
            this.set({ status: 'signed-out' })
            return null
          },
        )
  }

  getState = (): SessionState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Sign-in, token refresh and rejection of account sessions, for the sync layer. */
  onAuthEvent(listener: (event: AuthEvent) => void): () => void {
    this.authListeners.add(listener)
    return () => this.authListeners.delete(listener)
  }

  /** Another tab signed in, out, or as someone else (the router re-checks the current route). */
  onChangedElsewhere(listener: () => void): () => void {
    this.elsewhereListeners.add(listener)
    return () => this.elsewhereListeners.delete(listener)
  }

  /** Resolves with the session once the first check is done (and with the latest one after). */
  async ready(): Promise<Session | null> {
    await this.firstCheck
    return this.state.status === 'signed-in' ? this.state.session : null
  }

  /** Whether account sign-in is available (an auth server is configured). */
  get hasAccounts(): boolean {
    return this.account !== undefined
  }

  /** The "Keep me logged in" choice last made on this device. */
  rememberMe(): boolean {
    return this.account?.rememberMe() ?? true
  }

  /** An error that came back from Google or an email link, shown once by the auth screen. */
  takeRedirectError(): RedirectError | null {
    const error = this.redirectError
    this.redirectError = null
    return error
  }

  async signInLocal(displayName: string): Promise<Session> {
    // Choosing the device-only journal leaves the account (its journal stays on the device).
    this.account?.signOut()
    const session = await this.source.signInLocal(displayName)
    this.set({ status: 'signed-in', session })
    return session
  }

  async signInWithPassword(input: { email: string; password: string; rememberMe: boolean }): Promise<AuthOutcome<Session>> {
    const result = await this.requireAccount().signInWithPassword(input)
    if (result.ok) await this.signedInWithAccount(result.value)
    return result
  }

  /** `value` is null when the server asks for the email to be confirmed first (nobody is signed in yet). */
  async signUp(input: SignUpRequest): Promise<AuthOutcome<Session | null>> {
    const result = await this.requireAccount().signUp(input)
    if (result.ok && result.value) await this.signedInWithAccount(result.value)
    return result
  }

  requestPasswordReset(email: string, redirectTo: string): Promise<AuthOutcome<void>> {
    return this.requireAccount().requestPasswordReset(email, redirectTo)
  }

  googleSignInUrl(redirectTo: string, rememberMe: boolean): Promise<AuthOutcome<string>> {
    return this.requireAccount().googleSignInUrl(redirectTo, rememberMe)
  }

  /** After a recovery link: the new password; the session then is an ordinary one. */
  async updatePassword(password: string): Promise<AuthOutcome<void>> {
    const result = await this.requireAccount().updatePassword(password)
    if (result.ok && this.state.status === 'signed-in') {
      const { passwordRecovery: _done, ...session } = this.state.session
      this.set({ status: 'signed-in', session })
    }
    return result
  }

  /**
   * The trader's name: the device-only profile's at once; an account's on the server (its
   * `full_name`), so every device shows it; an account's rename needs the server to answer.
   */
  async rename(fullName: string): Promise<AuthOutcome<Session>> {
    if (this.state.status !== 'signed-in') return { ok: false, failure: SESSION_MISSING }
    const result =
      this.state.session.kind === 'remote' ? await this.requireAccount().updateFullName(fullName) : { ok: true as const, value: await this.source.signInLocal(fullName) }
    if (result.ok && this.state.status === 'signed-in' && this.state.session.userId === result.value.userId) this.set({ status: 'signed-in', session: result.value })
    return result
  }

  /** The account token for the sync layer (refreshed first when about to expire); null for none. */
  accessToken(): Promise<string | null> {
    return this.account?.accessToken() ?? Promise.resolve(null)
  }

  /** Checks the session now (the server answered 401, the network came back). */
  refresh(options: { force?: boolean } = {}): Promise<RefreshResult> {
    if (!this.account || this.state.status !== 'signed-in' || this.state.session.kind !== 'remote') return Promise.resolve('not-needed')
    return this.account.refresh(options)
  }

  /**
   * The periodic session check (every 5 minutes) plus a check when the network returns or the page
   * becomes visible again. `network` is the app's online signal, which also notices a server that
   * answers again while the browser said online all along. Runs in the background; nothing waits for
   * it. Returns the stop function.
   */
  startSessionChecks(
    network: Pick<ConnectivitySource, 'listen'>,
    target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> = window,
  ): () => void {
    const check = () => void this.refresh().catch(() => undefined)
    const onVisible = () => {
      if (typeof document === 'undefined' || document.visibilityState === 'visible') check()
    }
    const timer = target.setInterval(check, SESSION_CHECK_INTERVAL_MS)
    const stopListening = network.listen((online) => {
      if (online) check()
    })
    target.addEventListener('visibilitychange', onVisible)
    void this.ready().then(check)
    return () => {
      target.clearInterval(timer)
      stopListening()
      target.removeEventListener('visibilitychange', onVisible)
    }
  }

  /** Clears the session (account tokens and rememberMe too) and keeps every local journal. */
  async signOut(): Promise<void> {
    this.account?.signOut()
    await this.source.signOut()
    this.set({ status: 'signed-out' })
  }

  private async signedInWithAccount(session: Session): Promise<void> {
    // The device-only profile is left, so signing out of the account never falls back into it.
    await this.source.signOut().catch(() => undefined)
    this.set({ status: 'signed-in', session })
    this.emitAuth('signed-in')
  }

  private accountChanged(change: AccountChange): void {
    const account = this.account
    if (!account) return
    if (change === 'token-refreshed') {
      this.emitAuth('token-refreshed')
      return
    }
    if (change === 'rejected') {
      if (this.state.status === 'signed-in' && this.state.session.kind === 'remote') {
        this.set({ status: 'signed-in', session: { ...this.state.session, signInRequired: true } })
      }
      this.emitAuth('sign-in-required')
      return
    }
    // Another tab signed in, out, or as someone else.
    const stored = account.current()
    if (stored) {
      const session = { ...account.load()! }
      this.set({ status: 'signed-in', session })
      this.emitAuth(session.signInRequired ? 'sign-in-required' : 'signed-in')
    } else if (this.state.status === 'signed-in' && this.state.session.kind === 'remote') {
      this.set({ status: 'signed-out' })
    }
    for (const listener of [...this.elsewhereListeners]) listener()
  }

  private requireAccount(): AccountSessionSource {
    if (!this.account) throw new Error('No auth server is configured')
    return this.account
  }

  private emitAuth(event: AuthEvent): void {
    for (const listener of [...this.authListeners]) listener(event)
  }

  private set(state: SessionState): void {
    this.state = state
    for (const listener of [...this.listeners]) listener()
  }
}
