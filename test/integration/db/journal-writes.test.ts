import { afterEach, describe, expect, it } from 'vitest'
import { watchJournalWrites } from '../../../src/db'
import { createOutboxRepository } from '../../../src/db/repositories/outbox-repository'
import { openTestJournal, removeTestJournals, tradeInput, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

describe('watchJournalWrites', () => {
  it.each<[string, (db: Awaited<ReturnType<typeof openTestJournal>>) => Promise<unknown>]>([
    ['a trade saved', (db) => db.trades.insert(tradeInput())],
    ['a preference set', (db) => db.preferences.set('profile', { fullName: 'Ada' })],
    ['an account added', (db) => db.accounts.insert({ name: 'Main', kind: 'exchange', baseCurrency: 'USDT', initialCapital: '100', archived: false })],
    ['a tag added', (db) => db.tags.insert({ kind: 'setup', name: 'Breakout' })],
  ])('calls back for %s', async (_name, write) => {
    const db = await openTestJournal()
    let writes = 0
    const stop = watchJournalWrites(db, () => (writes += 1))
    await write(db)
    await waitFor(() => writes > 0)
    stop()
  })

  it('does not call back for sync bookkeeping, nor once stopped', async () => {
    const db = await openTestJournal()
    let writes = 0
    const stop = watchJournalWrites(db, () => (writes += 1))
    const outbox = createOutboxRepository(db.rxDatabase.collections.outbox, db.clock)
    await outbox.add({ kind: 'rejectedRow', collectionName: 'trades', documentId: 'x', reason: 'refused' })
    stop()
    await db.preferences.set('profile', { fullName: 'Ada' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(writes).toBe(0)
  })
})
