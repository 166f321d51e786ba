import { createImportRepository, type ImportBatch, type JournalDatabase } from '../../db'

/** Long enough for the first screen to settle, short enough that a half-written import is soon whole. */
const IDLE_TIMEOUT_MS = 5_000

/**
 * Once the journal is open and the page idle, finishes any import a closed tab left half done, so the
 * journal never keeps showing part of an import's trades until the trader opens the upload screen.
 * The import code loads only then. Returns the cancel for an unmount before it starts.
 */
export function scheduleImportRecovery(database: JournalDatabase): () => void {
  let cancelled = false
  let running: Promise<void> | undefined
  let again = false
  const run = () => {
    if (cancelled) return
    if (running) {
      again = true
      return
    }
    running = import('../../features/imports/import-recovery')
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
  // A completed import whose trades are not written yet that arrives while the journal is open: an
  // exchange sync run the server wrote (sync/exchange-sync), replicated here. Its trades are derived
  // on this device as a CSV import's are.
  const stopWatching = createImportRepository(database).watchBatches((batches: ImportBatch[]) => {
    if (batches.some((batch) => batch.status === 'completed' && !batch.finishedAt)) run()
  })
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => {
      cancelled = true
      stopWatching()
      cancelIdleCallback(handle)
    }
  }
  const timer = setTimeout(run, IDLE_TIMEOUT_MS)
  return () => {
    cancelled = true
    stopWatching()
    clearTimeout(timer)
  }
}
