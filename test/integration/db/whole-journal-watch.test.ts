import { afterEach, describe, expect, it } from 'vitest'
import type { JournalDatabase, Trade, TradeInput } from '../../../src/db'
import { openTestJournal, removeTestJournals, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

function tradeInput(symbol: string, openedAt: string): TradeInput {
  return { symbol, baseAsset: symbol.replace(/USDT$/, ''), quoteAsset: 'USDT', marketType: 'linear', side: 'long', entryPrice: '100', quantity: '1', openedAt, source: 'manual' }
}

/** Watches the whole journal; `latest()` is the last list delivered. */
function watchAll(db: JournalDatabase) {
  const deliveries: (readonly Trade[])[] = []
  const stop = db.trades.watch({}, (trades) => deliveries.push(trades))
  return { deliveries, stop, latest: () => deliveries.at(-1) }
}

/** The live list must always equal what a fresh query of the same order answers. */
async function expectMatchesQuery(db: JournalDatabase, watched: () => readonly Trade[] | undefined): Promise<void> {
  const expected = await db.trades.list({})
  await waitFor(() => JSON.stringify(watched()?.map((t) => t.id)) === JSON.stringify(expected.map((t) => t.id)))
  expect(watched()).toEqual(expected)
}

describe('watching the whole journal (patched from change events)', () => {
  it('places inserts, moves edited trades, drops trashed ones and brings restored ones back', async () => {
    const db = await openTestJournal()
    const older = await db.trades.insert(tradeInput('BTCUSDT', '2025-03-01T10:00:00.000Z'))
    const watch = watchAll(db)
    await waitFor(() => watch.deliveries.length === 1)
    expect(watch.latest()?.map((t) => t.symbol)).toEqual(['BTCUSDT'])

    const newest = await db.trades.insert(tradeInput('ETHUSDT', '2025-03-05T10:00:00.000Z'))
    const middle = await db.trades.insert(tradeInput('SOLUSDT', '2025-03-03T10:00:00.000Z'))
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()?.map((t) => t.symbol)).toEqual(['ETHUSDT', 'SOLUSDT', 'BTCUSDT'])

    // Same instant: ties go by id, as the index orders them.
    await db.trades.insert(tradeInput('XRPUSDT', '2025-03-03T10:00:00.000Z'))
    await expectMatchesQuery(db, watch.latest)

    await db.trades.patch(older.id, { openedAt: '2025-03-09T10:00:00.000Z' })
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()?.[0]?.id).toBe(older.id)

    await db.trades.softDelete(middle.id)
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()?.some((t) => t.id === middle.id)).toBe(false)
    await db.trades.restore(middle.id)
    await expectMatchesQuery(db, watch.latest)

    await db.trades.removePermanently([newest.id])
    await expectMatchesQuery(db, watch.latest)
    watch.stop()
  })

  it('hands out new arrays and keeps unchanged trades as the same objects', async () => {
    const db = await openTestJournal()
    await db.trades.insert(tradeInput('BTCUSDT', '2025-03-01T10:00:00.000Z'))
    const watch = watchAll(db)
    await waitFor(() => watch.deliveries.length === 1)
    const before = watch.latest() as readonly Trade[]
    await db.trades.insert(tradeInput('ETHUSDT', '2025-03-05T10:00:00.000Z'))
    await expectMatchesQuery(db, watch.latest)
    const after = watch.latest() as readonly Trade[]
    expect(after).not.toBe(before)
    expect(before).toHaveLength(1)
    expect(after[1]).toBe(before[0])
    watch.stop()
  })

  it('merges a large bulk write (an import) in one delivery', async () => {
    const db = await openTestJournal()
    await db.trades.insert(tradeInput('BTCUSDT', '2025-01-15T10:00:00.000Z'))
    const watch = watchAll(db)
    await waitFor(() => watch.deliveries.length === 1)
    const inputs = Array.from({ length: 150 }, (_, index) => tradeInput(index % 2 ? 'ETHUSDT' : 'SOLUSDT', new Date(Date.UTC(2025, 0, 1 + (index % 40), index % 24)).toISOString()))
    await db.trades.insertMany(inputs)
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()).toHaveLength(151)
    // The first list, then the whole import at once.
    expect(watch.deliveries).toHaveLength(2)
    watch.stop()
  })

  it('shares one list between watchers and serves a late watcher at once', async () => {
    const db = await openTestJournal()
    await db.trades.insert(tradeInput('BTCUSDT', '2025-03-01T10:00:00.000Z'))
    const first = watchAll(db)
    await waitFor(() => first.deliveries.length === 1)
    const second = watchAll(db)
    expect(second.latest()).toBe(first.latest())
    await db.trades.insert(tradeInput('ETHUSDT', '2025-03-05T10:00:00.000Z'))
    await expectMatchesQuery(db, first.latest)
    expect(second.latest()).toBe(first.latest())
    first.stop()
    second.stop()

    // Kept for a while after the last watcher left, and still patched meanwhile.
    await db.trades.insert(tradeInput('SOLUSDT', '2025-03-09T10:00:00.000Z'))
    const third = watchAll(db)
    await expectMatchesQuery(db, third.latest)
    third.stop()
  })

  it('shows an inserted trade before the write is confirmed, and takes it back if the write fails', async () => {
    const db = await openTestJournal()
    await db.trades.insert(tradeInput('BTCUSDT', '2025-03-01T10:00:00.000Z'))
    const watch = watchAll(db)
    await waitFor(() => watch.deliveries.length === 1)

    const saving = db.trades.insert(tradeInput('ETHUSDT', '2025-03-05T10:00:00.000Z'))
    // Delivered synchronously by insert(), before IndexedDB has answered.
    expect(watch.latest()?.map((t) => t.symbol)).toEqual(['ETHUSDT', 'BTCUSDT'])
    const saved = await saving
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()?.[0]).toEqual(saved)

    // A write the database refuses (a duplicate id) shows for a moment, then goes.
    const before = watch.latest()
    await expect(db.trades.insert({ ...tradeInput('SOLUSDT', '2025-03-09T10:00:00.000Z'), id: saved.id })).rejects.toThrow()
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()?.map((t) => t.symbol)).toEqual(before?.map((t) => t.symbol))
    watch.stop()
  })

  it('misses no write made while the first read runs', async () => {
    const db = await openTestJournal()
    const watch = watchAll(db)
    const writes = Promise.all([db.trades.insert(tradeInput('BTCUSDT', '2025-03-01T10:00:00.000Z')), db.trades.insert(tradeInput('ETHUSDT', '2025-03-02T10:00:00.000Z'))])
    await writes
    await expectMatchesQuery(db, watch.latest)
    expect(watch.latest()).toHaveLength(2)
    watch.stop()
  })
})
