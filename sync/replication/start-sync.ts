import type { SupabaseClient } from '@supabase/supabase-js'
import { BehaviorSubject, type Observable } from 'rxjs'
import { type CollectionReplication, createReplicationPort, type OutboxItem, type ReplicationPortSource, type SyncedCollectionName } from '../../src/db'
import { type BrowserSignals, type ConnectivityConfig, createConnectivityDriver, DEFAULT_CONNECTIVITY_CONFIG, realScheduler, type Scheduler } from '../connectivity'
import { createSupabaseScreenshotStorage, type ScreenshotStorage } from '../screenshots/storage-api'
import { createTransferQueue, type TransferQueue } from '../screenshots/transfer-queue'
import { type CollectionCheckpoint, createCollectionHandlers } from './collection-handlers'
import { jsonEqual } from './json-equal'
import { createPendingTracker } from './pending'
import { subscribeToServerChanges } from './realtime'
import { createSupabaseSyncServer, type SyncServer } from './server-api'
import { createSetAsideLog } from './set-aside'
import { type BroadcastPort, openStatusChannel, type StatusChannel } from './status-channel'
import { type StatusExtras, type SyncStatus, toSyncStatus } from './status'
import { collectionOfTable, tablesOf } from './tables'

export interface StartSyncOptions {
  /** The signed-in user's open journal (`openJournalDatabase`). */
  readonly db: ReplicationPortSource
  /** supabase-js carrying the user's session (or an `accessToken` function). */
  readonly supabase: SupabaseClient
  readonly userId: string
  /** Epoch ms this device last finished a sync, kept by the app across reloads: shown until the next one. */
  readonly lastSyncedAt?: number | null
  /** Names the server in the replication identifiers, so pointing the app elsewhere starts afresh. */
  readonly endpoint?: string
  /** Realtime nudges (default true). Without them, or while the socket is down, the layer polls. */
  readonly realtime?: boolean
  /** Poll interval while realtime is not open (default 30 s); with it open, every 10 minutes. */
  readonly pollIntervalMs?: number
  readonly pullBatchSize?: number
  readonly pushBatchSize?: number
  readonly connectivity?: Partial<ConnectivityConfig>
  /** The browser's online/offline signal (the app passes its reachability-checked one); absent: none. */
  readonly browser?: BrowserSignals | null
  /** Follow `supabase.auth` events (default true; skipped for clients built with `accessToken`). */
  readonly listenToAuth?: boolean
  /** Called when the server answers 401/403: the session needs a refresh. */
  readonly onUnauthorized?: () => void
  /** Errors that are not request failures (bugs, storage errors), for the app's error log. */
  readonly onError?: (error: unknown) => void
  /** Screenshot transfers (default true). */
  readonly screenshots?: boolean
  /** Tests: fault injection and fixed time. */
  readonly server?: SyncServer
  readonly storage?: ScreenshotStorage
  readonly now?: () => number
  readonly random?: () => number
  readonly scheduler?: Scheduler
  /** Status sharing between tabs; default a BroadcastChannel when the database is multi-instance. */
  readonly openChannel?: (name: string) => BroadcastPort | null
}

export type AuthSignal = 'signed-in' | 'signed-out' | 'token-refreshed'

export interface SyncHandle {
  /** Current status first, then every change (same in every tab). */
  readonly status$: Observable<SyncStatus>
  getStatus(): SyncStatus
  /** For the app's ConnectivityStore (the 'Offline Mode' badge and toasts): online as sync sees it. */
  readonly connectivity: { read(): boolean; listen(onChange: (online: boolean) => void): () => void }
  /** Pull and push now, skipping any backoff (the sync indicator's 'Sync now'). */
  syncNow(): void
  /** Feeds auth events when the app manages the session itself. */
  reportAuth(signal: AuthSignal): void
  /**
   * A screenshot's bytes, downloaded on demand when only another device has them (once the server
   * can be reached). Null when they cannot be had, or at once when `signal` aborts.
   */
  requestScreenshot(tradeId: string, screenshotId: string, signal?: AbortSignal): Promise<Blob | null>
  /**
   * The rows set aside on this device (refused by the server on push, or failing their collection's
   * check on pull or read), now and after every change; any tab. Returns the unsubscribe.
   */
  watchSetAside(onList: (rows: readonly SetAsideEntry[]) => void): () => void
  /** Resolves when this tab leads and everything is pulled and pushed. Never offline: tests only. */
  awaitInSync(): Promise<void>
  /** Stops replicating (local data stays); safe to call twice. */
  stop(): Promise<void>
}

