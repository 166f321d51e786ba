import type { DecimalString } from '../../common'
import type { ImportMappingPreset } from '../../preferences/import-presets'
import { MARKET_TYPES, type MarketType } from '../../trade'
import { normaliseHeaderCell } from '../csv/header'
import { type DateFormat, DATE_FORMATS } from '../values/date'
import { absDecimal, negateDecimal, normaliseAsset, readSide, symbolField } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * The generic path for any CSV the importer does not know (BingX among them, which publishes no
 * sample): the trader says which column holds which field, and how dates and numbers are written.
 * The mapping can be saved as an ImportMappingPreset and reused.
 */

export const MAPPING_FIELDS = [
  'time',
  'symbol',
  'side',
  'price',
  'quantity',
  'fee',
  'feeAsset',
  'quoteQuantity',
  'realizedPnl',
  'tradeId',
  'orderId',
  'baseAsset',
  'quoteAsset',
  'marketType',
  'contractSize',
] as const
export type MappingField = (typeof MAPPING_FIELDS)[number]

export interface ColumnMapping {
  /** Field → the column header as written in the file. */
  readonly columns: Partial<Record<MappingField, string>>
  /** Exchange id stored on the fills (`bingx`); `other` when not said. */
  readonly exchange?: string
  /** Market of every row when no `marketType` column is mapped; inferred from side words and symbol otherwise. */
  readonly marketType?: MarketType
  readonly dateFormat?: DateFormat
  /** IANA zone or `UTC+8` the times are written in, when the header does not say. */
  readonly timeZone?: string
  readonly decimalSeparator?: '.' | ','
  readonly delimiter?: string
  /** No side column: a negative quantity is a sell (Bitfinex style). */
  readonly sideFromQuantitySign?: boolean
  /** Contract value when quantities are contracts and no column gives it. */
  readonly contractSize?: DecimalString
  /** 1-based line of the header, chosen by the trader when title lines above it mislead the guess. */
  readonly headerRow?: number
  /** The file writes a paid fee as a negative number (OKEx, Bybit, BingX): `-0.5` is a cost of 0.5. */
  readonly feesNegative?: boolean
}

export type MappingIssue = { readonly code: 'MAPPING_FIELD_REQUIRED'; readonly field: MappingField }

/** Fields a mapping must name (side unless the quantity's sign carries it). */
export function requiredMappingFields(mapping: ColumnMapping): MappingField[] {
  const required: MappingField[] = ['time', 'price', 'quantity']
  if (!mapping.columns.baseAsset || !mapping.columns.quoteAsset) required.push('symbol')
  if (!mapping.sideFromQuantitySign) required.push('side')
  return required
}

export function validateMapping(mapping: ColumnMapping): MappingIssue[] {
  return requiredMappingFields(mapping)
    .filter((field) => !mapping.columns[field]?.trim())
    .map((field) => ({ code: 'MAPPING_FIELD_REQUIRED', field }))
}

const SUGGESTIONS: ReadonlyArray<readonly [MappingField, RegExp]> = [
  ['tradeId', /^(trade ?id|transaction id|txid|fill id|deal id|execution id)$/],
  ['orderId', /^order ?(id|no\.?|number)$/],
  ['feeAsset', /^(fee (coin|currency|asset|unit)|commission asset|fee-payment crypto)$/],
  ['realizedPnl', /(realized|realised|closing|closed) ?(pnl|p&l|profit)/],
  ['time', /^(date|time|timestamp|datetime|created|filled time|trade time|execution time)\b/],
  ['symbol', /^(symbol|pair|pairs|market|contract|contracts|instrument|futures|coin pair|trading pair)$/],
  ['side', /^(side|direction|buy\/sell|action)$/],
  ['side', /^type$/],
  ['price', /^(avg\.? ?(filled )?price|average (filled )?price|filled price|deal price|execution price|trade price|fill price)$/],
  ['price', /^price$/],
  ['quantity', /^(filled|executed|filled qty|filled quantity|executed amount|quantity|qty|amount|size|volume|vol|deal amount)$/],
  ['quoteQuantity', /^(total|turnover|filled value|value|notional|cost)$/],
  ['fee', /^(fee|fees|commission|trading fee)$/],
]

/** A first guess of the mapping from a header, for the mapping screen to start from. */
export function suggestMapping(header: readonly string[]): Partial<Record<MappingField, string>> {
  const out: Partial<Record<MappingField, string>> = {}
  const used = new Set<number>()
  for (const [field, pattern] of SUGGESTIONS) {
    if (out[field]) continue
    const index = header.findIndex((cell, at) => !used.has(at) && pattern.test(normaliseHeaderCell(cell)))
    if (index === -1) continue
    used.add(index)
    out[field] = header[index]?.replace(/\uFEFF/g, '').trim()
  }
  return out
}

function marketFrom(text: string | undefined): MarketType | undefined {
  if (!text) return undefined
  const lower = text.trim().toLowerCase()
  if ((MARKET_TYPES as readonly string[]).includes(lower)) return lower as MarketType
  if (/inverse|coin[- ]?m/.test(lower)) return 'inverse'
  if (/perp|swap|future|usd[ts]?-?m|contract|linear|margin/.test(lower)) return 'linear'
  if (/spot/.test(lower)) return 'spot'
  return undefined
}

