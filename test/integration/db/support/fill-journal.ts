import type { JournalDatabase } from '../../../../src/db'
import { buildSampleJournal } from '../../../../src/domain/sample-journal'
import { loadSampleJournal } from '../../../../src/features/sample-data/sample-journal-store'
import { TEST_SAMPLE_TEXTS } from '../../../unit/sample-journal/sample-texts'

export const AT = '2025-05-01T09:00:00.000Z'
const uuid = () => crypto.randomUUID()
/** The start of a real PNG (signature and header chunk), as the screenshot picker accepts it. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1])

/**
 * A journal with something in every backed-up collection: the sample journal (accounts, tags,
 * trades), a trashed trade, a trade with screenshot bytes and a field conflict, an import with a
 * fill and a funding entry, a plan, a journal entry, a custom metric and preference rows.
 */
export async function fillJournal(db: JournalDatabase) {
  const sample = buildSampleJournal({ seed: 11, now: '2025-06-01T12:00:00.000Z', texts: TEST_SAMPLE_TEXTS, tradeCount: 30, createId: uuid })
  await loadSampleJournal(db, sample)
  const accountId = sample.accounts[0]!.id
  const trade = await db.trades.insert({
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'short',
    entryPrice: '61000.123456789012345678',
    exitPrice: '60000',
    quantity: '0.25',
    leverage: 5,
    tradingFee: '0.0012',
    feeAsset: 'BNB',
    fundingFee: '-1.5',
    stopLoss: '62000',
    openedAt: '2025-05-02T10:00:00.000Z',
    closedAt: '2025-05-02T14:30:00.000Z',
    accountId,
    notes: 'Ünïcode, "quotes" and\nlines',
    source: 'manual',
  })
  const shot = uuid()
  await db.screenshots.put(trade.id, {
    screenshot: { id: shot, fileName: 'entry.png', mimeType: 'image/png', size: PNG_BYTES.length, addedAt: AT },
    original: new Blob([PNG_BYTES], { type: 'image/png' }),
    display: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x10])], { type: 'image/jpeg' }),
  })
  const raw = db.rxDatabase.collections
  const conflicted = await raw.trades.findOne(trade.id).exec()
  await conflicted!.incrementalPatch({ conflicts: [{ field: 'notes', lostValue: '"other device"', detectedAt: AT }], serverRevision: '7' })
  const trashed = await db.trades.insert({
    symbol: 'ETHUSDT',
    baseAsset: 'ETH',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '3000',
    quantity: '1',
    openedAt: AT,
    source: 'manual',
  })
  await db.trades.softDelete(trashed.id)
  const importId = uuid()
  await raw.import_batches.insert({
    id: importId,
    accountId,
    fileName: 'binance.csv',
    fileSize: 1200,
    fileHash: 'ab'.repeat(32),
    exchange: 'binance',
    exportType: 'usdm-trades',
    status: 'completed',
    rowCount: 2,
    fillCount: 1,
    ledgerEntryCount: 1,
    tradeCount: 0,
    duplicateCount: 0,
    errorCount: 0,
    startedAt: AT,
    finishedAt: AT,
    createdAt: AT,
    updatedAt: AT,
  })
  await raw.fills.insert({
    id: uuid(),
    accountId,
    importId,
    exchange: 'binance',
    symbol: 'BTCUSDT',
    marketType: 'linear',
    side: 'buy',
    price: '60000.5',
    quantity: '0.001',
    fee: '0.02',
    feeAsset: 'USDT',
    executedAt: AT,
    sourceTimeZone: 'Asia/Shanghai',
    dedupeKey: 'binance|1',
    rowNumber: 2,
    createdAt: AT,
    updatedAt: AT,
  })
  await raw.ledger_entries.insert({
    id: uuid(),
    accountId,
    importId,
    exchange: 'binance',
    kind: 'funding',
    asset: 'USDT',
    amount: '-0.37',
    symbol: 'BTCUSDT',
    occurredAt: AT,
    dedupeKey: 'binance|f1',
    rowNumber: 3,
    createdAt: AT,
    updatedAt: AT,
  })
  await raw.plans.insert({
    id: uuid(),
    kind: 'goal',
    title: 'Win rate 55%',
    status: 'active',
    period: 'month',
    definition: { metric: 'winRate', target: 0.55 },
    isDeleted: false,
    createdAt: AT,
    updatedAt: AT,
  })
  await raw.journal_entries.insert({
    id: uuid(),
    kind: 'daily',
    day: '2025-05-02',
    body: 'Patient day',
    mood: 4,
    tagIds: [],
    tradeIds: [trade.id],
    isDeleted: false,
    createdAt: AT,
    updatedAt: AT,
  })
  await db.customItems.insert({ kind: 'metric', name: 'Net per hour', order: 0, definition: { formula: 'netPnl / hours' } })
  await db.preferences.set('profile', { fullName: 'Ada', timeZone: 'Europe/Madrid' })
  await db.preferences.set('tradingDefaults', { breakevenBand: '0.5' })
  return { tradeId: trade.id, screenshotId: shot }
}
