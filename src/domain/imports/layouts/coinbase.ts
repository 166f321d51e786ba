import type { DecimalString } from '../../common'
import { abs, multiply, parseDecimal, sign, subtract, toDecimalString } from '../../decimal'
import type { LedgerEntryKind } from '../../ledger-entry'
import { UTC_ZONE } from '../values/zone'
import { absDecimal, negateDecimal, normaliseAsset, sideField, symbolField } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * Coinbase transaction report (docs/exchange-formats.md): a preamble before the header, currency symbols and
 * thousands separators inside amounts (`$43,000.00`), times with ` UTC` or `Z`. Buys and sells become
 * fills on `<asset>-<price currency>`; transfers and rewards become ledger entries; conversions are
 * two-coin swaps with no quote leg in the row and are skipped. The 2020 report names the price
 * currency only in its column names (`EUR Spot Price at Transaction`, any fiat); the 2015-era tax
 * report has month-first dates, no fee column and a total inclusive of fees; Coinbase Pro fills have
 * their own trade history.
 */

const LEDGER_KINDS: Readonly<Record<string, LedgerEntryKind>> = {
  send: 'withdrawal',
  withdrawal: 'withdrawal',
  'exchange withdrawal': 'withdrawal',
  receive: 'deposit',
  deposit: 'deposit',
  'exchange deposit': 'deposit',
  'pro withdrawal': 'transfer',
  'pro deposit': 'transfer',
}

const OUTGOING = new Set(['send', 'withdrawal', 'exchange withdrawal', 'pro deposit'])

type FeeReader = (row: RowReader, side: 'buy' | 'sell', quantity: DecimalString, price: DecimalString) => DecimalString | undefined

const feeColumn: FeeReader = (row) => row.decimal('fees')

/** One transaction row; `currency` is the price currency (a column, or the columns' names). */
function transactionRow(row: RowReader, currency: string | undefined, readFee: FeeReader = feeColumn): void {
  const occurredAt = row.time()
  const typeText = row.text('type', true)
  const assetText = row.text('asset', true)
  if (row.failed || !occurredAt || !typeText || !assetText) return
  const type = typeText.toLowerCase().replace(/\s+/g, ' ')
  const asset = normaliseAsset(assetText)
  const id = row.text('id')
  const idKey = id ? `tx:${id}` : undefined
  const side = /(^|\s)buy$/.test(type) ? 'buy' : /(^|\s)sell$/.test(type) ? 'sell' : undefined
  if (side) {
    const quantity = row.decimal('quantity', { required: true })
    const price = row.number('price', { required: true, rule: 'positive' })
    const subtotal = row.number('subtotal')
    if (row.failed || !quantity || !price || !currency) return
    if (quantity === '0' || quantity === '-0') {
      row.error('MUST_BE_POSITIVE', 'quantity', row.raw('quantity'))
      return
    }
    const fee = readFee(row, side, absDecimal(quantity), price.value)
    if (row.failed) return
    row.fill(
      {
        symbol: `${asset}-${currency}`,
        baseAsset: asset,
        quoteAsset: currency,
        marketType: 'spot',
        side,
        price: price.value,
        quantity: absDecimal(quantity),
        quoteQuantity: subtotal ? absDecimal(subtotal.value) : undefined,
        fee,
        feeAsset: fee === undefined ? undefined : currency,
        executedAt: occurredAt,
        exchangeTradeId: id,
      },
      idKey,
    )
    return
  }
  if (type === 'convert') {
    row.skip('NOT_A_TRADE')
    return
  }
  const quantity = row.decimal('quantity', { required: true })
  if (quantity === undefined) return
  const kind = LEDGER_KINDS[type]
  const magnitude = absDecimal(quantity)
  row.ledger(
    {
      kind: kind ?? 'other',
      asset,
      amount: OUTGOING.has(type) ? negateDecimal(magnitude) : magnitude,
      occurredAt,
      exchangeTransactionId: id,
      note: kind ? undefined : typeText,
    },
    idKey,
  )
}

