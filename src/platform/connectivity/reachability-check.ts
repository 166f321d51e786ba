import type { ConnectivitySource } from './connectivity-store'

export interface ReachabilityCheckOptions {
  /** Resolves true when a request got any HTTP answer, false when none came back. */
  readonly check: () => Promise<boolean>
  /** How long to wait before checking again while the browser says online but nothing answers. */
  readonly retryMs?: number
  readonly schedule?: (run: () => void, delayMs: number) => () => void
}

const DEFAULT_RETRY_MS = 3_000

const scheduleTimeout = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs)
  return () => clearTimeout(timer)
}

/**
 * `navigator.onLine` only claims offline on evidence, and a page opened from the service worker's
 * cache with no network at all can still read `true` (Chromium does this after a navigation). So
 * while the browser says online, a request checks it once at start and again every `retryMs` while
 * nothing answers; the browser's own online/offline events still count at once. One check loop is
 * shared by every listener (the badge and the sync state machine).
 */
export interface ReachabilityCheckedSource extends ConnectivitySource {
  /** Checks at once instead of at the next retry (the trader pressed 'Sync now'); no-op when nobody listens. */
  recheck(): void
}

export function withReachabilityCheck(browser: ConnectivitySource, options: ReachabilityCheckOptions): ReachabilityCheckedSource {
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS
  const schedule = options.schedule ?? scheduleTimeout
  const listeners = new Set<(online: boolean) => void>()
  let unreachable = false
  let checked = false
  // A check started before the last browser event is stale: its answer is dropped.
  let generation = 0
  let cancelRetry: (() => void) | null = null
  let stopBrowser: (() => void) | null = null

  const read = () => browser.read() && !unreachable
  const emit = () => {
    const online = read()
    for (const listener of [...listeners]) listener(online)
  }
  const stopRetry = () => {
    cancelRetry?.()
    cancelRetry = null
  }

  async function checkNow(): Promise<void> {
    stopRetry()
    const mine = ++generation
    const reachable = browser.read() ? await options.check().catch(() => false) : true
    if (mine !== generation || listeners.size === 0) return
    checked = true
    unreachable = !reachable
    emit()
    if (unreachable) cancelRetry = schedule(() => void checkNow(), retryMs)
  }

  return {
    read,
    recheck: () => {
      if (listeners.size > 0) void checkNow()
    },
    settled: () => checked || !browser.read(),
    listen(onChange) {
      listeners.add(onChange)
      if (!stopBrowser) {
        stopBrowser = browser.listen(() => {
          generation++
          stopRetry()
          checked = true
          unreachable = false
          emit()
        })
        void checkNow()
      }
      return () => {
        listeners.delete(onChange)
        if (listeners.size > 0) return
        stopBrowser?.()
        stopBrowser = null
        generation++
        stopRetry()
      }
    },
  }
}

/**
 * Asks this site for a page the service worker never answers from its cache (a HEAD request with a
 * fresh query): any HTTP answer means the network works; an error or no answer in time means not.
 */
export async function siteAnswers(timeoutMs = 8_000): Promise<boolean> {
  try {
    await fetch(`/?reachable=${Date.now()}`, { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
