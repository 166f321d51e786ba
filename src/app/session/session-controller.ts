import type { Session, SessionSource, SessionState } from './session'

/**
 * Holds the current session for React (through subscribe/getState) and for the router's guards
 * (through `ready()`), so a protected route can wait for the first check without rendering anything.
 */
export class SessionController {
  private state: SessionState = { status: 'loading' }
  private readonly listeners = new Set<() => void>()
  private readonly firstCheck: Promise<Session | null>

  constructor(private readonly source: SessionSource) {
    this.firstCheck = source.load().then(
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

  /** Resolves with the session once the first check is done (and with the latest one after). */
  async ready(): Promise<Session | null> {
    await this.firstCheck
    return this.state.status === 'signed-in' ? this.state.session : null
  }

  async signInLocal(displayName: string): Promise<Session> {
    const session = await this.source.signInLocal(displayName)
    this.set({ status: 'signed-in', session })
    return session
  }

  async signOut(): Promise<void> {
    await this.source.signOut()
    this.set({ status: 'signed-out' })
  }

  private set(state: SessionState): void {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}
