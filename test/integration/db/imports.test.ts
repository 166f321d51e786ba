import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { createImportRepository, type JournalDatabase } from '../../../src/db'
import { deriveTradeFigures } from '../../../src/domain/trades'
import { readFile } from '../../../src/features/imports/worker/read-file'
import { ImportCancelled } from '../../../src/features/imports/import-client'
import { watchUnfinishedImports } from '../../../src/features/imports/import-recovery'
import { recoverImports, withDerivationLock } from '../../../src/features/imports/run-import'
import { defaultAccount, fixtureFile, generatedUsdm, importFile, inlineClient, textFile } from './support/import-files'
import { openTestJournal, removeTestJournals } from './support/test-journal'
import { installWebLocks } from './support/web-locks'

afterEach(removeTestJournals)

async function counts(db: JournalDatabase) {
  const { fills, ledger_entries: ledger, trades } = db.rxDatabase.collections
  return {
    fills: await fills.count().exec(),
    ledger: await ledger.count().exec(),
    trades: await trades.count().exec(),
  }
}

async function journal(db: JournalDatabase) {
  const trades = await db.trades.list({ sort: 'openedAt', direction: 'asc' })
  return trades.map((trade) => ({ symbol: trade.symbol, side: trade.side, quantity: trade.quantity, fundingFee: trade.fundingFee, closedAt: trade.closedAt }))
}

