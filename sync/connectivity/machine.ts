import { backoffDelay, DEFAULT_BACKOFF, type BackoffConfig } from './backoff'

/**
 * The connectivity state machine (docs/sync.md, guarantee 7): a pure reducer over real signals (browser
 * online/offline events, requests that succeed or fail, the realtime socket, the auth state), so the
 * status the trader sees is honest even when `navigator.onLine` says "online" behind a captive
 * portal. Time and randomness arrive inside the events; nothing here reads a clock.
 */
export type ConnectivityState = 'offline' | 'connecting' | 'syncing' | 'synced' | 'retrying' | 'signed-out'

/**
 * How a request failed: `network` (no answer: offline, DNS, dropped connection), `server` (5xx, 429,
 * 408: the server is there but cannot serve now), `unauthorized` (401/403: the session needs a
 * refresh), `rejected` (another 4xx: the server refuses this particular content for good),
 * `refused` (a pull the server kept answering with a 4xx: retrying will not help, the trader or an
 * update of the server must act).
 */
export type FailureKind = 'network' | 'server' | 'unauthorized' | 'rejected' | 'refused'

export interface SyncError {
  readonly kind: FailureKind
  readonly message: string
  /** Epoch ms. */
  readonly at: number
}

export interface ConnectivityConfig extends BackoffConfig {
  /** Consecutive network failures after which the server counts as unreachable (state offline). */
  readonly unreachableAfter: number
}

export const DEFAULT_CONNECTIVITY_CONFIG: ConnectivityConfig = { ...DEFAULT_BACKOFF, unreachableAfter: 2 }

export interface Connectivity {
  readonly state: ConnectivityState
  readonly browserOnline: boolean
  readonly signedIn: boolean
  /** A request succeeded since the last start, reconnection or sign-in. */
  readonly connected: boolean
  /** The replication has pulls or pushes running or waiting. */
  readonly active: boolean
  /** Local changes not yet on the server. */
  readonly pendingChanges: number
  readonly realtimeOpen: boolean
  /** Consecutive failed waves of requests; 0 after a success. */
  readonly failures: number
  /** Kind of the failure that is not yet followed by a success. */
  readonly failureKind: Exclude<FailureKind, 'rejected' | 'refused'> | null
  /** Epoch ms of the last time everything was pulled and pushed. */
  readonly lastSyncedAt: number | null
  /** The most recent error, kept after recovery so the sync indicator can show it. */
  readonly lastError: SyncError | null
  /** Epoch ms before which no request may start (backoff); null when requests may go. */
  readonly nextRetryAt: number | null
}

export type ConnectivityEvent =
  | { readonly type: 'browser-online' }
  | { readonly type: 'browser-offline' }
  | { readonly type: 'signed-in' }
  | { readonly type: 'signed-out' }
  | { readonly type: 'token-refreshed' }
  /** The trader asked to sync now ('Sync now'): the next attempt goes at once, whatever the backoff. */
  | { readonly type: 'retry-now' }
  | { readonly type: 'request-succeeded'; readonly at: number }
  | { readonly type: 'request-failed'; readonly kind: FailureKind; readonly message: string; readonly at: number; readonly random: number }
  | { readonly type: 'realtime-open' }
  | { readonly type: 'realtime-closed' }
  | { readonly type: 'retry-due'; readonly at: number }
  | { readonly type: 'activity'; readonly active: boolean; readonly at: number }
  | { readonly type: 'pending-changed'; readonly count: number }

/** `lastSyncedAt`: when this device last finished a sync in an earlier run (kept across reloads). */
export function initialConnectivity(
  options: { readonly browserOnline: boolean; readonly signedIn: boolean; readonly lastSyncedAt?: number | null },
  config = DEFAULT_CONNECTIVITY_CONFIG,
): Connectivity {
  return withState(
    {
      state: 'connecting',
      browserOnline: options.browserOnline,
      signedIn: options.signedIn,
      connected: false,
      active: false,
      pendingChanges: 0,
      realtimeOpen: false,
      failures: 0,
      failureKind: null,
      lastSyncedAt: options.lastSyncedAt ?? null,
      lastError: null,
      nextRetryAt: null,
    },
    config,
  )
}

/** A fresh start: no failure on record, requests may go at once. */
const RESET = { connected: false, failures: 0, failureKind: null, nextRetryAt: null } as const

export function reduceConnectivity(current: Connectivity, event: ConnectivityEvent, config = DEFAULT_CONNECTIVITY_CONFIG): Connectivity {
  return withState(next(current, event, config), config)
}

