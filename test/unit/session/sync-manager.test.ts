import { BehaviorSubject } from 'rxjs'
import { describe, expect, it, vi } from 'vitest'
import type { Session, SessionSource } from '../../../src/platform/session/session'
import { SessionController } from '../../../src/app/session/session-controller'
import { SyncManager, type SyncHandle, type SyncStatus } from '../../../src/app/sync/sync-manager'
import { createSyncConnectivitySource } from '../../../src/app/sync/sync-connectivity-source'

const A = '3f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f'
const B = '9a1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f'

const status = (changes: Partial<SyncStatus> = {}): SyncStatus => ({
  state: 'synced',
  online: true,
  pendingChanges: 0,
  lastSyncedAt: null,
  lastError: null,
  nextRetryAt: null,
  setAsideRows: 0,
  refusedPulls: 0,
  pendingUploads: 0,
  role: 'leader',
  ...changes,
})

/** A session controller whose state the test sets directly. */
function controllable(initial: Session | null) {
  const source: SessionSource = { load: async () => initial, signInLocal: async () => initial!, signOut: async () => undefined }
  const controller = new SessionController(source)
  const set = (session: Session | null) => (controller as unknown as { set(state: unknown): void }).set(session ? { status: 'signed-in', session } : { status: 'signed-out' })
  const emit = (event: string) => (controller as unknown as { emitAuth(event: string): void }).emitAuth(event)
  return { controller, set, emit }
}

function fakeSync() {
  const started: { userId: string; handle: SyncHandle & { reported: string[]; stopped: boolean; status: BehaviorSubject<SyncStatus> } }[] = []
  const startSync = vi.fn(async (options: { userId: string; lastSyncedAt?: number | null; onUnauthorized?: () => void }) => {
    const subject = new BehaviorSubject(status({ state: 'connecting' }))
    const handle = {
      reported: [] as string[],
      stopped: false,
      status: subject,
      status$: subject.asObservable(),
      getStatus: () => subject.value,
      connectivity: { read: () => subject.value.online, listen: () => () => undefined },
      syncNow: vi.fn(),
      reportAuth(signal: string) {
        handle.reported.push(signal)
      },
      requestScreenshot: vi.fn(async (tradeId: string, screenshotId: string) => new Blob([`${tradeId}/${screenshotId}`])),
      awaitInSync: async () => undefined,
      async stop() {
        handle.stopped = true
      },
    }
    started.push({ userId: options.userId, handle: handle as never })
    return handle as never
  })
  const createDataClient = vi.fn(() => ({}) as never)
  return { started, loadSync: async () => ({ startSync }), loadAuth: async () => ({ createDataClient }), startSync }
}

const remote = (userId: string, extra: Partial<Session> = {}): Session => ({ userId, kind: 'remote', displayName: 'Ana', ...extra })
const database = (userId: string) => ({ userId }) as never

