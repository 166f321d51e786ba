import type { JournalDatabase } from '../../db'

/** Long enough for the first screen to settle, short enough that a half-written import is soon whole. */
const IDLE_TIMEOUT_MS = 5_000

/**
 * Once the journal is open and the page idle, finishes any import a closed tab left half done, so the
 * journal never keeps showing part of an import's trades until the trader opens the upload screen;
 * from then on, it does the same for every unfinished import that arrives (an exchange sync run,
 * replicated). The import code loads only then, never with the first screen. Returns the cancel.
 */
export function scheduleImportRecovery(database: JournalDatabase): () => void {
  let cancelled = false
  let stopWatching: (() => void) | undefined
  let running: Promise<void> | undefined
  let again = false
  const recovery = () => import('../../features/imports/import-recovery')
  const run = () => {
    if (cancelled) return
    if (running) {
      again = true
      return
    }
    running = recovery()
      .then(({ recoverInterruptedImports }) => (cancelled ? undefined : recoverInterruptedImports(database)))
      // A journal closed meanwhile (sign-out) or a failed repair: the next open or the upload screen retries.
      .catch((error: unknown) => console.warn('Import recovery did not finish', error))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          run()
        }
      })
  }
  const start = () => {
    run()
    void recovery().then(({ watchUnfinishedImports }) => {
      if (!cancelled) stopWatching = watchUnfinishedImports(database, run)
    })
  }
  const stop = () => {
    cancelled = true
    stopWatching?.()
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
    return () => {
      stop()
      cancelIdleCallback(handle)
    }
  }
  const timer = setTimeout(start, IDLE_TIMEOUT_MS)
  return () => {
    stop()
    clearTimeout(timer)
  }
}
