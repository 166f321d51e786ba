import { describe, expect, it } from 'vitest'
import { MAX_COLUMNS, parseImport, previewFiles, previewImport } from '../../../src/domain/imports'
import { fixture, parsed } from './support'

const encoder = new TextEncoder()
const usdm = new TextDecoder().decode(fixture('binance/usdm-trade-history.csv'))

function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array {
  const le = Buffer.from((bom ? '\uFEFF' : '') + text, 'utf16le')
  if (order === 'le') return new Uint8Array(le)
  const be = new Uint8Array(le.length)
  for (let i = 0; i < le.length; i += 2) {
    be[i] = le[i + 1] ?? 0
    be[i + 1] = le[i] ?? 0
  }
  return be
}

describe('files refused as a whole, each with a typed code', () => {
  it.each([
    ['an image renamed .csv', fixture('bad/image.csv'), { code: 'BINARY_FILE', detail: 'png' }],
    ['a zip (or xlsx) renamed .csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]), { code: 'BINARY_FILE', detail: 'zip' }],
    ['a PDF', encoder.encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'), { code: 'BINARY_FILE', detail: 'pdf' }],
    ['bytes with NULs', new Uint8Array([1, 0, 0, 7, 200, 0, 13, 0, 0, 0, 9, 250]), { code: 'BINARY_FILE', detail: 'binary' }],
    ['an empty file', fixture('bad/empty.csv'), { code: 'EMPTY_FILE' }],
    ['blank lines only', encoder.encode('\r\n  \r\n\t\n'), { code: 'EMPTY_FILE' }],
    [
      'a header with no rows',
      fixture('bad/header-only.csv'),
      { code: 'HEADER_ONLY', delimiter: ',', header: ['Date(UTC)', 'Symbol', 'Side', 'Price', 'Quantity', 'Amount', 'Fee', 'Realized Profit'] },
    ],
    ['an unknown layout', fixture('bad/unknown-layout.csv'), { code: 'UNKNOWN_LAYOUT', delimiter: ',', header: ['when', 'what', 'how much'] }],
    ['a forced layout that does not fit', fixture('bad/unknown-layout.csv'), { code: 'LAYOUT_MISMATCH' }],
    ['a time zone that does not exist', fixture('bybit/transaction-log.csv'), { code: 'INVALID_TIME_ZONE', detail: 'Mars/Olympus' }],
  ] as const)('%s', (name, bytes, error) => {
    const options = name.startsWith('a forced') ? { layoutId: 'kraken-trades' as const } : name.startsWith('a time zone') ? { timeZone: 'Mars/Olympus' } : {}
    const result = parseImport(bytes, options)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toMatchObject(error)
  })
})

describe('encodings and delimiters', () => {
  const reference = parsed(usdm).fills.map((fill) => fill.dedupeKey)

  it.each([
    ['UTF-8 with BOM', new Uint8Array([0xef, 0xbb, 0xbf, ...encoder.encode(usdm)]), 'utf-8'],
    ['UTF-16 LE with BOM', utf16(usdm, 'le', true), 'utf-16le'],
    ['UTF-16 BE with BOM', utf16(usdm, 'be', true), 'utf-16be'],
    ['UTF-16 LE without BOM', utf16(usdm, 'le', false), 'utf-16le'],
  ] as const)('%s reads the same fills', (_name, bytes, encoding) => {
    const result = parsed(bytes)
    expect(result.summary.encoding).toBe(encoding)
    expect(result.fills.map((fill) => fill.dedupeKey)).toEqual(reference)
  })

  it('reads Latin-1 (Windows-1252) when the bytes are not UTF-8, and says so', () => {
    const text = ['Zeit,Paar,Seite,Preis,Menge,Gebühr', '2024-03-01 10:00:00,BTCEUR,Kauf,"50.000,00","0,5",€12'].join('\n')
    const bytes = new Uint8Array(Buffer.from(text.replace('€', '\u0080'), 'latin1'))
    const result = parsed(bytes, {
      mapping: { columns: { time: 'Zeit', symbol: 'Paar', side: 'Seite', price: 'Preis', quantity: 'Menge', fee: 'Gebühr' } },
      timeZone: 'UTC',
    })
    expect(result.summary.encoding).toBe('windows-1252')
    expect(result.summary.notices).toEqual([{ code: 'ENCODING_FALLBACK', detail: '0' }])
    // `Kauf` is not a side the importer knows: reported, not guessed.
    expect(result.summary.issues).toEqual([{ severity: 'error', code: 'INVALID_SIDE', row: 2, column: 'Seite', value: 'Kauf' }])
  })

  it('reads a semicolon file with comma decimals and dotted thousands', () => {
    const { fills, summary } = parsed(fixture('bad/semicolon-comma-decimals.csv'))
    expect(summary).toMatchObject({ layoutId: 'binance-usdm-trades', delimiter: ';', errorRowCount: 0 })
    expect(fills.map((fill) => [fill.price, fill.quantity, fill.quoteQuantity, fill.fee, fill.realizedPnl])).toEqual([
      ['61000.5', '0.02', '1220.01', '0.488', '29.95'],
      ['59000.25', '0.02', '1180.005', '0.472', '0'],
    ])
  })
})

describe('row problems name the row and the column', () => {
  const { fills, summary } = parsed(fixture('bad/malformed-values.csv'))

  it('keeps the good row and refuses each bad one with its own code', () => {
    expect(summary).toMatchObject({ rowCount: 9, fillCount: 1, errorRowCount: 8 })
    expect(fills.map((fill) => fill.rowNumber)).toEqual([2])
    expect(summary.issues).toEqual([
      { severity: 'error', code: 'INVALID_DATE', row: 3, column: 'Date(UTC)', value: '2024-02-30 08:00:00' },
      { severity: 'error', code: 'INVALID_SIDE', row: 4, column: 'Side', value: 'HOLD' },
      { severity: 'error', code: 'INVALID_NUMBER', row: 5, column: 'Price', value: 'sixty' },
      { severity: 'error', code: 'MUST_BE_POSITIVE', row: 6, column: 'Quantity', value: '-0.01' },
      { severity: 'error', code: 'MISSING_VALUE', row: 7, column: 'Quantity' },
      { severity: 'error', code: 'UNKNOWN_SYMBOL', row: 8, column: 'Symbol', value: '???' },
      { severity: 'error', code: 'COLUMN_COUNT_MISMATCH', row: 9 },
      { severity: 'error', code: 'UNTERMINATED_QUOTE', row: 10 },
    ])
  })

  it('previews the first rows as they will be imported, with their problems, writing nothing', () => {
    const preview = previewImport(fixture('bad/malformed-values.csv'), { rows: 3 })
    expect(preview.ok).toBe(true)
    if (!preview.ok) return
    const rows = preview.summary.previewRows
    expect(rows.map((row) => [row.row, row.records.length, row.issues.map((issue) => issue.code)])).toEqual([
      [2, 1, []],
      [3, 0, ['INVALID_DATE']],
      [4, 0, ['INVALID_SIDE']],
    ])
    expect(rows[0]?.records[0]).toMatchObject({ kind: 'fill', value: { symbol: 'BTCUSDT', price: '60000' } })
    expect(preview.summary.errorRowCount).toBe(8)
  })
})

describe('a selection of several files', () => {
  it('detects each file on its own', () => {
    const results = previewFiles([
      { name: 'futures.csv', bytes: fixture('binance/usdm-trade-history.csv') },
      { name: 'okx.csv', bytes: fixture('okx/trading-history.csv') },
      { name: 'photo.csv', bytes: fixture('bad/image.csv') },
    ])
    expect(results.map(({ name, result }) => [name, result.ok ? result.summary.layoutId : result.error.code])).toEqual([
      ['futures.csv', 'binance-usdm-trades'],
      ['okx.csv', 'okx-trading-history'],
      ['photo.csv', 'BINARY_FILE'],
    ])
  })
})

describe('a file wider than any export is refused before its columns are offered', () => {
  const columns = (count: number, prefix = 'column') => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`)
  const file = (header: readonly string[], row: readonly string[]) => encoder.encode(`${header.join(',')}\n${row.join(',')}\n`)

  it.each([
    ['501 unknown columns', file(columns(501), columns(501, 'v'))],
    ['100,000 unknown columns', file(columns(100_000), columns(100_000, 'v'))],
    [
      'a Binance header with 600 extra columns',
      file(
        ['Date(UTC)', 'Symbol', 'Side', 'Price', 'Quantity', 'Amount', 'Fee', 'Realized Profit', ...columns(600)],
        ['2024-03-05 12:00:00', 'SOLUSDT', 'SELL', '120', '10', '1200', '0.48', '0', ...columns(600, 'v')],
      ),
    ],
  ])('%s: TOO_MANY_COLUMNS naming the limit, with no header for the mapping', (_name, bytes) => {
    const result = parseImport(bytes)
    expect(result).toEqual({ ok: false, error: { code: 'TOO_MANY_COLUMNS', detail: String(MAX_COLUMNS) } })
    expect(previewImport(bytes)).toEqual({ ok: false, error: { code: 'TOO_MANY_COLUMNS', detail: '500' } })
  })

  it('500 columns are still offered for mapping', () => {
    const result = parseImport(file(columns(MAX_COLUMNS), columns(MAX_COLUMNS, 'v')))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.code).toBe('UNKNOWN_LAYOUT')
    expect(!result.ok && result.error.header).toHaveLength(MAX_COLUMNS)
  })
})