describe('importing into the database', () => {
  it('writes a large file in chunks and records the import', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const chunks: number[] = []
    const batch = await importFile(db, repository, textFile('big.csv', generatedUsdm(1500)), { client: inlineClient({ onChunk: (index) => chunks.push(index) }) })
    expect(chunks).toEqual([1, 2])
    expect(batch).toMatchObject({
      status: 'completed',
      fileName: 'big.csv',
      exchange: 'binance',
      exportType: 'binance-usdm-trades',
      rowCount: 3000,
      fillCount: 3000,
      tradeCount: 1500,
      duplicateCount: 0,
    })
    expect(batch.finishedAt).toBeDefined()
    expect(batch.fileHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await counts(db)).toEqual({ fills: 3000, ledger: 0, trades: 1500 })
  }, 60_000)

  it('attaches funding from the transaction history to the position it was paid in', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    const funding = await importFile(db, repository, fixtureFile('binance/usdm-transaction-history.csv'))
    expect(funding).toMatchObject({ exportType: 'binance-usdm-transactions', fillCount: 0, ledgerEntryCount: 9 })
    expect(await journal(db)).toEqual([
      { symbol: 'BTCUSDT', side: 'long', quantity: '0.04', fundingFee: '-0.37', closedAt: '2024-03-02T16:00:00.000Z' },
      { symbol: 'BTCUSDT', side: 'short', quantity: '0.03', fundingFee: '0.2', closedAt: '2024-03-03T10:00:00.000Z' },
      { symbol: 'ETHUSDT', side: 'long', quantity: '1', fundingFee: undefined, closedAt: '2024-03-04T11:00:00.000Z' },
      { symbol: 'SOLUSDT', side: 'long', quantity: '20', fundingFee: '-0.3', closedAt: undefined },
    ])
  })

  it('a failure half-way leaves the journal exactly as it was', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    const before = { counts: await counts(db), journal: await journal(db) }
    await expect(importFile(db, repository, textFile('big.csv', generatedUsdm(1500)), { client: inlineClient({ failOnChunk: 2 }) })).rejects.toThrow('QuotaExceededError')
    expect(await counts(db)).toEqual(before.counts)
    expect(await journal(db)).toEqual(before.journal)
    const [failed] = await repository.listBatches()
    expect(failed).toMatchObject({ status: 'failed', fileName: 'big.csv', errorMessage: 'QuotaExceededError' })
  }, 60_000)

  it('a cancelled import writes nothing', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const controller = new AbortController()
    const client = inlineClient({ onChunk: (index) => index === 2 && controller.abort() })
    await expect(importFile(db, repository, textFile('big.csv', generatedUsdm(1500)), { client, signal: controller.signal })).rejects.toBeInstanceOf(ImportCancelled)
    expect(await counts(db)).toEqual({ fills: 0, ledger: 0, trades: 0 })
    expect((await repository.listBatches())[0]?.status).toBe('cancelled')
  }, 60_000)

  it('the same file twice adds nothing; both identical fills of one file are kept', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    const first = { counts: await counts(db), journal: await db.trades.list() }
    const again = await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    expect(again).toMatchObject({ status: 'completed', fillCount: 0, tradeCount: 0, duplicateCount: 12 })
    expect(await counts(db)).toEqual(first.counts)
    // Not even rewritten: same documents, same updatedAt.
    expect(await db.trades.list()).toEqual(first.journal)
    expect(first.counts.fills).toBe(12)
  })

  it('an overlapping export adds only its new fills', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const lines = generatedUsdm(6).split('\n')
    const header = lines[0]!
    // Newest first: the older export holds positions 0-3, the newer 2-5.
    const older = [header, ...lines.slice(5)].join('\n')
    const newer = [header, ...lines.slice(1, 9)].join('\n')
    await importFile(db, repository, textFile('older.csv', older))
    const second = await importFile(db, repository, textFile('newer.csv', newer))
    expect(second).toMatchObject({ fillCount: 4, duplicateCount: 4, tradeCount: 2 })
    expect(await counts(db)).toEqual({ fills: 12, ledger: 0, trades: 6 })
  })

  it('undo removes exactly that import, and the trades it changed are derived again', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const trades = await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    const funding = await importFile(db, repository, fixtureFile('binance/usdm-transaction-history.csv'))
    const ids = (await db.trades.list()).map((trade) => trade.id).sort()
    await db.trades.patch(ids[0]!, { notes: 'kept through the undo' })

    await repository.undo(funding.id)
    expect(await counts(db)).toEqual({ fills: 12, ledger: 0, trades: 4 })
    expect((await journal(db)).map((trade) => trade.fundingFee)).toEqual([undefined, undefined, undefined, undefined])
    expect((await db.trades.list()).map((trade) => trade.id).sort()).toEqual(ids)
    expect((await db.trades.get(ids[0]!))?.notes).toBe('kept through the undo')

    await repository.undo(trades.id)
    expect(await counts(db)).toEqual({ fills: 0, ledger: 0, trades: 0 })
    expect((await repository.listBatches()).map((batch) => batch.status)).toEqual(['undone', 'undone'])
  })

  it('changing the P&L method re-derives the trades from the stored fills, keeping their identity', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    const sol = async () => (await db.trades.list({ symbol: 'SOLUSDT' }))[0]
    const before = await sol()
    expect(before?.overrides?.realizedPnl).toBe('200')

    await db.preferences.set('tradingDefaults', { pnlMethod: 'lifo' })
    await repository.rederive()
    expect((await sol())?.overrides?.realizedPnl).toBe('100')
    expect((await sol())?.id).toBe(before?.id)
    await db.preferences.set('tradingDefaults', { pnlMethod: 'average' })
    await repository.rederive('average')
    expect((await sol())?.overrides?.realizedPnl).toBe('150')
    expect((await repository.listBatches())[0]?.pnlMethod).toBe('average')
    expect((await counts(db)).trades).toBe(4)
  })

  it('fees paid in BNB count at the fee coin price, and a new price re-derives the trades', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const file = () => fixtureFile('binance/usdm-trade-history-bnb-fees.csv')
    const fees = async () => {
      const trades = await db.trades.list({ sort: 'openedAt', direction: 'asc' })
      return trades.map((trade) => ({
        symbol: trade.symbol,
        tradingFee: trade.tradingFee,
        feeAsset: trade.feeAsset,
        net: deriveTradeFigures(trade, { timeZone: 'UTC', breakevenBand: '0' }).netPnl?.value,
      }))
    }
    expect((await readFile(file(), {})).summary.notices).toEqual([{ code: 'FEE_COIN_PRICE', detail: 'BNB' }])

    // No price: the all-BNB trade keeps its fee in BNB (no net P&L); the mixed one counts its USDT part.
    await importFile(db, repository, file())
    const unpriced = [
      { symbol: 'BTCUSDT', tradingFee: '0.0035', feeAsset: 'BNB', net: undefined },
      { symbol: 'ETHUSDT', tradingFee: '1.4', feeAsset: 'USDT', net: '48.6' },
    ]
    expect(await fees()).toEqual(unpriced)
    const ids = (await db.trades.list()).map((trade) => trade.id).sort()

    // 1 BNB = 600 USD: 0.0035 BNB = 2.1 USDT; 1.4 USDT + 0.0024 BNB = 2.84 USDT. Same trades, new fees.
    await db.preferences.set('tradingDefaults', { feeCoinPrices: { BNB: '600' } })
    await repository.rederive()
    expect(await fees()).toEqual([
      { symbol: 'BTCUSDT', tradingFee: '2.1', feeAsset: 'USDT', net: '77.9' },
      { symbol: 'ETHUSDT', tradingFee: '2.84', feeAsset: 'USDT', net: '47.16' },
    ])
    expect((await db.trades.list()).map((trade) => trade.id).sort()).toEqual(ids)

    // The price removed: back to the fees as the file gave them.
    await db.preferences.set('tradingDefaults', { feeCoinPrices: {} })
    await repository.rederive()
    expect(await fees()).toEqual(unpriced)
  })

  it('an import made with a fee coin price set converts those fees at once', async () => {
    const db = await openTestJournal()
    await db.preferences.set('tradingDefaults', { feeCoinPrices: { BNB: '500' } })
    await importFile(db, createImportRepository(db), fixtureFile('binance/usdm-trade-history-bnb-fees.csv'))
    const trades = await db.trades.list({ sort: 'openedAt', direction: 'asc' })
    expect(trades.map((trade) => [trade.tradingFee, trade.feeAsset])).toEqual([
      ['1.75', 'USDT'],
      ['2.6', 'USDT'],
    ])
  })
})

