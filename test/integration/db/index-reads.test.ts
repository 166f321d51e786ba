import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JournalDatabase, Trade, TradeListOptions } from '../../../src/db'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(() => {
  vi.restoreAllMocks()
  return removeTestJournals()
})

const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT']

async function fillJournal(db: JournalDatabase): Promise<void> {
  const trades = Array.from({ length: 30 }, (_, index) => ({
    symbol: SYMBOLS[index % SYMBOLS.length] as string,
    baseAsset: 'X',
    quoteAsset: 'USDT',
    marketType: 'linear' as const,
    side: index % 3 === 0 ? ('short' as const) : ('long' as const),
    entryPrice: '100',
    quantity: '1',
    // Some share an instant, so ties (broken by id) are covered too.
    openedAt: new Date(Date.UTC(2025, 2, 1 + (index % 17), index % 5)).toISOString(),
    source: 'manual' as const,
    notes: index % 4 === 0 ? 'breakout' : '',
  }))
  const created = await db.trades.insertMany(trades)
  for (const trade of created.slice(0, 4)) await db.trades.softDelete(trade.id)
}

/** What the options must answer, worked out in memory from every trade. */
function expected(all: readonly Trade[], options: TradeListOptions): string[] {
  const deleted = options.deleted ?? 'exclude'
  let rows = all.filter((trade) => (deleted === 'include' ? true : trade.isDeleted === (deleted === 'only')))
  if (options.openedFrom) rows = rows.filter((trade) => trade.openedAt >= (options.openedFrom as string))
  if (options.openedBefore) rows = rows.filter((trade) => trade.openedAt < (options.openedBefore as string))
  if (options.search) rows = rows.filter((trade) => `${trade.symbol} ${trade.notes}`.toLowerCase().includes((options.search as string).toLowerCase()))
  const direction = options.direction === 'asc' ? 1 : -1
  const byId = (a: Trade, b: Trade) => (a.id < b.id ? -1 : 1)
  rows = [...rows].sort((a, b) => {
    if (options.sort === 'symbol')
      return a.symbol !== b.symbol ? (a.symbol < b.symbol ? -direction : direction) : b.openedAt !== a.openedAt ? (a.openedAt < b.openedAt ? 1 : -1) : byId(a, b)
    return a.openedAt !== b.openedAt ? (a.openedAt < b.openedAt ? -direction : direction) : byId(a, b)
  })
  return rows.slice(options.skip ?? 0, options.limit === undefined ? undefined : (options.skip ?? 0) + options.limit).map((trade) => trade.id)
}

describe('queries an index answers alone are read in one request', () => {
  it('answers exactly as the cursor walk did: limits, skips, both directions, ranges and trash', async () => {
    const db = await openTestJournal()
    await fillJournal(db)
    const all = await db.trades.list({ deleted: 'include', search: '' })
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll')

    const cases: TradeListOptions[] = [
      {},
      { limit: 5 },
      { limit: 60 },
      { skip: 3, limit: 4 },
      { direction: 'asc', limit: 7 },
      { sort: 'symbol', direction: 'asc' },
      { deleted: 'only' },
      { openedFrom: '2025-03-05T00:00:00.000Z', openedBefore: '2025-03-10T00:00:00.000Z' },
      { openedFrom: '2025-03-05T00:00:00.000Z', limit: 3 },
    ]
    for (const options of cases) {
      expect(
        (await db.trades.list(options)).map((trade) => trade.id),
        JSON.stringify(options),
      ).toEqual(expected(all, options))
    }
    expect(getAll).toHaveBeenCalled()
  })

  it('leaves queries the index cannot answer to RxDB, with the same results', async () => {
    const db = await openTestJournal()
    await fillJournal(db)
    const all = await db.trades.list({ deleted: 'include' })
    const getAll = vi.spyOn(IDBIndex.prototype, 'getAll')
    const options: TradeListOptions = { search: 'breakout', limit: 3 }
    expect((await db.trades.list(options)).map((trade) => trade.id)).toEqual(expected(all, options))
    expect(getAll).not.toHaveBeenCalled()
  })
})
