import { normaliseHeaderCell } from '../csv/header'
import { UTC_ZONE } from '../values/zone'
import { sideField, symbolField } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout, ResolvedColumns } from './types'

/**
 * Binance spot order history (`;`-separated): an order row
 * `Date(UTC);[OrderNo;]Pair;Type;Order Price;Order Amount;AvgTrading Price;Filled;Total;status`, then,
 * under a nested header `;Date(UTC);Trading Price;Filled;Total;Fee`, one row per fill, shifted one
 * cell right (the order's date cell left empty). Each nested row is a fill of the order above it, whose
 * side and pair it takes; the order row itself is a summary. A filled order written without nested rows
 * becomes one fill at its average price (the export gives no fee for it). A nested row with no readable
 * order above it is an error: its side is unknown.
 */

/** Where the nested rows keep their cells, whatever the order header holds (with or without OrderNo). */
const NESTED_COLUMNS: ResolvedColumns = new Map([
  ['time', { index: 1, header: 'Date(UTC)' }],
  ['price', { index: 2, header: 'Trading Price' }],
  ['filled', { index: 3, header: 'Filled' }],
  ['total', { index: 4, header: 'Total' }],
  ['fee', { index: 5, header: 'Fee' }],
])

const NESTED_HEADER = ['date(utc)', 'trading price', 'filled', 'total', 'fee']

function isNested(row: RowReader): boolean {
  return row.raw('time') === undefined
}

interface OrderReading {
  readonly side: 'buy' | 'sell'
  readonly symbol: NonNullable<ReturnType<typeof symbolField>>
  readonly orderId?: string
}

function readOrder(row: RowReader): OrderReading | undefined {
  const side = sideField(row, 'type')
  const symbol = symbolField(row, 'pair')
  if (row.failed || !side || !symbol) return undefined
  return { side: side.side, symbol, orderId: row.text('orderId') }
}

function nestedFill(row: RowReader, order: OrderReading): void {
  const reader = row.through(NESTED_COLUMNS)
  const executedAt = reader.time()
  const price = reader.decimal('price', { required: true, rule: 'positive' })
  const filled = reader.number('filled', { required: true, rule: 'positive' })
  const total = reader.number('total', { rule: 'nonNegative' })
  const fee = reader.number('fee')
  if (row.failed || !executedAt || !price || !filled) return
  if (filled.asset && filled.asset !== order.symbol.baseAsset) reader.error('ASSET_MISMATCH', 'filled', reader.raw('filled'))
  if (row.failed) return
  row.fill({
    symbol: order.symbol.symbol,
    baseAsset: order.symbol.baseAsset,
    quoteAsset: order.symbol.quoteAsset,
    marketType: 'spot',
    side: order.side,
    price,
    quantity: filled.value,
    quoteQuantity: total?.value,
    fee: fee?.value,
    feeAsset: fee ? (fee.asset ?? order.symbol.quoteAsset) : undefined,
    executedAt,
    orderId: order.orderId,
  })
}

/** A filled order with no nested rows: one fill at its average price. */
function orderFill(row: RowReader, order: OrderReading): void {
  const executedAt = row.time()
  const filled = row.number('filled', { rule: 'nonNegative' })
  const average = row.decimal('averagePrice', { rule: 'nonNegative' })
  const total = row.number('total', { rule: 'nonNegative' })
  if (row.failed || !executedAt) return
  if (!filled || filled.value === '0' || !average || average === '0') {
    row.skip('NOT_FILLED')
    return
  }
  row.fill({
    symbol: order.symbol.symbol,
    baseAsset: order.symbol.baseAsset,
    quoteAsset: order.symbol.quoteAsset,
    marketType: 'spot',
    side: order.side,
    price: average,
    quantity: filled.value,
    quoteQuantity: total?.value,
    executedAt,
    orderId: order.orderId,
  })
}

export const binanceOrderHistory: ExchangeLayout = {
  id: 'binance-order-history',
  exchange: 'binance',
  produces: ['fill'],
  columns: {
    time: ['date(utc)', /^date\(utc[+-]?\d*\)$/],
    orderId: ['orderno', 'order no'],
    pair: ['pair'],
    type: ['type'],
    orderPrice: ['order price'],
    orderAmount: ['order amount'],
    averagePrice: ['avgtrading price', 'avg trading price', 'average price'],
    filled: ['filled'],
    total: ['total'],
    status: ['status'],
  },
  required: ['time', 'pair', 'type', 'orderPrice', 'orderAmount', 'averagePrice', 'filled', 'total', 'status'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  isSubHeader(cells) {
    return (cells[0] ?? '').trim() === '' && NESTED_HEADER.every((name, index) => normaliseHeaderCell(cells[index + 1] ?? '') === name)
  },
  parseRow(row) {
    this.group?.parseGroup([row])
  },
  group: {
    continues: (_first, row) => isNested(row),
    parseGroup(rows) {
      const [head, ...fills] = rows
      if (!head) return
      if (isNested(head)) {
        for (const row of rows) row.error('ORPHAN_FILL')
        return
      }
      const order = readOrder(head)
      if (!order) {
        for (const row of fills) row.error('ORPHAN_FILL')
        return
      }
      if (fills.length === 0) {
        orderFill(head, order)
        return
      }
      head.skip('ORDER_OF_FILLS')
      for (const row of fills) nestedFill(row, order)
    },
  },
}