/** The tab died after the flip to `completed`: its trades are not written, `finishedAt` never set. */
async function cutOffAfterCommit(db: JournalDatabase, batchId: string) {
  await db.rxDatabase.collections.trades.find().remove()
  const doc = await db.rxDatabase.collections.import_batches.findOne(batchId).exec()
  await doc!.incrementalModify(({ finishedAt: _f, ...rest }) => rest)
}

describe('recovery after the tab closed mid-import', () => {
  it('rolls back an import that never committed', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const accountId = await defaultAccount(db)
    const batch = await repository.begin({ accountId, fileName: 'x.csv', fileSize: 1, fileHash: '', exchange: 'binance', exportType: 'binance-usdm-trades' })
    const fill = {
      id: crypto.randomUUID(),
      accountId,
      importId: batch.id,
      exchange: 'binance',
      symbol: 'BTCUSDT',
      marketType: 'linear' as const,
      side: 'buy' as const,
      price: '1',
      quantity: '1',
      executedAt: '2024-01-01T00:00:00.000Z',
      dedupeKey: 'k1',
      rowNumber: 2,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    }
    await repository.writeChunk(batch.id, [fill])
    // A live batch (held by another tab) is left alone...
    expect(await repository.recover({ isLive: (id) => id === batch.id })).toBe(0)
    expect((await counts(db)).fills).toBe(1)
    // ...an abandoned one is rolled back.
    expect(await repository.recover()).toBe(1)
    expect(await counts(db)).toEqual({ fills: 0, ledger: 0, trades: 0 })
    expect((await repository.getBatch(batch.id))?.status).toBe('failed')
  })

  it('rolls forward an import that committed but did not finish writing its trades', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const batch = await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    await cutOffAfterCommit(db, batch.id)
    expect((await counts(db)).trades).toBe(0)
    // While its tab still holds it (writing the trades), it is left alone...
    expect(await repository.recover({ isLive: async (id) => id === batch.id })).toBe(0)
    expect((await counts(db)).trades).toBe(0)
    // ...once it is not, it is finished.
    expect(await repository.recover()).toBe(1)
    expect((await counts(db)).trades).toBe(4)
    expect((await repository.getBatch(batch.id))?.finishedAt).toBeDefined()
  })

  it('re-derives from every fill of the scope when its imports span several read pages', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    // 2,500 + 3,000 fills: both imports are read in more than one page of 2,000.
    const lines = generatedUsdm(2750).split('\n')
    await importFile(db, repository, textFile('first.csv', [lines[0], ...lines.slice(1, 2501)].join('\n')))
    const second = await importFile(db, repository, textFile('second.csv', [lines[0], ...lines.slice(2501)].join('\n')))
    const whole = await journal(db)
    await cutOffAfterCommit(db, second.id)
    expect(await repository.recover()).toBe(1)
    expect(await journal(db)).toEqual(whole)
    expect(await counts(db)).toEqual({ fills: 5500, ledger: 0, trades: 2750 })
  }, 120_000)

  it("waits for a replicated import's fills to arrive before deriving its trades, and is called again as they do", async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const batch = await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    await cutOffAfterCommit(db, batch.id)
    // The batch was pulled before its fills, which come in a later pull of their own collection.
    const fillsCollection = db.rxDatabase.collections.fills
    const pulled = (await fillsCollection.find({ selector: { importId: batch.id } }).exec()).map((doc) => doc.toMutableJSON())
    await fillsCollection.find({ selector: { importId: batch.id } }).remove()
    await fillsCollection.bulkInsert(pulled.slice(0, 3))
    const calls: number[] = []
    const stop = watchUnfinishedImports(db, () => calls.push(Date.now()))
    await expect.poll(() => calls.length).toBeGreaterThan(0)

    expect(await repository.recover()).toBe(0)
    expect((await counts(db)).trades).toBe(0)
    expect((await repository.getBatch(batch.id))?.finishedAt).toBeUndefined()

    const before = calls.length
    await fillsCollection.bulkUpsert(pulled.slice(3))
    await expect.poll(() => calls.length).toBeGreaterThan(before)
    expect(await repository.recover()).toBe(1)
    expect((await counts(db)).trades).toBe(4)
    expect((await repository.getBatch(batch.id))?.finishedAt).toBeDefined()
    stop()
  })

  it('is what the app runs when the journal opens', async () => {
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const batch = await importFile(db, repository, fixtureFile('binance/usdm-trade-history.csv'))
    await cutOffAfterCommit(db, batch.id)
    expect(await recoverImports(repository)).toBe(1)
    expect((await counts(db)).trades).toBe(4)
    expect(await recoverImports(repository)).toBe(0)
  })
})

