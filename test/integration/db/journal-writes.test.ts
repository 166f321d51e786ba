import { afterEach, describe, expect, it } from 'vitest'
import { watchJournalWrites } from '../../../src/db'
import { createOutboxRepository } from '../../../src/db/repositories/outbox-repository'
import { openTestJournal, removeTestJournals, tradeInput, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

describe('watchJournalWrites', () => {
  it.each<[string, (db: Awaited<ReturnType<typeof openTestJournal>>) => Promise<unknown>, string]>([
    ['a trade saved', (db) => db.trades.insert(tradeInput()), 'trades'],
    ['a preference set', (db) => db.preferences.set('profile', { fullName: 'Ada' }), 'preferences'],
    ['an account added', (db) => db.accounts.insert({ name: 'Main', kind: 'exchange', baseCurrency: 'USDT', initialCapital: '100', archived: false }), 'accounts'],
    ['a tag added', (db) => db.tags.insert({ kind: 'setup', name: 'Breakout' }), 'tags'],
  ])('calls back for %s, naming the collection', async (_name, write, collection) => {
    const db = await openTestJournal()
    const written: string[] = []
    const stop = watchJournalWrites(db, (name) => written.push(name))
    await write(db)
    await waitFor(() => written.length > 0)
    expect(written).toContain(collection)
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
