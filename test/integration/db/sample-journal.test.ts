import { afterEach, describe, expect, it } from 'vitest'
import type { JournalDatabase } from '../../../src/db'
import { buildSampleJournal, type SampleJournal } from '../../../src/domain/sample-journal'
import { loadSampleJournal, removeSampleJournal, SampleJournalAlreadyLoadedError } from '../../../src/features/sample-data/sample-journal-store'
import { TEST_SAMPLE_TEXTS } from '../../unit/sample-journal/sample-texts'
import { openTestJournal, removeTestJournals } from './support/test-journal'

afterEach(removeTestJournals)

// fake-indexeddb is slow per row (src/db/README.md): a small sample is enough to prove the rules.
const sample = (seed = 7): SampleJournal =>
  buildSampleJournal({ seed, now: '2025-06-01T12:00:00.000Z', texts: TEST_SAMPLE_TEXTS, tradeCount: 120, createId: () => crypto.randomUUID() })

/** The trader's own data: an account, a setup, a live trade and one in the trash. */
async function addOwnData(db: JournalDatabase) {
  const account = await db.accounts.insert({ name: 'My OKX', kind: 'exchange', exchange: 'okx', baseCurrency: 'USDT', initialCapital: '1000', archived: false })
  const setup = await db.tags.insert({ kind: 'setup', name: 'My setup' })
  await db.trades.insert({
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '60000',
    exitPrice: '61000',
    quantity: '0.1',
    openedAt: '2025-05-02T10:00:00.000Z',
    closedAt: '2025-05-02T12:00:00.000Z',
    accountId: account.id,
    setupId: setup.id,
    source: 'manual',
  })
  const trashed = await db.trades.insert({
    symbol: 'ETHUSDT',
    baseAsset: 'ETH',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'short',
    entryPrice: '3000',
    quantity: '1',
    openedAt: '2025-05-03T10:00:00.000Z',
    source: 'manual',
  })
  await db.trades.softDelete(trashed.id)
  return snapshot(db)
}

async function snapshot(db: JournalDatabase) {
  const trades = await db.trades.list({ deleted: 'include' })
  return {
    trades: trades.filter((trade) => trade.source !== 'sample'),
    sampleTrades: trades.filter((trade) => trade.source === 'sample').length,
    tags: await db.tags.list({ deleted: 'include' }),
    accounts: await db.accounts.list({ deleted: 'include' }),
  }
}

describe('sample journal in the local database', () => {
  it("loads in chunks, then removes in one step, leaving the trader's own trades, tags and accounts untouched", async () => {
    const db = await openTestJournal()
    const own = await addOwnData(db)
    const journal = sample()
    const progress: number[] = []
    await loadSampleJournal(db, journal, { onProgress: ({ written }) => progress.push(written) })

    expect(progress).toEqual([100, 120])
    const loaded = await snapshot(db)
    expect(loaded.sampleTrades).toBe(120)
    expect(loaded.tags).toHaveLength(own.tags.length + journal.tags.length)
    expect(loaded.accounts).toHaveLength(own.accounts.length + journal.accounts.length)
    expect(await db.preferences.get('onboarding')).toMatchObject({
      firstRun: 'sample',
      sampleJournal: { seed: 7, status: 'loaded', tradeCount: 120, accountIds: journal.accounts.map((a) => a.id), tagIds: journal.tags.map((t) => t.id) },
    })
    // A sample trade the trader trashed is sample data all the same.
    await db.trades.softDelete(journal.trades[3]?.id ?? '')

    expect(await removeSampleJournal(db)).toEqual({ trades: 120, tags: journal.tags.length, accounts: journal.accounts.length })
    expect(await snapshot(db)).toEqual({ ...own, sampleTrades: 0 })
    expect(await db.preferences.get('onboarding')).toEqual({ firstRun: 'sample', sampleJournal: null })
  })

  it('keeps a sample tag or account the trader has used on a trade of their own', async () => {
    const db = await openTestJournal()
    const journal = sample()
    await loadSampleJournal(db, journal)
    const [account] = journal.accounts
    const breakout = journal.tags.find((tag) => tag.kind === 'setup')
    const fomo = journal.tags.find((tag) => tag.kind === 'emotion')
    if (!account || !breakout || !fomo) throw new Error('the sample has accounts and tags')
    await db.trades.insert({
      symbol: 'SOLUSDT',
      baseAsset: 'SOL',
      quoteAsset: 'USDT',
      marketType: 'linear',
      side: 'long',
      entryPrice: '150',
      quantity: '2',
      openedAt: '2025-06-01T09:00:00.000Z',
      accountId: account.id,
      setupId: breakout.id,
      tagIds: [fomo.id],
      source: 'manual',
    })
    await db.preferences.set('tradingDefaults', { defaultAccountId: journal.accounts[1]?.id ?? null })

    expect(await removeSampleJournal(db)).toEqual({ trades: 120, tags: journal.tags.length - 2, accounts: journal.accounts.length - 1 })
    expect((await db.accounts.list()).map((a) => a.id)).toEqual([account.id])
    expect((await db.tags.list()).map((t) => t.id).sort()).toEqual([breakout.id, fomo.id].sort())
    expect((await db.trades.list()).map((t) => t.symbol)).toEqual(['SOLUSDT'])
    // The default account pointed at a removed sample account: it no longer does.
    expect((await db.preferences.get('tradingDefaults')).defaultAccountId).toBeNull()
  })

  it('writes nothing half: a failing chunk removes everything the load wrote', async () => {
    const db = await openTestJournal()
    const own = await addOwnData(db)
    const journal = sample()
    // A trade the database refuses (the schema wants a decimal string), in the second chunk.
    const broken: SampleJournal = { ...journal, trades: journal.trades.map((trade, index) => (index === 110 ? { ...trade, entryPrice: 'sixty' } : trade)) }

    await expect(loadSampleJournal(db, broken)).rejects.toThrow()
    expect(await snapshot(db)).toEqual({ ...own, sampleTrades: 0 })
    expect(await db.preferences.get('onboarding')).toEqual({ firstRun: 'pending', sampleJournal: null })
  })

  it('refuses a second sample while one is loaded, and changes nothing', async () => {
    const db = await openTestJournal()
    await loadSampleJournal(db, sample())
    await expect(loadSampleJournal(db, sample(8))).rejects.toBeInstanceOf(SampleJournalAlreadyLoadedError)
    expect((await snapshot(db)).sampleTrades).toBe(120)
  })

  it('removes a load that was cut short, from its record alone', async () => {
    const db = await openTestJournal()
    const journal = sample()
    // What a closed tab leaves: the record says 'loading' and only part of the rows exist.
    await db.preferences.set('onboarding', {
      sampleJournal: {
        seed: 7,
        loadedAt: '2025-06-01T12:00:00.000Z',
        status: 'loading',
        tradeCount: 120,
        accountIds: journal.accounts.map((a) => a.id),
        tagIds: journal.tags.map((t) => t.id),
      },
    })
    await db.accounts.insert(journal.accounts[0] ?? journal.accounts[1]!)
    await db.tags.insertMany(journal.tags.slice(0, 3))
    await db.trades.insertMany(journal.trades.slice(0, 30))

    expect(await removeSampleJournal(db)).toEqual({ trades: 30, tags: 3, accounts: 1 })
    expect(await snapshot(db)).toEqual({ trades: [], sampleTrades: 0, tags: [], accounts: [] })
  })
})
