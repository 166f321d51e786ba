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
 * written (at once if it holds one now): an exchange sync run the server wrote (sync/exchange-sync)
 * arrives so by replication, and its trades are derived on this device as a CSV import's are.
 */
export function watchUnfinishedImports(db: JournalDatabase, onUnfinished: () => void): () => void {
  return createImportRepository(db).watchBatches((batches) => {
    if (batches.some((batch) => batch.status === 'completed' && !batch.finishedAt)) onUnfinished()
  })
}