describe('imports, undo and re-derivation across tabs (Web Locks)', () => {
  let uninstall: (() => void) | undefined
  afterEach(() => uninstall?.())

  it('an undo asked for while another import of the scope runs waits for it, and the trades are those of the fills left', async () => {
    uninstall = installWebLocks()
    const db = await openTestJournal()
    const repository = createImportRepository(db)
    const first = await importFile(db, repository, textFile('january.csv', generatedUsdm(3, Date.UTC(2024, 0, 1))))
    expect(await counts(db)).toEqual({ fills: 6, ledger: 0, trades: 3 })

    // The second import is held in its worker (the scope already read) until `release`.
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let planning = () => {}
    const planned = new Promise<void>((resolve) => (planning = resolve))
    const inline = inlineClient()
    const held = { ...inline, run: async (...args: Parameters<typeof inline.run>) => (planning(), await gate, inline.run(...args)) } as typeof inline
    const order: string[] = []
    const second = importFile(db, repository, textFile('february.csv', generatedUsdm(2, Date.UTC(2024, 1, 1))), { client: held }).then(() => order.push('import'))
    await planned
    const undo = withDerivationLock(() => repository.undo(first.id)).then(() => order.push('undo'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual([])
    release()
    await Promise.all([second, undo])

    expect(order).toEqual(['import', 'undo'])
    expect(await counts(db)).toEqual({ fills: 4, ledger: 0, trades: 2 })
  })
})
