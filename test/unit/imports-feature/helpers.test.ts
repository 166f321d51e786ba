import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { parseImport, planTrades, type ImportedFill } from '../../../src/domain/imports'
import { checkFileSize, fileKey, MAX_IMPORT_BYTES } from '../../../src/features/imports/file-limits'
import { fileRefusalMessage, noticeMessage, rowIssueMessage } from '../../../src/features/imports/import-messages'
import { importableOf, needsTimeZone, totalsOf } from '../../../src/features/imports/import-summary'
import { selectNewRecords } from '../../../src/features/imports/new-records'
import { fixture } from '../imports/support'

i18n.loadAndActivate({ locale: 'en', messages: {} })

let ids = 0
const fields = { accountId: 'a1', importId: 'i1', now: '2025-01-01T00:00:00.000Z', newId: () => `id${++ids}` }

describe('selectNewRecords', () => {
  const parsed = parseImport(fixture('binance/usdm-trade-history.csv'))
  if (!parsed.ok) throw new Error('fixture refused')

  it.each([
    ['nothing stored yet: every row is new', [] as string[], 12, 0],
    ['the same file again: nothing is new', parsed.fills.map((fill) => fill.dedupeKey), 0, 12],
    ['half stored: only the rest', parsed.fills.slice(0, 6).map((fill) => fill.dedupeKey), 6, 6],
  ])('%s', (_name, stored, fresh, duplicates) => {
    const result = selectNewRecords(parsed, new Set(stored), fields)
    expect(result.fills).toHaveLength(fresh)
    expect(result.duplicates).toBe(duplicates)
  })

  it('keeps both identical fills of one file and stamps account, import and id', () => {
    const result = selectNewRecords(parsed, new Set(), fields)
    const eth = result.fills.filter((fill) => fill.symbol === 'ETHUSDT' && fill.side === 'buy')
    expect(eth).toHaveLength(2)
    expect(eth[0]).toMatchObject({ accountId: 'a1', importId: 'i1', createdAt: fields.now })
    expect(eth[0]?.id).not.toBe(eth[1]?.id)
  })
})

describe('planTrades', () => {
  const parsed = parseImport(fixture('binance/usdm-trade-history.csv'))
  if (!parsed.ok) throw new Error('fixture refused')
  const fills = selectNewRecords(parsed, new Set(), fields).fills
  const first = planTrades({ fills, ledger: [], existing: [], method: 'fifo', now: fields.now, newId: fields.newId })

  it('derives new trades and counts them for their import', () => {
    expect(first.upserts).toHaveLength(4)
    expect(first.removals).toEqual([])
    expect(first.tradesByImport).toEqual({ i1: 4 })
  })

  it.each([
    ['the same fills again: nothing to write', 'fifo', 0],
    ['another method: only the open trade, whose realised part changes', 'lifo', 1],
  ] as const)('%s', (_name, method, writes) => {
    const again = planTrades({ fills, ledger: [], existing: first.upserts, method, now: '2025-02-01T00:00:00.000Z', newId: fields.newId })
    expect(again.upserts).toHaveLength(writes)
    expect(again.removals).toEqual([])
    for (const trade of again.upserts) expect(first.upserts.map((old) => old.id)).toContain(trade.id)
  })

  it('removes trades whose fills are gone, and keeps a trade whose first fill is now older', () => {
    const withoutSol = fills.filter((fill: ImportedFill) => fill.symbol !== 'SOLUSDT')
    const plan = planTrades({ fills: withoutSol, ledger: [], existing: first.upserts, method: 'fifo', now: fields.now, newId: fields.newId })
    expect(plan.removals).toEqual(first.upserts.filter((trade) => trade.symbol === 'SOLUSDT').map((trade) => trade.id))
    const laterOnly = fills.filter((fill) => fill.symbol === 'SOLUSDT' && fill.executedAt !== '2024-03-05T10:00:00.000Z')
    const partial = planTrades({ fills: laterOnly, ledger: [], existing: [], method: 'fifo', now: fields.now, newId: fields.newId })
    const grown = planTrades({
      fills: fills.filter((fill) => fill.symbol === 'SOLUSDT'),
      ledger: [],
      existing: partial.upserts,
      method: 'fifo',
      now: fields.now,
      newId: fields.newId,
    })
    expect(grown.removals).toEqual([])
    expect(grown.upserts.map((trade) => trade.id)).toEqual(partial.upserts.map((trade) => trade.id))
  })
})