function next(s: Connectivity, event: ConnectivityEvent, config: ConnectivityConfig): Connectivity {
  switch (event.type) {
    case 'browser-online':
      // The network is back: try at once rather than sitting out a backoff from the outage.
      return { ...s, ...RESET, browserOnline: true }
    case 'browser-offline':
      return { ...s, ...RESET, browserOnline: false, active: false }
    case 'signed-in':
      return { ...s, ...RESET, signedIn: true }
    case 'signed-out':
      return { ...s, ...RESET, signedIn: false, active: false }
    case 'token-refreshed':
      // The server answered the refresh: a network failure is over (the offline state ends at once)
      // and, like an expired session, no longer holds the requests back.
      if (s.failureKind === 'network') return { ...s, signedIn: true, failures: 0, failureKind: null, nextRetryAt: null }
      return { ...s, signedIn: true, nextRetryAt: s.failureKind === 'unauthorized' ? null : s.nextRetryAt }
    case 'retry-now':
      // The failure stays on record (the state says offline or retrying until a request gets through);
      // only the wait is skipped. If this attempt fails too, the backoff grows from where it was.
      return s.nextRetryAt === null ? s : { ...s, nextRetryAt: null }
    case 'request-succeeded':
      return { ...s, connected: true, failures: 0, failureKind: null, nextRetryAt: null }
    case 'request-failed':
      return failed(s, event, config)
    case 'realtime-open':
      // The socket reached the server, so a network failure is over: retry now.
      return { ...s, realtimeOpen: true, nextRetryAt: s.failureKind === 'network' ? null : s.nextRetryAt }
    case 'realtime-closed':
      // A live socket that drops is a link that may be gone: the status stops claiming "synced" until
      // a request gets through again (the sync layer sends one at once).
      return s.realtimeOpen ? { ...s, realtimeOpen: false, connected: false } : s
    case 'retry-due':
      return s.nextRetryAt !== null && event.at >= s.nextRetryAt ? { ...s, nextRetryAt: null } : s
    case 'activity': {
      const idleAndHealthy = !event.active && s.connected && s.failureKind === null && s.browserOnline && s.signedIn
      return { ...s, active: event.active, lastSyncedAt: idleAndHealthy ? event.at : s.lastSyncedAt }
    }
    case 'pending-changed':
      return { ...s, pendingChanges: Math.max(0, event.count) }
  }
}

function failed(s: Connectivity, event: Extract<ConnectivityEvent, { type: 'request-failed' }>, config: ConnectivityConfig): Connectivity {
  const lastError: SyncError = { kind: event.kind, message: event.message, at: event.at }
  // The server answered and refused one row (set aside) or a pull for good (shown in the status until
  // a pull succeeds): connectivity is fine, and no backoff would change the answer.
  if (event.kind === 'rejected') return { ...s, connected: true, lastError }
  // The backoff of the refusals before it ends here: nothing is retried until the next pull is due.
  if (event.kind === 'refused') return { ...s, connected: true, lastError, failures: 0, failureKind: null, nextRetryAt: null }
  // Without a network or a session there is nothing to retry until those come back.
  if (!s.browserOnline || !s.signedIn) return { ...s, lastError }
  // Requests started before the current backoff fail together: one wave, one step of backoff.
  if (s.nextRetryAt !== null && event.at < s.nextRetryAt) return { ...s, lastError, failureKind: event.kind }
  const failures = s.failures + 1
  return { ...s, lastError, failures, failureKind: event.kind, nextRetryAt: event.at + backoffDelay(failures, event.random, config) }
}

/** The state the trader sees, derived from the signals. */
export function stateOf(s: Omit<Connectivity, 'state'>, config = DEFAULT_CONNECTIVITY_CONFIG): ConnectivityState {
  if (!s.signedIn) return 'signed-out'
  if (!s.browserOnline) return 'offline'
  if (s.failureKind === 'network' && s.failures >= config.unreachableAfter) return 'offline'
  if (s.failureKind !== null) return 'retrying'
  if (!s.connected) return 'connecting'
  if (s.active || s.pendingChanges > 0) return 'syncing'
  return 'synced'
}

function withState(s: Omit<Connectivity, 'state'> & { state?: ConnectivityState }, config: ConnectivityConfig): Connectivity {
  return { ...s, state: stateOf(s, config) }
}

/** Whether a request may start now. */
export function canRequest(s: Connectivity, now: number): boolean {
  return s.signedIn && s.browserOnline && (s.nextRetryAt === null || now >= s.nextRetryAt)
}

/** Whether the app should show itself online (the foundation's 'Offline Mode' badge and toasts). */
export function isOnline(s: Connectivity, config = DEFAULT_CONNECTIVITY_CONFIG): boolean {
  return s.browserOnline && !(s.failureKind === 'network' && s.failures >= config.unreachableAfter)
}
