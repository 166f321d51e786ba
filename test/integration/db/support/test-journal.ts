import { addRxPlugin } from 'rxdb'
import { disableWarnings, RxDBDevModePlugin } from 'rxdb/plugins/dev-mode'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { type Clock, type JournalDatabase, openJournalDatabase, removeJournalDatabase, type TradeInput } from '../../../../src/db'

// Dev-mode checks schemas and queries and freezes results (so a mutated "plain" object throws).
// Never in the browser build (docs/stack.md); it needs a schema validator, hence the ajv wrapper.
disableWarnings()
addRxPlugin(RxDBDevModePlugin)

export function testStorage() {
  return wrappedValidateAjvStorage({ storage: getRxStorageDexie() })
}

const opened = new Set<string>()

export async function openTestJournal(options: { userId?: string; clock?: Clock } = {}): Promise<JournalDatabase> {
  const userId = options.userId ?? crypto.randomUUID()
  const db = await openJournalDatabase({ userId, storage: testStorage(), multiInstance: false, ...(options.clock ? { clock: options.clock } : {}) })
  opened.add(userId)
  return db
}

/** afterEach: delete every journal a test opened (RxDB allows 13 open collections per process). */
export async function removeTestJournals(): Promise<void> {
  for (const userId of opened) await removeJournalDatabase(userId, { storage: testStorage() })
  opened.clear()
}

/** A clock that advances one second per call, so updatedAt values differ and are predictable. */
export function steppingClock(start = '2025-01-01T00:00:00.000Z'): Clock {
  let ms = Date.parse(start)
  return () => {
    const now = new Date(ms)
    ms += 1000
    return now
  }
}

/** Polls until a live-query callback has delivered what a test waits for. */
export async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** A manual BTCUSDT long, open, with `overrides`. */
export function tradeInput(overrides: Partial<TradeInput> = {}): TradeInput {
  return {
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '64000.5',
    quantity: '0.015000000000000001',
    openedAt: '2025-03-01T10:00:00.000Z',
    source: 'manual',
    ...overrides,
  }
}
