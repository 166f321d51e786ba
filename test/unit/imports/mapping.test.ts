import { describe, expect, it } from 'vitest'
import { type ColumnMapping, deriveTrades, mappingFromPreset, parseImport, presetFromMapping, suggestMapping, validateMapping } from '../../../src/domain/imports'
import { importPresetsSchema } from '../../../src/domain/preferences/import-presets'
import * as v from 'valibot'
import { expectValid, figuresOf, fixture, parsed, summary } from './support'

/** BingX publishes no sample: its export goes through the column mapping. */
describe('column mapping (BingX perpetual order history)', () => {
  const bytes = fixture('bingx/perpetual-order-history.csv')

  it('is refused as an unknown layout, offering the header to map', () => {
    const result = parseImport(bytes)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toEqual({
      code: 'UNKNOWN_LAYOUT',
      delimiter: ',',
      header: ['Order No', 'Time(UTC+8)', 'Pair', 'Type', 'Direction', 'Leverage', 'Avg. Price', 'Filled', 'Fee', 'Realized PNL', 'Status'],
      // The first lines, for the header-row choice.
      lines: [
        { line: 1, cells: ['Order No', 'Time(UTC+8)', 'Pair', 'Type', 'Direction', 'Leverage', 'Avg. Price', 'Filled', 'Fee', 'Realized PNL', 'Status'] },
        { line: 2, cells: ['1003', '2024-10-02 09:00:00', 'BTC-USDT', 'Market', 'Close Short', '10x', '61000', '0.01', '0.305', '10', 'Filled'] },
        { line: 3, cells: ['1002', '2024-10-01 22:00:00', 'BTC-USDT', 'Limit', 'Open Short', '10x', '62000', '0.01', '0.31', '0', 'Filled'] },
      ],
    })
  })

  it('suggests a mapping from the header', () => {
    const header = ['Order No', 'Time(UTC+8)', 'Pair', 'Type', 'Direction', 'Leverage', 'Avg. Price', 'Filled', 'Fee', 'Realized PNL', 'Status']
    expect(suggestMapping(header)).toEqual({
      orderId: 'Order No',
      realizedPnl: 'Realized PNL',
      time: 'Time(UTC+8)',
      symbol: 'Pair',
      side: 'Direction',
      price: 'Avg. Price',
      quantity: 'Filled',
      fee: 'Fee',
    })
  })

  const mapping: ColumnMapping = {
    exchange: 'BingX',
    columns: suggestMapping(['Order No', 'Time(UTC+8)', 'Pair', 'Type', 'Direction', 'Leverage', 'Avg. Price', 'Filled', 'Fee', 'Realized PNL', 'Status']),
  }

  it('reads the file through the mapping: zone from the header, hedge words, linear market', () => {
    const { fills, summary: file } = parsed(bytes, { mapping })
    expect(file).toMatchObject({ layoutId: 'mapping', exchange: 'bingx', timeZone: 'Etc/GMT-8', timeZoneSource: 'header', fillCount: 2 })
    expect(fills.map((fill) => [fill.exchange, fill.marketType, fill.side, fill.positionSide, fill.executedAt, fill.orderId])).toEqual([
      ['bingx', 'linear', 'buy', 'short', '2024-10-02T01:00:00.000Z', '1003'],
      ['bingx', 'linear', 'sell', 'short', '2024-10-01T14:00:00.000Z', '1002'],
    ])
    const [trade] = deriveTrades(fills).trades
    expect(summary(trade!)).toMatchObject({ side: 'short', entryPrice: '62000', exitPrice: '61000', quantity: '0.01', tradingFee: '0.615' })
    expect(figuresOf(trade!).netPnl?.value).toBe('9.385')
    expectValid([trade!])
  })

  it('round-trips through a saved preset that the preferences schema accepts', () => {
    const preset = presetFromMapping({ ...mapping, dateFormat: 'YYYY-MM-DD HH:mm:ss', timeZone: 'Asia/Singapore', marketType: 'linear' }, { id: 'p1', name: 'BingX futures' })
    const stored = v.parse(importPresetsSchema, { presets: [preset] })
    expect(stored.presets).toHaveLength(1)
    const back = mappingFromPreset(stored.presets[0] as typeof preset)
    expect(back).toMatchObject({ columns: mapping.columns, exchange: 'BingX', dateFormat: 'YYYY-MM-DD HH:mm:ss', timeZone: 'Asia/Singapore', marketType: 'linear' })
    expect(parsed(bytes, { mapping: back }).fills).toHaveLength(2)
  })

  it('refuses an incomplete mapping, or one naming a column the file lacks', () => {
    expect(validateMapping({ columns: { time: 'Time', symbol: 'Pair' } })).toEqual([
      { code: 'MAPPING_FIELD_REQUIRED', field: 'price' },
      { code: 'MAPPING_FIELD_REQUIRED', field: 'quantity' },
      { code: 'MAPPING_FIELD_REQUIRED', field: 'side' },
    ])
    const incomplete = parseImport(bytes, { mapping: { columns: { time: 'Time(UTC+8)' } } })
    expect(!incomplete.ok && incomplete.error.code).toBe('MAPPING_FIELD_REQUIRED')
    const wrong = parseImport(bytes, { mapping: { ...mapping, columns: { ...mapping.columns, price: 'Price (avg)' } } })
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'MAPPING_COLUMN_NOT_FOUND', detail: 'Price (avg)' })
  })
})