function parseRow(row: RowReader, mapping: ColumnMapping): void {
  const executedAt = row.time('time')
  const quantityText = row.decimal('quantity', { required: true })
  const price = row.decimal('price', { required: true, rule: 'positive' })
  const fee = row.number('fee')
  const base = row.text('baseAsset')
  const quote = row.text('quoteAsset')
  const symbol = row.has('symbol') ? symbolField(row, 'symbol', { base: base?.toUpperCase(), quote: quote?.toUpperCase() }) : undefined
  let side = mapping.sideFromQuantitySign && !row.has('side') ? undefined : readSide(row.text('side', true))
  if (!side && row.raw('side') !== undefined) row.error('INVALID_SIDE', 'side', row.raw('side'))
  if (mapping.sideFromQuantitySign && !row.has('side') && quantityText !== undefined) side = { side: quantityText.startsWith('-') ? 'sell' : 'buy' }
  if (!symbol && !row.has('symbol') && (!base || !quote)) row.error('MISSING_VALUE', 'symbol')
  if (quantityText === '0') row.error('MUST_BE_POSITIVE', 'quantity', row.raw('quantity'))
  if (row.failed || !executedAt || quantityText === undefined || !price || !side) return
  const baseAsset = symbol?.baseAsset ?? normaliseAsset(base ?? '')
  const quoteAsset = symbol?.quoteAsset ?? normaliseAsset(quote ?? '')
  const marketType = marketFrom(row.text('marketType')) ?? mapping.marketType ?? (side.positionSide || symbol?.derivative ? (symbol?.inverseHint ? 'inverse' : 'linear') : 'spot')
  const contractSize = row.decimal('contractSize', { rule: 'positive' }) ?? mapping.contractSize
  const tradeId = row.text('tradeId')
  row.fill(
    {
      symbol: symbol?.symbol ?? `${baseAsset}/${quoteAsset}`,
      baseAsset,
      quoteAsset,
      marketType,
      side: side.side,
      positionSide: marketType === 'spot' ? undefined : side.positionSide,
      price,
      quantity: absDecimal(quantityText),
      contractSize,
      quoteQuantity: row.decimal('quoteQuantity'),
      fee: fee && mapping.feesNegative ? negateDecimal(fee.value) : fee?.value,
      feeAsset: fee ? normaliseAsset(row.text('feeAsset') ?? fee.asset ?? quoteAsset) : undefined,
      realizedPnl: row.decimal('realizedPnl'),
      executedAt,
      exchangeTradeId: tradeId,
      orderId: row.text('orderId'),
    },
    tradeId ? `trade:${tradeId}` : undefined,
  )
}

/** The mapping as a layout: its columns are exactly the headers the trader picked. */
export function mappingLayout(mapping: ColumnMapping): ExchangeLayout {
  const columns: Record<string, readonly string[]> = {}
  for (const field of MAPPING_FIELDS) {
    const header = mapping.columns[field]
    if (header?.trim()) columns[field] = [normaliseHeaderCell(header)]
  }
  return {
    id: 'mapping',
    exchange: (mapping.exchange ?? 'other').trim().toLowerCase() || 'other',
    produces: ['fill'],
    columns,
    required: requiredMappingFields(mapping).filter((field) => columns[field]),
    timeField: 'time',
    dateFormat: mapping.dateFormat,
    parseRow: (row) => parseRow(row, mapping),
  }
}

/** Settings beyond ImportMappingPreset's typed fields; the preset document keeps unknown keys. */
export type MappingPreset = ImportMappingPreset & Pick<ColumnMapping, 'marketType' | 'sideFromQuantitySign' | 'contractSize' | 'headerRow' | 'feesNegative'>

export function mappingFromPreset(preset: MappingPreset): ColumnMapping {
  const columns: Partial<Record<MappingField, string>> = {}
  for (const field of MAPPING_FIELDS) if (preset.columns[field]) columns[field] = preset.columns[field]
  const dateFormat = (DATE_FORMATS as readonly string[]).includes(preset.dateFormat ?? '') ? (preset.dateFormat as DateFormat) : undefined
  return {
    columns,
    exchange: preset.exchange,
    marketType: preset.marketType,
    dateFormat,
    timeZone: preset.timeZone,
    decimalSeparator: preset.decimalSeparator,
    delimiter: preset.delimiter,
    sideFromQuantitySign: preset.sideFromQuantitySign,
    contractSize: preset.contractSize,
    headerRow: typeof preset.headerRow === 'number' && Number.isInteger(preset.headerRow) && preset.headerRow > 0 ? preset.headerRow : undefined,
    feesNegative: preset.feesNegative === true ? true : undefined,
  }
}

export function presetFromMapping(mapping: ColumnMapping, identity: { readonly id: string; readonly name: string }): MappingPreset {
  const columns: Record<string, string> = {}
  for (const [field, header] of Object.entries(mapping.columns)) if (header) columns[field] = header
  const optional = {
    exchange: mapping.exchange,
    delimiter: mapping.delimiter,
    decimalSeparator: mapping.decimalSeparator,
    dateFormat: mapping.dateFormat,
    timeZone: mapping.timeZone,
    marketType: mapping.marketType,
    sideFromQuantitySign: mapping.sideFromQuantitySign,
    contractSize: mapping.contractSize,
    headerRow: mapping.headerRow,
    feesNegative: mapping.feesNegative,
  }
  const defined = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined))
  return { id: identity.id, name: identity.name, columns, ...defined }
}
