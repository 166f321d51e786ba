import { canRequest, type Connectivity, type ConnectivityConfig, type ConnectivityEvent, DEFAULT_CONNECTIVITY_CONFIG, initialConnectivity, reduceConnectivity } from './machine'

/** Events as callers send them: the driver stamps the time and the jitter. */
export type ConnectivityInput =
  | Exclude<ConnectivityEvent, { type: 'request-succeeded' | 'request-failed' | 'activity' }>
  | { readonly type: 'request-succeeded' }
  | { readonly type: 'request-failed'; readonly kind: Extract<ConnectivityEvent, { type: 'request-failed' }>['kind']; readonly message: string }
  | { readonly type: 'activity'; readonly active: boolean }

export interface Scheduler {
  /** Runs `run` after `delayMs`; returns a cancel function. */
  schedule(run: () => void, delayMs: number): () => void
}

export const realScheduler: Scheduler = {
  schedule(run, delayMs) {
    const timer = setTimeout(run, Math.max(0, delayMs))
    return () => clearTimeout(timer)
  },
}

export interface ConnectivityDriverOptions {
  readonly browserOnline: boolean
  readonly signedIn: boolean
  /** When this device last finished a sync in an earlier run. */
  readonly lastSyncedAt?: number | null
  readonly config?: Partial<ConnectivityConfig>
  readonly now?: () => number
  readonly random?: () => number
  readonly scheduler?: Scheduler
}

export interface ConnectivityDriver {
  get(): Connectivity
  send(input: ConnectivityInput): void
  subscribe(listener: (state: Connectivity) => void): () => void
  /** Resolves when a request may start (online, signed in, past any backoff); rejects on abort. */
  whenOpen(signal?: AbortSignal): Promise<void>
  destroy(): void
}

/**
 * Runs the pure machine: stamps events with the time and jitter, wakes itself when a backoff ends
 * (`retry-due`), and lets requests wait at the gate until they may go.
 */
export function createConnectivityDriver(options: ConnectivityDriverOptions): ConnectivityDriver {
  const config: ConnectivityConfig = { ...DEFAULT_CONNECTIVITY_CONFIG, ...options.config }
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const scheduler = options.scheduler ?? realScheduler
  let state = initialConnectivity({ browserOnline: options.browserOnline, signedIn: options.signedIn, lastSyncedAt: options.lastSyncedAt }, config)
  const listeners = new Set<(state: Connectivity) => void>()
  const waiters = new Set<() => void>()
  let cancelTimer: (() => void) | undefined
  let timerFor: number | null = null
  let destroyed = false

  function stamp(input: ConnectivityInput): ConnectivityEvent {
    switch (input.type) {
      case 'request-succeeded':
        return { ...input, at: now() }
      case 'request-failed':
        return { ...input, at: now(), random: random() }
      case 'activity':
        return { ...input, at: now() }
      default:
        return input
    }
  }

  function armTimer() {
    if (state.nextRetryAt === timerFor) return
    cancelTimer?.()
    cancelTimer = undefined
    timerFor = state.nextRetryAt
    if (timerFor === null) return
    const due = timerFor
    cancelTimer = scheduler.schedule(() => {
      cancelTimer = undefined
      timerFor = null
      send({ type: 'retry-due', at: due })
    }, due - now())
  }

  function send(input: ConnectivityInput) {
    if (destroyed) return
    const previous = state
    state = reduceConnectivity(state, stamp(input), config)
    armTimer()
    if (state === previous) return
    for (const listener of [...listeners]) listener(state)
    if (canRequest(state, now())) for (const wake of [...waiters]) wake()
  }

  return {
    get: () => state,
    send,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    whenOpen(signal) {
      if (signal?.aborted) return Promise.reject(abortError())
      if (canRequest(state, now())) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        const wake = () => {
          waiters.delete(wake)
          signal?.removeEventListener('abort', onAbort)
          resolve()
        }
        const onAbort = () => {
          waiters.delete(wake)
          reject(abortError())
        }
        waiters.add(wake)
        signal?.addEventListener('abort', onAbort, { once: true })
      })
    },
    destroy() {
      destroyed = true
      cancelTimer?.()
      listeners.clear()
    },
  }
}

export function abortError(): Error {
  const error = new Error('Sync stopped')
  error.name = 'AbortError'
  return error
}