/** Stable per server, user and collection: RxDB keeps checkpoints under it, so a restart resumes. */
export function replicationIdentifier(endpoint: string, userId: string, collection: SyncedCollectionName): string {
  return `tj-sync-v1|${endpoint}|${userId}|${collection}`
}

const LONG_POLL_MS = 10 * 60_000
/**
 * Rows per `sync_push`. RxDB pushes a backlog (offline edits) mostly one batch after another, so the
 * round trips dominate: 250 rows (about 200 kB of trades) took 1,000 offline edits to the server
 * in about 0.55 s where batches of 100 took 0.9 s (test/bench/sync.mjs), and stays well under the
 * gateway's 1 MB body limit (a batch refused as too large is split in halves anyway: push-batch.ts).
 */
export const DEFAULT_PUSH_BATCH_SIZE = 250

/**
 * Starts background sync for the signed-in user (see sync/README.md). Every tab calls it; only the
 * tab RxDB elects leader replicates, the others mirror its status. Returns at once: nothing waits
 * for the network.
 */
export async function startSync(options: StartSyncOptions): Promise<SyncHandle> {
  if (options.db.userId !== options.userId) throw new Error('startSync: the database belongs to another user')
  const port = await createReplicationPort(options.db)
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const scheduler = options.scheduler ?? realScheduler
  const config: ConnectivityConfig = { ...DEFAULT_CONNECTIVITY_CONFIG, ...options.connectivity }
  const browser = options.browser ?? null
  const driver = createConnectivityDriver({
    browserOnline: browser?.read() ?? true,
    signedIn: true,
    lastSyncedAt: options.lastSyncedAt,
    config,
    now,
    random,
    scheduler,
  })
  const abort = new AbortController()
  const cleanups: (() => void | Promise<void>)[] = []
  const replications: CollectionReplication[] = []
  const report = (error: unknown) => {
    if (!abort.signal.aborted) options.onError?.(error)
  }

  let extras: StatusExtras = { setAsideRows: 0, refusedPulls: 0, pendingUploads: 0, role: 'follower' }
  let leaderStatus: SyncStatus | null = null
  const own = () => toSyncStatus(driver.get(), extras, config)
  const status = new BehaviorSubject<SyncStatus>(own())
  const channel: StatusChannel | null = port.multiInstance ? openStatusChannel(options.userId, options.openChannel) : null

  function publish() {
    const next = extras.role === 'follower' && leaderStatus ? { ...leaderStatus, role: 'follower' as const } : own()
    if (jsonEqual(next, status.value)) return
    status.next(next)
    if (extras.role === 'leader') channel?.publish(next)
  }
  const setExtras = (changes: Partial<StatusExtras>) => {
    extras = { ...extras, ...changes }
    publish()
  }

  let lastFailureKind = driver.get().failureKind
  cleanups.push(
    driver.subscribe((state) => {
      if (state.failureKind === 'unauthorized' && lastFailureKind !== 'unauthorized') options.onUnauthorized?.()
      lastFailureKind = state.failureKind
      publish()
    }),
  )

  if (browser) {
    cleanups.push(
      browser.listen((online) => {
        // A signal may repeat its value (a check that confirms the reading): only changes count.
        if (online === driver.get().browserOnline) return
        driver.send({ type: online ? 'browser-online' : 'browser-offline' })
        if (online) resyncAll()
      }),
    )
  }
  if (options.listenToAuth !== false) cleanups.push(listenToAuth(options.supabase, (signal) => handle.reportAuth(signal)))

  if (channel) {
    channel.onStatus((received) => {
      if (extras.role === 'leader') return
      leaderStatus = received
      publish()
    })
    channel.onAsk(() => {
      if (extras.role === 'leader') channel.publish(status.value)
    })
    channel.ask()
    cleanups.push(() => channel.close())
  }

  function resyncAll() {
    for (const replication of replications) replication.resync()
  }

  const nudgeTimers = new Map<SyncedCollectionName, () => void>()
  function nudge(collection: SyncedCollectionName) {
    // Several events of one write burst make one pull.
    if (nudgeTimers.has(collection)) return
    nudgeTimers.set(
      collection,
      scheduler.schedule(() => {
        nudgeTimers.delete(collection)
        replications.find((replication) => replication.collection === collection)?.resync()
      }, 30),
    )
  }

  let transfers: TransferQueue | null = null
  let leading: Promise<void> | null = null

  async function lead() {
    const server = options.server ?? createSupabaseSyncServer(options.supabase)
    const context = { driver, signal: abort.signal }
    const pending = createPendingTracker((count) => driver.send({ type: 'pending-changed', count }))
    const setAside = createSetAsideLog(port.outbox, (count) => setExtras({ setAsideRows: count }))
    await setAside.load()
    const endpoint = options.endpoint ?? endpointOf(options.supabase)
    const activeCollections = new Set<string>()
    const refusedPulls = new Set<string>()

    for (const collection of port.collections) {
      if (abort.signal.aborted) return
      const handlers = createCollectionHandlers({
        collection,
        userId: options.userId,
        server,
        context,
        pending,
        setAside,
        unreadable: port.unreadable,
        onPullRefused: (refused) => {
          if (refused === refusedPulls.has(collection)) return
          if (refused) refusedPulls.add(collection)
          else refusedPulls.delete(collection)
          setExtras({ refusedPulls: refusedPulls.size })
        },
        onHeldBackSettled: () => nudge(collection),
      })
      cleanups.push(port.watchLocalWrites(collection, (ids) => pending.add(collection, ids)))
      const replication = await port.replicate<CollectionCheckpoint>({
        collection,
        identifier: replicationIdentifier(endpoint, options.userId, collection),
        pull: handlers.pull,
        push: handlers.push,
        pullBatchSize: options.pullBatchSize ?? 1000,
        pushBatchSize: options.pushBatchSize ?? DEFAULT_PUSH_BATCH_SIZE,
        retryTime: 2000,
      })
      replications.push(replication)
      cleanups.push(
        replication.onActive((active) => {
          if (active) activeCollections.add(collection)
          else {
            activeCollections.delete(collection)
            pending.clear(collection)
          }
          driver.send({ type: 'activity', active: activeCollections.size > 0 })
        }),
        replication.onError((error) => {
          if ((error as { name?: string })?.name !== 'AbortError') report(error)
        }),
      )
    }

    if (options.realtime !== false) {
      const tables = port.collections.flatMap((collection) => [...tablesOf(collection)])
      const unsubscribe = subscribeToServerChanges(options.supabase, options.userId, tables, {
        onChange: (table) => nudge(collectionOfTable(table)),
        onOpen: () => {
          driver.send({ type: 'realtime-open' })
          resyncAll()
        },
        onClose: () => {
          const wasOpen = driver.get().realtimeOpen
          driver.send({ type: 'realtime-closed' })
          if (!wasOpen) return
          // Events may be missed from now on: pull at once (which also shows whether the server is
          // still reachable) and poll at the short interval until the socket is back.
          resyncAll()
          cancelPoll?.()
          schedulePoll()
        },
      })
      cleanups.push(unsubscribe)
    }
    schedulePoll()

    if (options.screenshots !== false && port.collections.includes('trades')) {
      transfers = createTransferQueue({
        port,
        storage: options.storage ?? createSupabaseScreenshotStorage(options.supabase),
        driver,
        userId: options.userId,
        signal: abort.signal,
        scheduler,
        now,
        random,
        onPendingUploads: (count) => setExtras({ pendingUploads: count }),
      })
      await transfers.start()
    }
  }

  let cancelPoll: (() => void) | undefined
  function schedulePoll() {
    if (abort.signal.aborted) return
    const interval = driver.get().realtimeOpen ? LONG_POLL_MS : (options.pollIntervalMs ?? 30_000)
    cancelPoll = scheduler.schedule(() => {
      resyncAll()
      schedulePoll()
    }, interval)
  }
  cleanups.push(() => cancelPoll?.())

  const becomeLeader = async () => {
    await port.waitForLeadership()
    if (abort.signal.aborted) return
    leaderStatus = null
    setExtras({ role: 'leader' })
    await lead()
  }
  leading = becomeLeader().catch(report)

  // Followers download through the leader's worker; a queue without a worker only enqueues and waits.
  let followerQueue: TransferQueue | null = null
  const requester = (): TransferQueue =>
    transfers ??
    (followerQueue ??= createTransferQueue({
      port,
      storage: options.storage ?? createSupabaseScreenshotStorage(options.supabase),
      driver,
      userId: options.userId,
      signal: abort.signal,
      scheduler,
      now,
      random,
    }))

  let stopping: Promise<void> | undefined
  const handle: SyncHandle = {
    status$: status.asObservable(),
    getStatus: () => status.value,
    connectivity: {
      read: () => status.value.online,
      listen(onChange) {
        let last = status.value.online
        const subscription = status.subscribe((value) => {
          if (value.online === last) return
          last = value.online
          onChange(value.online)
        })
        return () => subscription.unsubscribe()
      },
    },
    syncNow() {
      // Requests waiting out a backoff (an outage that is over by now) go at once, then everything is pulled.
      driver.send({ type: 'retry-now' })
      resyncAll()
    },
    reportAuth(signal) {
      driver.send({ type: signal })
      if (signal !== 'signed-out') resyncAll()
    },
    requestScreenshot: (tradeId, screenshotId, signal) => requester().request(tradeId, screenshotId, signal),
    watchSetAside(onList) {
      let stopped = false
      const read = () =>
        port.outbox
          .find({ state: 'setAside' })
          .then((items) => stopped || onList(items.flatMap(setAsideEntryOf)))
          .catch(report)
      const unwatch = port.outbox.watch(() => void read())
      void read()
      return () => {
        stopped = true
        unwatch()
      }
    },
    async awaitInSync() {
      await leading
      await Promise.all(replications.map((replication) => replication.awaitInSync()))
    },
    stop: () =>
      (stopping ??= (async () => {
        abort.abort()
        for (const cancel of nudgeTimers.values()) cancel()
        await Promise.all(replications.map((replication) => replication.cancel().catch(() => undefined)))
        for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined)
        driver.destroy()
        status.complete()
      })()),
  }
  return handle
}

