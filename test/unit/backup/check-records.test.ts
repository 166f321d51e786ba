import { describe, expect, it } from 'vitest'
import {
  type BackupAttachment,
  type BackupCollectionName,
  type BackupDocument,
  bytesToBase64,
  checkBackupRecords,
  firstNonImageAttachment,
  type RecordViolation,
} from '../../../src/domain/backup'
import { buildBackup, doc } from './backup-builders'

const T1 = '11111111-1111-4111-8111-111111111111'
const A1 = '22222222-2222-4222-8222-222222222222'
const G1 = '33333333-3333-4333-8333-333333333333'

/** A closed BTCUSDT long as the trade form stores it. */
const trade = (fields: Record<string, unknown> = {}): BackupDocument =>
  doc(T1, {
    isDeleted: false,
    symbol: 'BTCUSDT',
    baseAsset: 'BTC',
    quoteAsset: 'USDT',
    marketType: 'linear',
    side: 'long',
    entryPrice: '60000',
    exitPrice: '61000',
    quantity: '0.1',
    leverage: 5,
    openedAt: '2025-03-03T09:00:00.000Z',
    closedAt: '2025-03-03T12:00:00.000Z',
    tagIds: [],
    notes: '',
    screenshots: [],
    source: 'manual',
    ...fields,
  })

const violationOf = (name: BackupCollectionName, document: BackupDocument) => checkBackupRecords(buildBackup({ [name]: [document] }))