export const coinbaseTransactions: ExchangeLayout = {
  id: 'coinbase-transactions',
  exchange: 'coinbase',
  produces: ['fill', 'ledger'],
  columns: {
    id: ['id'],
    time: ['timestamp'],
    type: ['transaction type'],
    asset: ['asset'],
    quantity: ['quantity transacted'],
    priceCurrency: ['price currency', 'spot price currency'],
    price: ['price at transaction', 'spot price at transaction'],
    subtotal: ['subtotal'],
    total: [/^total \(inclusive of fees/],
    fees: [/^fees/],
    notes: ['notes'],
  },
  required: ['time', 'type', 'asset', 'quantity', 'priceCurrency', 'price', 'subtotal', 'total', 'fees'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow: (row) => transactionRow(row, row.text('priceCurrency', true)?.toUpperCase()),
}

/** `EUR Spot Price at Transaction` → `EUR`: the 2020 and tax reports name the currency only there. */
function currencyOfHeader(row: RowReader): string | undefined {
  const currency = /^([A-Za-z]{3,5}) /.exec(row.column('price') ?? '')?.[1]?.toUpperCase()
  if (!currency) row.error('MISSING_VALUE', 'price')
  return currency
}

const CURRENCY = String.raw`[a-z]{3,5}`

export const coinbaseTransactions2020: ExchangeLayout = {
  id: 'coinbase-transactions-2020',
  exchange: 'coinbase',
  produces: ['fill', 'ledger'],
  columns: {
    time: ['timestamp'],
    type: ['transaction type'],
    asset: ['asset'],
    quantity: ['quantity transacted'],
    price: [new RegExp(`^${CURRENCY} spot price at transaction$`)],
    subtotal: [new RegExp(`^${CURRENCY} subtotal$`)],
    total: [new RegExp(`^${CURRENCY} total \\(inclusive of fees`)],
    fees: [new RegExp(`^${CURRENCY} fees`)],
    notes: ['notes'],
  },
  required: ['time', 'type', 'asset', 'quantity', 'price', 'subtotal', 'total', 'fees'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow: (row) => transactionRow(row, currencyOfHeader(row)),
}

/**
 * The fee hidden in the tax report's total: what was paid beyond quantity × spot price on a buy, or
 * kept back on a sell. A total on the wrong side of it (a spread in the trader's favour) is no fee.
 */
const feeInTotal: FeeReader = (row, side, quantity, price) => {
  const total = row.decimal('total', { required: true })
  if (total === undefined) return undefined
  const atSpot = multiply(parseDecimal(quantity), parseDecimal(price))
  const paid = abs(parseDecimal(total))
  const fee = side === 'buy' ? subtract(paid, atSpot) : subtract(atSpot, paid)
  return sign(fee) > 0 ? toDecimalString(fee) : '0'
}

export const coinbaseTaxReport: ExchangeLayout = {
  id: 'coinbase-tax-report',
  exchange: 'coinbase',
  produces: ['fill', 'ledger'],
  columns: {
    time: ['timestamp'],
    type: ['transaction type'],
    asset: ['asset'],
    quantity: ['quantity transacted'],
    price: [new RegExp(`^${CURRENCY} spot price at transaction$`)],
    total: [new RegExp(`^${CURRENCY} amount transacted \\(inclusive of coinbase fees\\)$`)],
    address: ['address'],
    notes: ['notes'],
  },
  required: ['time', 'type', 'asset', 'quantity', 'price', 'total'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  // A US report: `10/06/2015` is 6 October (its notes say the coins arrive 'Tuesday Oct 13, 2015').
  dateFormat: 'MM/DD/YYYY HH:mm:ss',
  parseRow: (row) => transactionRow(row, currencyOfHeader(row), feeInTotal),
}

/** Coinbase Pro (Exchange) fills: one row per fill with its trade id; `total` is signed and includes the fee. */
export const coinbaseProFills: ExchangeLayout = {
  id: 'coinbase-pro-fills',
  exchange: 'coinbase',
  produces: ['fill'],
  columns: {
    portfolio: ['portfolio'],
    tradeId: ['trade id'],
    product: ['product'],
    side: ['side'],
    time: ['created at'],
    size: ['size'],
    sizeUnit: ['size unit'],
    price: ['price'],
    fee: ['fee'],
    total: ['total'],
    unit: ['price/fee/total unit'],
  },
  required: ['tradeId', 'product', 'side', 'time', 'size', 'sizeUnit', 'price', 'fee', 'total', 'unit'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'side')
    const quantity = row.decimal('size', { required: true, rule: 'positive' })
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const fee = row.decimal('fee')
    const unit = row.text('unit', true)?.toUpperCase()
    const sizeUnit = row.text('sizeUnit', true)?.toUpperCase()
    const symbol = symbolField(row, 'product')
    if (row.failed || !executedAt || !side || !quantity || !price || !unit || !sizeUnit || !symbol) return
    if (sizeUnit !== symbol.baseAsset) row.error('ASSET_MISMATCH', 'sizeUnit', row.raw('sizeUnit'))
    if (unit !== symbol.quoteAsset) row.error('ASSET_MISMATCH', 'unit', row.raw('unit'))
    if (row.failed) return
    const tradeId = row.text('tradeId')
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: 'spot',
        side: side.side,
        price,
        quantity,
        fee,
        feeAsset: fee === undefined ? undefined : unit,
        executedAt,
        exchangeTradeId: tradeId,
      },
      // Trade ids count per product.
      tradeId ? `pro-trade:${symbol.symbol}:${tradeId}` : undefined,
    )
  },
}

export const COINBASE_LAYOUTS: readonly ExchangeLayout[] = [coinbaseTransactions, coinbaseTransactions2020, coinbaseTaxReport, coinbaseProFills]
