import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createImportRepository, ImportBatchNotRunning, openImportRowWriter } from '../../../src/db'
import { selectNewRecords } from '../../../src/features/imports/new-records'
import { readFile } from '../../../src/features/imports/worker/read-file'
import { generatedUsdm, textFile } from './support/import-files'
import { openTestJournal, removeTestJournals, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

// The import worker's writer opens the journal's own storage from another context (here: the same
// process, another RxDB instance token). The page's collections must see its rows as RxDB rows.
describe('the import worker writing rows into the journal', () => {
  it('writes rows the page sees (change events, RxDB revision and lwt), only while the batch runs', async () => {
    const db = await openTestJournal({ multiInstance: true })
    const repository = createImportRepository(db)
    const batch = await repository.begin({ accountId: crypto.randomUUID(), fileName: 'a.csv', fileSize: 1, fileHash: '', exchange: 'binance', exportType: 'binance-usdm-trades', sourceTimeZone: 'UTC', pnlMethod: 'fifo' })
    const parsed = await readFile(textFile('a.csv', generatedUsdm(10)), {})
    const fresh = selectNewRecords(parsed, new Set(), { accountId: batch.accountId, importId: batch.id, now: '2025-01-01T00:00:00.000Z', newId: () => crypto.randomUUID() })
    const { fills } = db.rxDatabase.collections
    const seen: string[] = []
    const subscription = fills.insert$.subscribe((event) => seen.push(event.documentId))

    const writer = await openImportRowWriter({ databaseName: db.rxDatabase.name })
    try {
      await writer.write(batch.id, fresh.fills, fresh.ledger)
      await waitFor(() => seen.length === fresh.fills.length)
      expect(await fills.count().exec()).toBe(fresh.fills.length)
      const stored = (await fills.findOne(fresh.fills[0]!.id).exec())!.toJSON(true) as { _rev: string; _meta: { lwt: number }; price: string }
      expect(stored._rev).toMatch(/^1-/)
      expect(stored._meta.lwt).toBeGreaterThan(0)
      expect(stored.price).toBe(fresh.fills[0]!.price)

      await repository.abort(batch.id, 'cancelled')
      await expect(writer.write(batch.id, fresh.fills, [])).rejects.toBeInstanceOf(ImportBatchNotRunning)
      expect(await fills.count().exec()).toBe(0)
    } finally {
      subscription.unsubscribe()
      await writer.close()
    }
  }, 60_000)
})