describe('checkBackupRecords', () => {
  it('accepts records the app writes: a typed trade, an imported one with a rebate and overrides, an account, a tag, a typed ledger row', () => {
    const backup = buildBackup({
      accounts: [doc(A1, { isDeleted: false, name: 'Main', kind: 'exchange', baseCurrency: 'USDT', initialCapital: '1000', archived: false })],
      tags: [doc(G1, { isDeleted: false, kind: 'setup', name: 'Breakout' })],
      trades: [
        trade({ accountId: A1, setupId: G1, stopLoss: '59000' }),
        trade({ id: '44444444-4444-4444-8444-444444444444', source: 'import', tradingFee: '-0.5', overrides: { realizedPnl: '99.5', roi: '0.1' }, stopLoss: '62000' }),
        trade({ id: '55555555-5555-4555-8555-555555555555', exitPrice: undefined, closedAt: undefined }),
      ],
      ledger_entries: [
        doc('66666666-6666-4666-8666-666666666666', {
          accountId: A1,
          importId: '',
          exchange: 'binance',
          kind: 'deposit',
          asset: 'USDT',
          amount: '5',
          occurredAt: '2025-03-03T09:00:00.000Z',
          dedupeKey: 'x',
          rowNumber: 0,
        }),
      ],
      preferences: [doc('profile', { value: {} })],
    })
    expect(checkBackupRecords(backup)).toBeUndefined()
  })

  it.each<[string, BackupCollectionName, BackupDocument, Omit<RecordViolation, 'collection' | 'index'>]>([
    ['a side that is no side', 'trades', trade({ side: 'sideways' }), { field: 'side', rule: 'INVALID_SIDE' }],
    ['a negative entry price', 'trades', trade({ entryPrice: '-5' }), { field: 'entryPrice', rule: 'MUST_BE_POSITIVE' }],
    ['leverage 0', 'trades', trade({ leverage: 0 }), { field: 'leverage', rule: 'LEVERAGE_OUT_OF_RANGE' }],
    ['a close before the open', 'trades', trade({ closedAt: '2020-01-01T00:00:00.000Z' }), { field: 'closedAt', rule: 'EXIT_BEFORE_ENTRY' }],
    ['a month 13', 'trades', trade({ openedAt: '2025-13-45T09:00:00.000Z' }), { field: 'openedAt', rule: 'INVALID_DATE' }],
    ['an exit price without a close', 'trades', trade({ closedAt: undefined }), { field: 'closedAt', rule: 'CLOSE_TIME_REQUIRED' }],
    ['a fee above the position', 'trades', trade({ tradingFee: '7000' }), { field: 'tradingFee', rule: 'FEE_EXCEEDS_NOTIONAL' }],
    ['a source the app does not know', 'trades', trade({ source: 'magic' }), { field: 'source', rule: 'UNKNOWN_VALUE' }],
    ['a tag id that is no id', 'trades', trade({ tagIds: [G1, 'not-an-id'] }), { field: 'tagIds.1', rule: 'NOT_AN_ID' }],
    [
      'a screenshot described as a GIF',
      'trades',
      trade({ screenshots: [{ id: G1, fileName: 'a.gif', mimeType: 'image/gif', size: 3, addedAt: '2025-03-03T09:00:00.000Z' }] }),
      { field: 'screenshots.0.mimeType', rule: 'UNKNOWN_VALUE' },
    ],
    ['a record id that is no UUID', 'trades', trade({ id: 't1' }), { field: 'id', rule: 'NOT_AN_ID' }],
    ['a tag of no known kind', 'tags', doc(G1, { isDeleted: false, kind: 'bogus', name: 'x' }), { field: 'kind', rule: 'UNKNOWN_VALUE' }],
    ['a blank tag name', 'tags', doc(G1, { isDeleted: false, kind: 'emotion', name: '  ' }), { field: 'name', rule: 'REQUIRED' }],
    [
      'an account of no known kind',
      'accounts',
      doc(A1, { name: 'A', kind: 'casino', baseCurrency: 'USDT', initialCapital: '1', archived: false }),
      { field: 'kind', rule: 'UNKNOWN_VALUE' },
    ],
    [
      'a negative starting capital',
      'accounts',
      doc(A1, { name: 'A', kind: 'paper', baseCurrency: 'USDT', initialCapital: '-1', archived: false }),
      { field: 'initialCapital', rule: 'MUST_NOT_BE_NEGATIVE' },
    ],
    [
      'a fill that is neither buy nor sell',
      'fills',
      doc(T1, { accountId: A1, importId: G1, side: 'long', marketType: 'spot', executedAt: '2025-03-03T09:00:00.000Z' }),
      { field: 'side', rule: 'UNKNOWN_VALUE' },
    ],
    [
      'a ledger row of no known kind',
      'ledger_entries',
      doc(T1, { accountId: A1, importId: '', kind: 'gift', occurredAt: '2025-03-03T09:00:00.000Z' }),
      { field: 'kind', rule: 'UNKNOWN_VALUE' },
    ],
    [
      'an import of no known status',
      'import_batches',
      doc(T1, { accountId: A1, status: 'maybe', startedAt: '2025-03-03T09:00:00.000Z' }),
      { field: 'status', rule: 'UNKNOWN_VALUE' },
    ],
    ['a plan of no known period', 'plans', doc(T1, { kind: 'goal', status: 'active', period: 'decade' }), { field: 'period', rule: 'UNKNOWN_VALUE' }],
    ['a journal entry of no known kind', 'journal_entries', doc(T1, { kind: 'diary', tagIds: [], tradeIds: [] }), { field: 'kind', rule: 'UNKNOWN_VALUE' }],
    ['a custom item of no known kind', 'custom_items', doc(T1, { kind: 'widget' }), { field: 'kind', rule: 'UNKNOWN_VALUE' }],
    ['a preference of no known key', 'preferences', doc('theme', { value: {} }), { field: 'id', rule: 'UNKNOWN_VALUE' }],
    ['an update time that is no time', 'preferences', doc('profile', { updatedAt: 'yesterday', value: {} }), { field: 'updatedAt', rule: 'INVALID_DATE' }],
  ])('refuses %s, naming the record and field', (_what, name, document, expected) => {
    expect(violationOf(name, document)).toEqual({ collection: name, index: 0, ...expected })
  })

  it('names the first broken record in restore order', () => {
    const backup = buildBackup({ tags: [doc(G1, { kind: 'setup', name: 'ok' }), doc(A1, { kind: 'nope', name: 'x' })], trades: [trade({ side: 'up' })] })
    expect(checkBackupRecords(backup)).toEqual({ collection: 'tags', index: 1, field: 'kind', rule: 'UNKNOWN_VALUE' })
  })
})

describe('firstNonImageAttachment', () => {
  const PNG = bytesToBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 2, 3]))
  const JPEG = bytesToBase64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))
  const HTML = bytesToBase64(new TextEncoder().encode('<html><script>alert(1)</script></html>'))
  const attachment = (id: string, type: string, data: string): BackupAttachment => ({ tradeId: T1, id, type, length: 0, data })

  it.each<[string, BackupAttachment, boolean]>([
    ['a PNG original', attachment('s', 'image/png', PNG), true],
    ['a JPEG original', attachment('s', 'image/jpeg', JPEG), true],
    ['a WebP display copy', attachment('s.display', 'image/webp', JPEG), true],
    ['a JPEG display copy', attachment('s.display', 'image/jpeg', JPEG), true],
    ['an original typed text/html', attachment('s', 'text/html', PNG), false],
    ['a web page typed image/png', attachment('s', 'image/png', HTML), false],
    ['a JPEG typed image/png', attachment('s', 'image/png', JPEG), false],
    ['a display copy typed image/svg+xml', attachment('s.display', 'image/svg+xml', JPEG), false],
  ])('%s: accepted %s', (_what, file, accepted) => {
    expect(firstNonImageAttachment(buildBackup({}, { attachments: [file] }))).toEqual(accepted ? undefined : file)
  })
})
