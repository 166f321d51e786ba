import { createRevision, now } from 'rxdb'
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

  it("tells this device's writes from those sync brings (RxDB's replication writes), with the documents written", async () => {
    const db = await openTestJournal()
    const origins: string[] = []
    const written: string[][] = []
    const stop = watchJournalWrites(db, (_collection, origin, documentIds) => {
      origins.push(origin)
      written.push([...documentIds])
    })
    const trade = await db.trades.insert(tradeInput())
    await waitFor(() => origins.length === 1)

    // What RxDB's replication does with a pulled row: a storage write under its own context.
    const storage = db.rxDatabase.collections.trades.storageInstance
    const [previous] = await storage.findDocumentsById([trade.id], false)
    if (!previous) throw new Error('the trade was not stored')
    const document = { ...previous, notes: 'Edited on the phone', _rev: createRevision(db.rxDatabase.token, previous), _meta: { ...previous._meta, lwt: now() } }
    await storage.bulkWrite([{ previous, document }], 'replication-downstream-test')
    await waitFor(() => origins.length === 2)
    expect(origins).toEqual(['device', 'sync'])
    expect(written).toEqual([[trade.id], [trade.id]])
    stop()
  })
})
