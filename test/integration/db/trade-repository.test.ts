import { afterEach, describe, expect, it } from 'vitest'
import { openTestJournal, removeTestJournals, steppingClock, tradeInput, waitFor } from './support/test-journal'

afterEach(removeTestJournals)

describe('trade repository', () => {
  it('round-trips a trade as a plain object with exact decimal strings', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const created = await db.trades.insert(tradeInput({ notes: 'breakout', tagIds: [] }))

    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created).toMatchObject({ isDeleted: false, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' })
    const loaded = await db.trades.get(created.id)
    expect(loaded).toEqual(created)
    expect(loaded?.quantity).toBe('0.015000000000000001')
    // Plain data: no RxDB document methods or bookkeeping fields.
    expect(Object.keys(loaded ?? {}).some((key) => key.startsWith('_'))).toBe(false)
    expect(typeof (loaded as unknown as Record<string, unknown>).get).toBe('undefined')
    expect(JSON.parse(JSON.stringify(loaded))).toEqual(loaded)
  })

  it('canonicalises instants so that index order is time order', async () => {
    const db = await openTestJournal()
    const trade = await db.trades.insert(tradeInput({ openedAt: '2025-03-01T12:00:00+02:00', closedAt: '2025-03-01T11:30:00Z' }))
    expect(trade.openedAt).toBe('2025-03-01T10:00:00.000Z')
    expect(trade.closedAt).toBe('2025-03-01T11:30:00.000Z')
    await expect(db.trades.insert(tradeInput({ openedAt: 'yesterday' }))).rejects.toThrow(/Not a date/)
  })

  it('upserts: replaces the trader fields, keeps createdAt, clears fields left out', async () => {
    const db = await openTestJournal({ clock: steppingClock() })
    const created = await db.trades.insert(tradeInput({ exitPrice: '65000', closedAt: '2025-03-01T12:00:00.000Z' }))
    const replaced = await db.trades.upsert({ ...tradeInput({ entryPrice: '63000' }), id: created.id })
    expect(replaced.entryPrice).toBe('63000')
    expect(replaced.exitPrice).toBeUndefined()
    expect(replaced.closedAt).toBeUndefined()
    expect(replaced.createdAt).toBe(created.createdAt)
    expect(replaced.updatedAt > created.updatedAt).toBe(true)

    const fresh = await db.trades.upsert({ ...tradeInput(), id: crypto.randomUUID() })
    expect(await db.trades.get(fresh.id)).toEqual(fresh)
  })

  it('patches fields and clears a field given as undefined', async () => {
    const db = await openTestJournal()
    const created = await db.trades.insert(tradeInput({ stopLoss: '63000' }))
    const patched = await db.trades.patch(created.id, { notes: 'moved stop', stopLoss: undefined })
    expect(patched.notes).toBe('moved stop')
    expect('stopLoss' in patched).toBe(false)
  })

  it('soft-deletes and restores (undo), hiding trashed trades from lists and counts', async () => {
    const db = await openTestJournal()
    const keep = await db.trades.insert(tradeInput())
    const gone = await db.trades.insert(tradeInput({ symbol: 'ETHUSDT' }))

    const deleted = await db.trades.softDelete(gone.id)
    expect(deleted.isDeleted).toBe(true)
    expect(deleted.deletedAt).toBeDefined()
    expect((await db.trades.list()).map((t) => t.id)).toEqual([keep.id])
    expect((await db.trades.list({ deleted: 'only' })).map((t) => t.id)).toEqual([gone.id])
    expect(await db.trades.count()).toBe(1)
    expect(await db.trades.count('only')).toBe(1)
    expect(await db.trades.count('include')).toBe(2)

    const restored = await db.trades.restore(gone.id)
    expect(restored.isDeleted).toBe(false)
    expect('deletedAt' in restored).toBe(false)
    expect(await db.trades.count()).toBe(2)
  })

  it('filters and sorts', async () => {
    const db = await openTestJournal()
    const account = crypto.randomUUID()
    const tag = crypto.randomUUID()
    await db.trades.insertMany([
      tradeInput({ symbol: 'BTCUSDT', openedAt: '2025-03-01T10:00:00.000Z', accountId: account, tagIds: [tag] }),
      tradeInput({ symbol: 'ETHUSDT', side: 'short', openedAt: '2025-03-02T10:00:00.000Z', notes: 'Fade the Pump' }),
      tradeInput({ symbol: 'SOLUSDT', openedAt: '2025-03-03T10:00:00.000Z', exitPrice: '1', closedAt: '2025-03-03T11:00:00.000Z' }),
    ])
    const symbols = async (options: Parameters<typeof db.trades.list>[0]) => (await db.trades.list(options)).map((t) => t.symbol)

    expect(await symbols({})).toEqual(['SOLUSDT', 'ETHUSDT', 'BTCUSDT'])
    expect(await symbols({ direction: 'asc' })).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT'])
    expect(await symbols({ sort: 'symbol', direction: 'asc' })).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT'])
    expect(await symbols({ accountId: account })).toEqual(['BTCUSDT'])
    expect(await symbols({ side: 'short' })).toEqual(['ETHUSDT'])
    expect(await symbols({ tagId: tag })).toEqual(['BTCUSDT'])
    expect(await symbols({ status: 'closed' })).toEqual(['SOLUSDT'])
    expect(await symbols({ status: 'open' })).toEqual(['ETHUSDT', 'BTCUSDT'])
    expect(await symbols({ search: 'pump' })).toEqual(['ETHUSDT'])
    expect(await symbols({ search: 'sol' })).toEqual(['SOLUSDT'])
    expect(await symbols({ openedFrom: '2025-03-02T00:00:00Z', openedBefore: '2025-03-03T00:00:00Z' })).toEqual(['ETHUSDT'])
    expect(await symbols({ limit: 1, skip: 1 })).toEqual(['ETHUSDT'])
  })

  it('pushes live results to watchers as plain arrays', async () => {
    const db = await openTestJournal()
    const seen: string[][] = []
    const counts: number[] = []
    const stop = db.trades.watch({}, (trades) => seen.push(trades.map((t) => t.symbol)))
    const stopCount = db.trades.watchCount((count) => counts.push(count))
    await waitFor(() => seen.length === 1 && counts.length === 1)
    await db.trades.insert(tradeInput())
    await waitFor(() => seen.length === 2 && counts.at(-1) === 1)
    stop()
    stopCount()
    expect(seen).toEqual([[], ['BTCUSDT']])
    expect(counts).toEqual([0, 1])
  })
})