describe('column mapping options', () => {
  it('day-first dates, comma decimals, a quantity sign for the side, base and quote columns', () => {
    const text = ['Datum;Basis;Quote;Menge;Kurs;Gebühr', '02/03/2024 14:00;BTC;EUR;0,5;50.000,00;12,5', '03/03/2024 09:30;BTC;EUR;-0,5;52.000,00;13'].join('\r\n')
    const mapping: ColumnMapping = {
      exchange: 'Other',
      columns: { time: 'Datum', baseAsset: 'Basis', quoteAsset: 'Quote', quantity: 'Menge', price: 'Kurs', fee: 'Gebühr' },
      sideFromQuantitySign: true,
      dateFormat: 'DD/MM/YYYY HH:mm:ss',
      timeZone: 'Europe/Berlin',
      decimalSeparator: ',',
    }
    const { fills, summary: file } = parsed(text, { mapping })
    expect(file).toMatchObject({ delimiter: ';', timeZone: 'Europe/Berlin', timeZoneSource: 'chosen' })
    expect(fills.map((fill) => [fill.symbol, fill.side, fill.quantity, fill.price, fill.fee, fill.feeAsset, fill.marketType, fill.executedAt])).toEqual([
      ['BTC/EUR', 'buy', '0.5', '50000', '12.5', 'EUR', 'spot', '2024-03-02T13:00:00.000Z'],
      ['BTC/EUR', 'sell', '0.5', '52000', '13', 'EUR', 'spot', '2024-03-03T08:30:00.000Z'],
    ])
  })

  it('an ambiguous slash date under `auto` asks for a format, naming row and column', () => {
    const text = ['time,pair,side,price,qty', '03/04/2024 10:00,BTCUSDT,buy,100,1'].join('\n')
    const mapping: ColumnMapping = { columns: { time: 'time', symbol: 'pair', side: 'side', price: 'price', quantity: 'qty' } }
    const result = parseImport(text, { mapping, timeZone: 'UTC' })
    expect(result.ok && result.summary.issues).toEqual([{ severity: 'error', code: 'AMBIGUOUS_DATE', row: 2, column: 'time', value: '03/04/2024 10:00' }])
  })
})

describe('column mapping: the header row chosen by the trader', () => {
  // A report whose title line has as many cells as its table, so the guess takes the title as header.
  const text = ['Report,Trades,2024,Q1,export', 'When,Market,Way,Rate,Size', '2024-01-05 10:00:00,BTC-USDT,buy,42000,0.1', '2024-01-06 11:00:00,BTC-USDT,sell,43000,0.1'].join('\n')

  it('offers the first lines of a refused file, so the real header can be picked', () => {
    const result = parseImport(text)
    expect(!result.ok && result.error.header).toEqual(['Report', 'Trades', '2024', 'Q1', 'export'])
    expect(!result.ok && result.error.lines?.map((line) => line.line)).toEqual([1, 2, 3, 4])
  })

  it('reads the file from the chosen row, skipping the title above it', () => {
    const mapping: ColumnMapping = { headerRow: 2, columns: { time: 'When', symbol: 'Market', side: 'Way', price: 'Rate', quantity: 'Size' } }
    const { summary: file, fills } = parsed(text, { mapping })
    expect(file).toMatchObject({ headerRow: 2, rowCount: 2, fillCount: 2 })
    expect(fills.map((fill) => [fill.side, fill.price, fill.quantity])).toEqual([
      ['buy', '42000', '0.1'],
      ['sell', '43000', '0.1'],
    ])
    expect(mappingFromPreset(presetFromMapping(mapping, { id: 'p', name: 'Quarterly report' })).headerRow).toBe(2)
  })

  it('never takes another row as the header than the one chosen', () => {
    const result = parseImport(text, { mapping: { headerRow: 3, columns: { time: 'When', symbol: 'Market', side: 'Way', price: 'Rate', quantity: 'Size' } } })
    expect(!result.ok && result.error.code).toBe('MAPPING_COLUMN_NOT_FOUND')
    expect(!result.ok && result.error.header?.[0]).toBe('2024-01-05 10:00:00')
  })
})
