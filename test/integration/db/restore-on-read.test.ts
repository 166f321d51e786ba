import { afterEach, describe, expect, it } from 'vitest'
import { type Trade, toStoredTrade } from '../../../src/db'
import { createOutboxRepository } from '../../../src/db/repositories/outbox-repository'
import { openTestJournal, removeTestJournals, tradeInput, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

const AT = '2025-03-01T10:00:00.000Z'

/**
 * A trade stored by something other than this app's repositories (another app version, a hand edit
 * of IndexedDB): it fits the storage schema, so the database took it, but breaks the record rules.
 */
function storedTrade(fields: Record<string, unknown>) {
  return toStoredTrade({
    id: crypto.randomUUID(),
    createdAt: AT,
    updatedAt: AT,
    isDeleted: false,
    symbol: 'ETHUSDT',
    baseAsset: 'ETH',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '3000',
    quantity: '1',
    openedAt: AT,
    tagIds: [],
    notes: '',
    screenshots: [],
    source: 'manual',
    ...fields,
  } as unknown as Trade)
}

describe('restore on read of stored documents', () => {
  it('sets a malformed stored trade aside with its reason and hands it to no reader', async () => {
    const db = await openTestJournal()
    const good = await db.trades.insert(tradeInput())
    const badSide = storedTrade({ side: 'sideways' })
    const badAccount = storedTrade({ accountId: 'not-an-id' })
    const badTime = storedTrade({ createdAt: 'yesterday' })
    await db.rxDatabase.collections.trades.bulkInsert([badSide, badAccount, badTime])

    expect((await db.trades.list()).map((trade) => trade.id)).toEqual([good.id])
    expect(await db.trades.get(badSide.id)).toBeNull()
    expect((await db.trades.getMany([badSide.id, good.id])).map((trade) => trade.id)).toEqual([good.id])
    let watched: readonly Trade[] | undefined
    const stop = db.trades.watch({}, (trades) => (watched = trades))
    await waitFor(() => watched !== undefined)
    stop()
    expect(watched?.map((trade) => trade.id)).toEqual([good.id])

    const outbox = createOutboxRepository(db.rxDatabase.collections.outbox, db.clock)
    const read = async () => outbox.find({ kind: 'unreadableRow', state: 'setAside' })
    // Recording runs beside the read (a read never waits for a write).
    let items = await read()
    for (let tries = 0; items.length < 3 && tries < 100; tries++) items = await new Promise<void>((resolve) => setTimeout(resolve, 20)).then(read)
    expect(Object.fromEntries(items.map((item) => [item.documentId, item.reason]))).toEqual({
      [badSide.id]: 'side: UNKNOWN_VALUE',
      [badAccount.id]: 'accountId: NOT_AN_ID',
      [badTime.id]: 'createdAt: INVALID_DATE',
    })
    expect(items.every((item) => item.payload?.origin === 'device' && item.collectionName === 'trades')).toBe(true)
    // The document itself stays where it was: nothing on the device is deleted by the check.
    expect(await db.rxDatabase.collections.trades.findOne(badSide.id).exec()).not.toBeNull()
    // Read again, it is recorded once.
    await db.trades.list({ deleted: 'include' })
    expect(await read()).toHaveLength(3)
  })
})
