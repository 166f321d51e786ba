// The server and the device of the exchange-sync benchmark (test/bench/exchange-sync.mjs), loaded
// through Vite's module runner like support/sync-devices.ts.
//
// The device is the app's whole journal database (all twelve collections, `openJournalDatabase`) on
// RxDB's Dexie storage over fake-indexeddb (Node has no IndexedDB), running the app's sync engine
// (`startSync`). The rows an exchange sync run wrote on the server (fills, funding, a completed
// import batch) arrive by replication, and the device derives their trades the way the app does
// when it sees a completed batch without `finishedAt` (src/features/imports/import-recovery.ts):
// `recoverImports` over the import repository, here with the inline deriver (no Web Worker in Node).
import { createClient } from '@supabase/supabase-js'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import WebSocket from 'ws'
import { createImportRepository, openJournalDatabase, removeJournalDatabase } from '../../../src/db'
import { recoverImports } from '../../../src/features/imports/run-import'
import { startSync } from '../../../sync'
import { startTestBackend, type TestBackend } from '../../integration/backend/support/test-backend'
import type { BenchUser } from './sync-devices'

export { createBenchUser } from './sync-devices'

/** The local backend on a throwaway PostgreSQL 15 cluster, its exchange sync pointed at the fake exchange. */
export function startExchangeBenchBackend(fakeExchangeUrl: string): Promise<TestBackend> {
  return startTestBackend('postgres', { functions: { exchangeApiUrls: JSON.stringify({ binance: fakeExchangeUrl }) } })
}

export interface DeviceSyncResult {
  /** From starting the sync engine on an empty device until its first pull is done. */
  readonly pullMs: number
  /** `recoverImports`: the pulled batch's trades derived and written locally. */
  readonly deriveMs: number
  readonly fills: number
  readonly trades: number
}

/**
 * A new, empty device of `user` pulls everything, then derives the trades. The sync engine runs
 * without realtime (the first pull is what is timed) and stays on while the trades are derived, as
 * in the app, where it starts pushing them meanwhile. The device's database is removed afterwards.
 */
export async function syncDeviceFromEmpty(backend: TestBackend, user: BenchUser): Promise<DeviceSyncResult> {
  const storage = getRxStorageDexie({ indexedDB, IDBKeyRange })
  const db = await openJournalDatabase({ userId: user.id, storage, multiInstance: false })
  const supabase = createClient(backend.url, backend.keys.anonKey, { accessToken: async () => user.token, realtime: { transport: WebSocket as never } })
  try {
    const pullStarted = performance.now()
    const handle = await startSync({
      db: { userId: user.id, rxDatabase: db.rxDatabase, clock: db.clock },
      supabase,
      userId: user.id,
      realtime: false,
      browser: null,
      listenToAuth: false,
      onError: (error) => console.error('sync error:', error),
    })
    try {
      await handle.awaitInSync()
      const pullMs = performance.now() - pullStarted
      const deriveStarted = performance.now()
      const recovered = await recoverImports(createImportRepository(db))
      const deriveMs = performance.now() - deriveStarted
      if (recovered !== 1) throw new Error(`the device derived ${recovered} import batches, expected the one sync run`)
      const { fills, trades } = db.rxDatabase.collections
      return { pullMs, deriveMs, fills: await fills.count().exec(), trades: await trades.count().exec() }
    } finally {
      await handle.stop()
    }
  } finally {
    await supabase.removeAllChannels()
    await removeJournalDatabase(user.id, { storage })
  }
}
