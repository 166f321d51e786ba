import { createImportRepository, type JournalDatabase } from '../../db'
import { ImportWorkerClient } from './import-client'
import { recoverImports } from './run-import'

/**
 * Finishes whatever a closed tab left half done in this journal's imports (the import repository's
 * header says what that is), for the app when the journal opens: an import cut off while its trades
 * were written must not show part of them until the trader opens the upload screen. The worker
 * starts only if some scope must be re-derived.
 */
export async function recoverInterruptedImports(db: JournalDatabase): Promise<void> {
  const client = new ImportWorkerClient()
  try {
    await recoverImports(createImportRepository(db, { deriver: (input) => client.derive(input) }))
  } finally {
    client.dispose()
  }
}

/**
 * Calls `onUnfinished` whenever the journal holds a completed import whose trades are not all
 * written (at once if it holds one now), and again as its rows arrive: an exchange sync run the
 * server wrote (sync/exchange-sync) arrives by replication, its batch and its fills each in their
 * own pull, and its trades are derived on this device as a CSV import's are once all are here.
 */
export function watchUnfinishedImports(db: JournalDatabase, onUnfinished: () => void): () => void {
  const repository = createImportRepository(db)
  const arrivals = new Map<string, () => void>()
  const stopBatches = repository.watchBatches((batches) => {
    const unfinished = new Set(batches.filter((batch) => batch.status === 'completed' && !batch.finishedAt).map((batch) => batch.id))
    for (const [id, stop] of arrivals) {
      if (unfinished.has(id)) continue
      stop()
      arrivals.delete(id)
    }
    for (const id of unfinished) if (!arrivals.has(id)) arrivals.set(id, repository.watchArrivals(id, onUnfinished))
    if (unfinished.size > 0) onUnfinished()
  })
  return () => {
    stopBatches()
    for (const stop of arrivals.values()) stop()
    arrivals.clear()
  }
}