describe('file limits', () => {
  it.each([
    [0, true],
    [MAX_IMPORT_BYTES, true],
    [200 * 1024 * 1024, false],
  ])('%i bytes ok=%s', (size, ok) => {
    expect(checkFileSize(size).ok).toBe(ok)
  })
  it('names the size of a 200 MB file', () => {
    expect(checkFileSize(200 * 1024 * 1024)).toEqual({ ok: false, sizeMb: 200, limitMb: 50 })
  })
  it('keys files by name, size and date', () => {
    expect(fileKey({ name: 'a.csv', size: 1, lastModified: 2 })).not.toBe(fileKey({ name: 'a.csv', size: 1, lastModified: 3 }))
  })
})

describe('messages name the file, the row and the column', () => {
  it.each([
    [{ code: 'EMPTY_FILE' } as const, 'trades.csv is empty.'],
    [{ code: 'BINARY_FILE', detail: 'png' } as const, 'trades.csv is not a CSV file (it looks like PNG data). Export the trade history as CSV.'],
    [{ code: 'HEADER_ONLY' } as const, 'trades.csv has a header row but no data rows.'],
    [
      { code: 'TOO_MANY_COLUMNS', detail: '500' } as const,
      'trades.csv has more than 500 columns, more than any trade history. Check that it is the right file, or remove the extra columns.',
    ],
    [{ code: 'FILE_TOO_LARGE', sizeMb: 200, limitMb: 50 } as const, 'trades.csv is 200 MB; files up to 50 MB can be imported. Export a shorter period and import each part.'],
  ])('%j', (refusal, message) => {
    expect(fileRefusalMessage('trades.csv', refusal)).toBe(message)
  })

  it.each([
    [{ severity: 'error', code: 'INVALID_NUMBER', row: 3, column: 'Price', value: '12,3,4' } as const, 'trades.csv, row 3, column Price: "12,3,4" is not a number.'],
    [
      { severity: 'error', code: 'INVALID_DATE', row: 7, column: 'Date(UTC)', value: '2024-13-45' } as const,
      'trades.csv, row 7, column Date(UTC): "2024-13-45" is not a date and time we can read.',
    ],
    [
      { severity: 'error', code: 'COLUMN_COUNT_MISMATCH', row: 9 } as const,
      'trades.csv, row 9: the row has more cells than the header; a delimiter inside a value may have shifted it.',
    ],
  ])('%j', (issue, message) => {
    expect(rowIssueMessage('trades.csv', issue)).toBe(message)
  })

  it('explains an encoding fallback', () => {
    expect(noticeMessage('x.csv', { code: 'ENCODING_FALLBACK', detail: '10' }, {})).toContain('Latin-1')
  })
})

describe('import summary helpers', () => {
  const ready = { state: 'ready', summary: { fillCount: 2, ledgerEntryCount: 0, positionCount: 0, timeZoneSource: 'header' } }
  const empty = { state: 'ready', summary: { fillCount: 0, ledgerEntryCount: 0, positionCount: 0, timeZoneSource: 'assumed' } }
  const refused = { state: 'refused' }
  it('imports only files with rows to add', () => {
    expect(importableOf([ready, empty, refused])).toEqual([ready])
  })
  it('asks for a zone only when a file does not state one', () => {
    expect(needsTimeZone([ready])).toBe(false)
    expect(needsTimeZone([ready, empty])).toBe(true)
  })
  it('adds up the counts', () => {
    expect(
      totalsOf([
        { fillCount: 2, tradeCount: 1, ledgerEntryCount: 3, duplicateCount: 4 },
        { fillCount: 1, tradeCount: 1, ledgerEntryCount: 0, duplicateCount: 0 },
      ]),
    ).toEqual({ fills: 3, trades: 2, cashFlows: 3, duplicates: 4 })
  })
})