describe('SyncManager', () => {
  it('syncs an account once its journal is open; never a device-only journal', async () => {
    const { controller } = controllable({ userId: A, kind: 'local', displayName: 'Device' })
    await controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    manager.attach(database(A))
    await Promise.resolve()
    expect(sync.startSync).not.toHaveBeenCalled()
    expect(manager.getStatus()).toBeNull()
  })

  it('starts for the signed-in account, shares its status, stops on sign-out', async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    manager.attach(database(A))
    await vi.waitFor(() => expect(manager.getStatus()).toMatchObject({ state: 'connecting' }))
    sync.started[0]!.handle.status.next(status({ state: 'synced', pendingChanges: 0 }))
    expect(manager.getStatus()).toMatchObject({ state: 'synced' })

    session.set(null)
    await vi.waitFor(() => expect(sync.started[0]!.handle.stopped).toBe(true))
    expect(manager.getStatus()).toBeNull()
  })

  it("'Sync now' checks the network again and asks the running sync to try at once", async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const recheck = vi.fn()
    const browser = { read: () => true, listen: () => () => undefined, recheck }
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, browser, ...sync })
    manager.attach(database(A))
    await vi.waitFor(() => expect(sync.started).toHaveLength(1))
    manager.syncNow()
    expect(recheck).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(sync.started[0]!.handle.syncNow).toHaveBeenCalledTimes(1))
  })

  it('keeps when the journal last synced for the next run (after a reload), per user', async () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) })
    try {
      const at = '2026-11-20T10:00:00.000Z'
      const first = controllable(remote(A))
      await first.controller.ready()
      const firstSync = fakeSync()
      new SyncManager({ session: first.controller, backend: { url: 'http://x', anonKey: 'k' }, ...firstSync }).attach(database(A))
      await vi.waitFor(() => expect(firstSync.started).toHaveLength(1))
      expect(firstSync.startSync.mock.calls[0]![0].lastSyncedAt).toBeNull()
      firstSync.started[0]!.handle.status.next(status({ lastSyncedAt: at }))
      // An older instant (another tab's status arriving late) never moves it back.
      firstSync.started[0]!.handle.status.next(status({ lastSyncedAt: '2026-11-19T10:00:00.000Z' }))

      for (const [userId, expected] of [
        [A, Date.parse(at)],
        [B, null],
      ] as const) {
        const next = controllable(remote(userId))
        await next.controller.ready()
        const nextSync = fakeSync()
        new SyncManager({ session: next.controller, backend: { url: 'http://x', anonKey: 'k' }, ...nextSync }).attach(database(userId))
        await vi.waitFor(() => expect(nextSync.started).toHaveLength(1))
        expect(nextSync.startSync.mock.calls[0]![0].lastSyncedAt).toBe(expected)
      }
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('does not start for a journal of another user than the signed-in one', async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    manager.attach(database(B))
    await Promise.resolve()
    expect(sync.startSync).not.toHaveBeenCalled()
  })

  it('a user switch stops the first user’s sync before the second one starts', async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    manager.attach(database(A))
    await vi.waitFor(() => expect(sync.started).toHaveLength(1))
    session.set(remote(B))
    await vi.waitFor(() => expect(sync.started[0]!.handle.stopped).toBe(true))
    manager.attach(database(B))
    await vi.waitFor(() => expect(sync.started.map((run) => run.userId)).toEqual([A, B]))
  })

  it('feeds auth events to sync: refresh, rejection, a new sign-in', async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    manager.attach(database(A))
    await vi.waitFor(() => expect(sync.started).toHaveLength(1))
    const handle = sync.started[0]!.handle
    session.emit('token-refreshed')
    session.set(remote(A, { signInRequired: true }))
    session.emit('sign-in-required')
    session.set(remote(A))
    session.emit('signed-in')
    await vi.waitFor(() => expect(handle.reported).toEqual(['token-refreshed', 'signed-out', 'signed-in']))
    expect(sync.started).toHaveLength(1)
  })

  it('drives the Offline Mode badge from sync while it runs, from the browser otherwise', async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    let browserOnline = true
    const source = createSyncConnectivitySource(manager, { read: () => browserOnline, listen: () => () => undefined })
    const seen: boolean[] = []
    source.listen((online) => seen.push(online))
    expect(source.read()).toBe(true)
    manager.attach(database(A))
    await vi.waitFor(() => expect(sync.started).toHaveLength(1))
    // The server stopped answering although the browser claims a network (a captive portal).
    sync.started[0]!.handle.status.next(status({ state: 'offline', online: false }))
    expect(source.read()).toBe(false)
    session.set(null)
    await vi.waitFor(() => expect(source.read()).toBe(true))
    browserOnline = false
    expect(source.read()).toBe(false)
    expect(seen).toContain(false)
  })

  it('fetches a screenshot only another device has through the running sync; none without one', async () => {
    const session = controllable(remote(A))
    await session.controller.ready()
    const sync = fakeSync()
    const manager = new SyncManager({ session: session.controller, backend: { url: 'http://x', anonKey: 'k' }, ...sync })
    expect(await manager.requestScreenshot('t1', 's1')).toBeNull()
    manager.attach(database(A))
    await vi.waitFor(() => expect(sync.started).toHaveLength(1))
    const leaving = new AbortController()
    expect(await (await manager.requestScreenshot('t1', 's1', leaving.signal))?.text()).toBe('t1/s1')
    expect(sync.started[0]!.handle.requestScreenshot).toHaveBeenCalledWith('t1', 's1', leaving.signal)
    session.set(null)
    await vi.waitFor(() => expect(sync.started[0]!.handle.stopped).toBe(true))
    expect(await manager.requestScreenshot('t1', 's1')).toBeNull()
  })
})
