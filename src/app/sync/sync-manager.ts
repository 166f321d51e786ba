import type { SessionController } from '../session/session-controller'
import type { AuthEvent } from '../../platform/session/session'
import { readLastSynced, writeLastSynced } from './last-synced'

type SyncModule = typeof import('../../../sync')
type AuthModule = typeof import('../../../sync/auth')
export type SyncHandle = import('../../../sync').SyncHandle
export type SyncStatus = import('../../../sync').SyncStatus
export type SyncState = SyncStatus['state']
export type SetAsideEntry = import('../../../sync').SetAsideEntry
type SyncDatabase = import('../../../sync').StartSyncOptions['db']

export interface SyncManagerOptions {
  readonly session: SessionController
  readonly backend: { readonly url: string; readonly anonKey: string }
  /** `import('../../../sync')`, injectable for tests. */
  readonly loadSync?: () => Promise<Pick<SyncModule, 'startSync'>>
  readonly loadAuth?: () => Promise<Pick<AuthModule, 'createDataClient'>>
  /** Unexpected sync errors (bugs, storage), for the app's error log. */
  readonly onError?: (error: unknown) => void
  /**
   * The browser's online signal for the connectivity state machine (default the window's); `recheck`
   * asks it to check the network again at once ('Sync now').
   */
  readonly browser?: import('../../../sync').BrowserSignals & { recheck?(): void }
}

interface Run {
  readonly userId: string
  handle: Promise<SyncHandle | null>
  stopped: boolean
  unsubscribe?: () => void
}

/**
 * Starts and stops background sync for the signed-in account (docs/architecture.md: only app/ starts
 * sync, through a dynamic import, so the first paint never waits for it). Device-only sessions never
 * sync. Sync runs for the user whose database is open (`attach`) while that user is signed in;
 * signing out or switching user stops it (local data stays). Auth events (refresh, rejection,
 * a new sign-in) reach sync through `reportAuth`.
 */
export class SyncManager {
  private run: Run | null = null
  private database: SyncDatabase | null = null
  private status: SyncStatus | null = null
  private readonly listeners = new Set<() => void>()
  private signedOutReported = false

  constructor(private readonly options: SyncManagerOptions) {
    options.session.subscribe(() => this.reconcile())
    options.session.onAuthEvent((event) => this.authEvent(event))
  }

  /** The user's journal is open (UserDatabaseGate): sync it if its user is signed in with an account. */
  attach(database: SyncDatabase): () => void {
    this.database = database
    this.reconcile()
    return () => {
      if (this.database === database) this.database = null
    }
  }

  /** The status of the running sync (same in every tab), or null when none runs. */
  getStatus = (): SyncStatus | null => this.status

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Whether a sync is running (for the connectivity source: the badge then follows sync). */
  isRunning(): boolean {
    return this.run !== null && !this.run.stopped
  }

  /**
   * A screenshot's bytes that only another device has, downloaded once the server can be reached and
   * kept on this device; null when no sync runs or they cannot be had (see SyncHandle).
   */
  requestScreenshot = async (tradeId: string, screenshotId: string, signal?: AbortSignal): Promise<Blob | null> => {
    const handle = await this.run?.handle
    return handle ? handle.requestScreenshot(tradeId, screenshotId, signal) : null
  }

  /** The rows set aside on this device, for the sync panel, while sync runs; returns the unsubscribe. */
  watchSetAside(onList: (rows: readonly SetAsideEntry[]) => void): () => void {
    let stop: (() => void) | undefined
    let cancelled = false
    void this.run?.handle.then((handle) => {
      if (handle && !cancelled) stop = handle.watchSetAside(onList)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }

  /** 'Sync now': checks the network and tries the server at once, cutting short any wait after failures. */
  syncNow(): void {
    this.options.browser?.recheck?.()
    void this.run?.handle.then((handle) => handle?.syncNow())
  }

  /** Stops sync (sign-out, removing the journal); resolves once replication has stopped. */
  async stop(): Promise<void> {
    const run = this.run
    this.run = null
    if (!run) return
    run.stopped = true
    run.unsubscribe?.()
    this.setStatus(null)
    const handle = await run.handle
    await handle?.stop()
  }

  private reconcile(): void {
    const state = this.options.session.getState()
    const account = state.status === 'signed-in' && state.session.kind === 'remote' ? state.session : null
    if (this.run && this.run.userId !== account?.userId) void this.stop()
    if (!account) return
    if (!this.run && this.database?.userId === account.userId) this.start(this.database, account.userId)
    if (account.signInRequired && !this.signedOutReported) this.authEvent('sign-in-required')
  }

  private authEvent(event: AuthEvent): void {
    const run = this.run
    if (!run) return
    if (event === 'sign-in-required') {
      // The state change and the event both announce a rejection: sync hears it once.
      if (this.signedOutReported) return
      this.signedOutReported = true
    } else if (event === 'signed-in') this.signedOutReported = false
    const signal = event === 'sign-in-required' ? 'signed-out' : event
    void run.handle.then((handle) => {
      if (!run.stopped) handle?.reportAuth(signal)
    })
  }

  private start(database: SyncDatabase, userId: string): void {
    const { session, backend } = this.options
    const loadSync = this.options.loadSync ?? (() => import('../../../sync'))
    const loadAuth = this.options.loadAuth ?? (() => import('../../../sync/auth'))
    const run: Run = { userId, stopped: false, handle: Promise.resolve(null) }
    run.handle = (async () => {
      const [{ startSync }, { createDataClient }] = await Promise.all([loadSync(), loadAuth()])
      if (run.stopped) return null
      const supabase = createDataClient(backend, () => session.accessToken())
      const handle = await startSync({
        db: database,
        supabase,
        userId,
        lastSyncedAt: readLastSynced(userId),
        listenToAuth: false,
        browser: this.options.browser,
        // A 401/403: the token may have expired meanwhile (a long offline spell): refresh it now.
        onUnauthorized: () => void session.refresh({ force: true }),
        onError: (error) => this.options.onError?.(error),
      })
      if (run.stopped) {
        await handle.stop()
        return null
      }
      const subscription = handle.status$.subscribe((status) => {
        if (run.stopped) return
        // Most status changes are counts of changes waiting: storage is touched only for a new sync.
        if (status.lastSyncedAt !== this.status?.lastSyncedAt) writeLastSynced(userId, status.lastSyncedAt)
        this.setStatus(status)
      })
      run.unsubscribe = () => subscription.unsubscribe()
      const state = session.getState()
      if (state.status === 'signed-in' && state.session.signInRequired) handle.reportAuth('signed-out')
      return handle
    })().catch((error: unknown) => {
      // Sync could not start (its code failed to load, the database closed): the journal still works.
      this.options.onError?.(error)
      if (this.run === run) this.run = null
      return null
    })
    this.signedOutReported = false
    this.run = run
  }

  private setStatus(status: SyncStatus | null): void {
    if (status === this.status) return
    this.status = status
    for (const listener of [...this.listeners]) listener()
  }
}