/** A row set aside, as the sync panel lists it. */
export interface SetAsideEntry {
  readonly collection: string
  readonly documentId: string
  readonly reason: string
  /** `push`: the server refused this device's change; `server`/`device`: a pulled row or a stored document failed its check. */
  readonly origin: 'push' | 'server' | 'device'
}

function setAsideEntryOf(item: OutboxItem): SetAsideEntry[] {
  if (!item.collectionName || !item.documentId || (item.kind !== 'rejectedRow' && item.kind !== 'unreadableRow')) return []
  const origin = item.kind === 'rejectedRow' ? 'push' : item.payload?.origin === 'device' ? 'device' : 'server'
  return [{ collection: item.collectionName, documentId: item.documentId, reason: item.reason ?? '', origin }]
}

/** The client's project URL (a protected field of SupabaseClient), to name the server. */
function endpointOf(supabase: SupabaseClient): string {
  const url = (supabase as unknown as { supabaseUrl?: unknown }).supabaseUrl
  return typeof url === 'string' ? url : 'default'
}

function listenToAuth(supabase: SupabaseClient, onSignal: (signal: AuthSignal) => void): () => void {
  try {
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT') onSignal('signed-out')
      else if (event === 'SIGNED_IN') onSignal('signed-in')
      else if (event === 'TOKEN_REFRESHED') onSignal('token-refreshed')
    })
    return () => data.subscription.unsubscribe()
  } catch {
    // A client built with `accessToken` has no auth module; the app reports auth itself.
    return () => undefined
  }
}
