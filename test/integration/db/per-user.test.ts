import { afterEach, describe, expect, it } from 'vitest'
import { closeJournalDatabase, JOURNAL_COLLECTION_NAMES, type TradeInput } from '../../../src/db'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(removeTestJournals)

const trade: TradeInput = {
  symbol: 'ETHUSDT',
  baseAsset: 'ETH',
  quoteAsset: 'USDT',
  marketType: 'linear',
  side: 'short',
  entryPrice: '3000',
  quantity: '1',
  openedAt: '2025-02-01T00:00:00.000Z',
  source: 'manual',
}

describe('one database per user', () => {
  it('opens the twelve collections under a name derived from the user id', async () => {
    const userId = 'A1B2C3D4-0000-4000-8000-00000000000F'
    const db = await openTestJournal({ userId })
    expect(db.name).toBe('tj_a1b2c3d400004000800000000000000f')
    expect(Object.keys(db.rxDatabase.collections).sort()).toEqual([...JOURNAL_COLLECTION_NAMES].sort())
    expect(JOURNAL_COLLECTION_NAMES).toHaveLength(12)
  })

  it('returns the same open database for the same user', async () => {
    const userId = crypto.randomUUID()
    const [first, second] = await Promise.all([openTestJournal({ userId }), openTestJournal({ userId })])
    expect(second).toBe(first)
    expect(await openTestJournal({ userId })).toBe(first)
  })

  it("never shows user A's trades in user B's journal", async () => {
    const userA = crypto.randomUUID()
    const userB = crypto.randomUUID()
    const a = await openTestJournal({ userId: userA })
    await a.trades.insert(trade)

    // Opening B closes A (one journal open at a time: RxDB caps open collections at 13).
    const b = await openTestJournal({ userId: userB })
    expect(a.rxDatabase.closed).toBe(true)
    expect(await b.trades.list()).toEqual([])
    expect(await b.trades.count('include')).toBe(0)
    await b.trades.insert({ ...trade, symbol: 'BTCUSDT' })

    const reopenedA = await openTestJournal({ userId: userA })
    expect((await reopenedA.trades.list()).map((t) => t.symbol)).toEqual(['ETHUSDT'])
  })

  it('keeps data on close and deletes it on remove', async () => {
    const userId = crypto.randomUUID()
    const first = await openTestJournal({ userId })
    await first.trades.insert(trade)
    await closeJournalDatabase(userId)
    expect(first.rxDatabase.closed).toBe(true)
    const reopened = await openTestJournal({ userId })
    expect(await reopened.trades.count()).toBe(1)

    await removeTestJournals()
    const afterRemove = await openTestJournal({ userId })
    expect(await afterRemove.trades.count()).toBe(0)
  })

  it('refuses a user id that is not a UUID', async () => {
    await expect(openTestJournal({ userId: 'alice' })).rejects.toThrow(/UUID expected/)
  })
})
