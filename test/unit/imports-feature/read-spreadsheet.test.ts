import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ColumnMapping, spreadsheetToCsv, suggestMapping } from '../../../src/domain/imports'
import { readFile, RefusedFile } from '../../../src/features/imports/worker/read-file'
import { FIXTURES } from '../imports/support'

const xlsx = (name: string) => new File([readFileSync(join(FIXTURES, 'bingx', name))], name)

describe('spreadsheets (.xlsx)', () => {
  const header = ['Order No', 'Time(UTC+8)', 'Pair', 'Type', 'Direction', 'Leverage', 'Avg. Price', 'Filled', 'Fee', 'Realized PNL', 'Status']

  it('turns rows into CSV: numbers as stored, dates as their wall-clock time, cells with commas or quotes quoted', () => {
    expect(
      spreadsheetToCsv([
        ['a', 'b,c', 'say "hi"'],
        ['0.1', 2, new Date(Date.UTC(2024, 9, 2, 9, 0, 0, 250)), null, true],
      ]),
    ).toBe('a,"b,c","say ""hi"""\r\n0.1,2,2024-10-02 09:00:00.250,,true\r\n')
  })

  it('reads a BingX order history workbook like its CSV: unknown layout first, then through the column mapping', async () => {
    const refused = await readFile(xlsx('perpetual-order-history.xlsx'), {}).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RefusedFile)
    expect((refused as RefusedFile).refusal).toMatchObject({ code: 'UNKNOWN_LAYOUT', header })

    const mapping: ColumnMapping = { exchange: 'BingX', columns: suggestMapping(header) }
    const { summary, fills } = await readFile(xlsx('perpetual-order-history.xlsx'), { mapping })
    expect(summary).toMatchObject({ layoutId: 'mapping', exchange: 'bingx', timeZone: 'Etc/GMT-8', fillCount: 2, errorRowCount: 0 })
    expect(fills.map((fill) => [fill.side, fill.positionSide, fill.price, fill.quantity, fill.fee, fill.executedAt, fill.orderId])).toEqual([
      ['buy', 'short', '61000', '0.01', '0.305', '2024-10-02T01:00:00.000Z', '1003'],
      ['sell', 'short', '62000', '0.01', '0.31', '2024-10-01T14:00:00.000Z', '1002'],
    ])
  })

  it('refuses a damaged workbook as a whole, with its own code', async () => {
    const refused = await readFile(xlsx('corrupt.xlsx'), {}).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RefusedFile)
    expect((refused as RefusedFile).refusal).toEqual({ code: 'SPREADSHEET_UNREADABLE' })
  })
})
