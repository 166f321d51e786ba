import { fillWithDefaultSettings, now, randomToken, type RxJsonSchema, type RxStorageInstance } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import type { Fill, Id, ImportBatch, LedgerEntry } from '../../domain'
import { fillsSchema } from '../collections/fills'
import { importBatchesSchema } from '../collections/import-batches'
import { ledgerEntriesSchema } from '../collections/ledger-entries'
import type { JournalDatabase } from '../journal-database'
import { compact } from '../repositories/plain'

/**
 * Writes an import's fills and ledger entries from the import worker, straight into the journal's
 * RxDB storage (Dexie), so the page never pays for IndexedDB's per-row cloning of 100,000 rows.
 *
 * It opens the same storage instances the page's RxDB opened (same database name, collection and
 * filled-in schema, so the same Dexie database and tables) with `multiInstance`, and writes each
 * row exactly as RxDB's own `bulkInsert` would (`_meta.lwt` = RxDB's `now()`, `_rev` = `1-<token>`,
 * `_deleted: false`, no attachments). Therefore:
 * - every write reaches the page's collections through RxDB's multi-instance BroadcastChannel, like a
 *   write from another tab: the replication (sync/) sees it in its change stream and pushes it,
 *   and after a restart it finds it by `_meta.lwt` like any other local write;
 * - the import's atomicity is unchanged: the rows carry the `running` batch's id, and each chunk is
 *   refused unless that batch is still `running` (the repository's `writeChunk` did the same check).
 */

export interface ImportWriteTarget {
  readonly databaseName: string
}

/** Where the worker may write, or null when this journal cannot be shared across contexts (tests). */
export function importWriteTargetOf(db: JournalDatabase): ImportWriteTarget | null {
  const rx = db.rxDatabase
  return rx.multiInstance && rx.storage.name === 'dexie' ? { databaseName: rx.name } : null
}

type Instance<T> = RxStorageInstance<T, unknown, unknown>

export class ImportBatchNotRunning extends Error {
  constructor(readonly batchId: Id) {
    super(`Import ${batchId} is not running`)
    this.name = 'ImportBatchNotRunning'
  }
}

export interface ImportRowWriter {
  /** One chunk of the batch's rows; refused unless the batch is still `running`. */
  write(batchId: Id, fills: readonly Fill[], ledger: readonly LedgerEntry[]): Promise<void>
  close(): Promise<void>
}

export async function openImportRowWriter(target: ImportWriteTarget): Promise<ImportRowWriter> {
  const storage = getRxStorageDexie()
  const token = randomToken(10)
  const open = <T>(collectionName: string, schema: RxJsonSchema<T>) =>
    storage.createStorageInstance<T>({
      databaseInstanceToken: token,
      databaseName: target.databaseName,
      collectionName,
      schema: fillWithDefaultSettings(schema as RxJsonSchema<T>) as never,
      options: {},
      multiInstance: true,
      devMode: false,
    }) as Promise<Instance<T>>
  const [fills, ledger, batches] = await Promise.all([
    open<Fill>('fills', fillsSchema),
    open<LedgerEntry>('ledger_entries', ledgerEntriesSchema),
    open<ImportBatch>('import_batches', importBatchesSchema),
  ])
  const revision = `1-${token}`

  async function insert<T extends object>(instance: Instance<T>, rows: readonly T[], what: string): Promise<void> {
    if (rows.length === 0) return
    const meta = { lwt: now() }
    const documents = rows.map((row) => ({ document: { ...compact(row), _deleted: false, _attachments: {}, _meta: meta, _rev: revision } as never }))
    const result = await instance.bulkWrite(documents, 'import-worker')
    if (result.error.length > 0) throw new Error(`${result.error.length} ${what} were not written`)
  }

  return {
    async write(batchId, newFills, newEntries) {
      const [batch] = await batches.findDocumentsById([batchId], false)
      if (!batch || batch.status !== 'running') throw new ImportBatchNotRunning(batchId)
      await insert(fills, newFills, 'fills')
      await insert(ledger, newEntries, 'ledger entries')
    },
    async close() {
      await Promise.all([fills.close(), ledger.close(), batches.close()])
    },
  }
}
