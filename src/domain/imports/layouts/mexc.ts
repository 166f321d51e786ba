import { normaliseAsset, readSide, type SideReading, sideField, symbolField } from './common'
import type { ExchangeLayout } from './types'

/**
 * MEXC spot trade history (`Pairs,Time,Side,Filled Price,Executed Amount,Total,Fee,Role`; the fee is
 * in the coin received) and futures order history (`Time(UTC+08:00),Futures Trading Pair,Direction,
 * ...,Closing PNL,Trading Fee,Fee-payment Crypto,Status`, docs/exchange-formats.md). MEXC futures run in hedge
 * mode: its directions name the book (`buy long` opens a long, `sell long` closes it, `buy short` opens
 * a short, `sell short` closes it), also written `Open Long` / `Close Short`.
 */

/** MEXC's futures direction words. */
export function mexcDirection(text: string | undefined): SideReading | undefined {
  if (text === undefined) return undefined
  const words = text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
  switch (words) {
    case 'buy long':
      return { side: 'buy', positionSide: 'long', effect: 'open' }
    case 'sell long':
      return { side: 'sell', positionSide: 'long', effect: 'close' }
    case 'buy short':
      return { side: 'sell', positionSide: 'short', effect: 'open' }
    case 'sell short':
      return { side: 'buy', positionSide: 'short', effect: 'close' }
    default:
      return readSide(text)
  }
}

export const mexcSpot: ExchangeLayout = {
  id: 'mexc-spot',
  exchange: 'mexc',
  produces: ['fill'],
  columns: {
    pair: ['pairs', 'pair'],
    time: ['time', /^time\s*\(/],
    side: ['side'],
    price: ['filled price'],
    quantity: ['executed amount'],
    total: ['total'],
    fee: ['fee'],
    role: ['role'],
  },
  required: ['pair', 'time', 'side', 'price', 'quantity', 'total', 'fee'],
  timeField: 'time',
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'side')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const quantity = row.decimal('quantity', { required: true, rule: 'positive' })
    const total = row.decimal('total', { rule: 'nonNegative' })
    const fee = row.number('fee')
    const symbol = symbolField(row, 'pair')
    if (row.failed || !executedAt || !side || !price || !quantity || !symbol) return
    row.fill({
      symbol: symbol.symbol,
      baseAsset: symbol.baseAsset,
      quoteAsset: symbol.quoteAsset,
      marketType: 'spot',
      side: side.side,
      price,
      quantity,
      quoteQuantity: total,
      fee: fee?.value,
      feeAsset: fee ? normaliseAsset(fee.asset ?? (side.side === 'buy' ? symbol.baseAsset : symbol.quoteAsset)) : undefined,
      executedAt,
    })
  },
}

export const mexcFutures: ExchangeLayout = {
  id: 'mexc-futures',
  exchange: 'mexc',
  produces: ['fill'],
  columns: {
    time: [/^time\s*\(/, 'time'],
    pair: ['futures trading pair'],
    direction: ['direction'],
    quantity: ['filled qty (crypto)'],
    contracts: ['filled qty (cont.)'],
    price: ['average filled price'],
    pnl: ['closing pnl'],
    fee: ['trading fee'],
    feeAsset: ['fee-payment crypto'],
    status: ['status'],
    orderId: ['order id', 'order no.'],
  },
  required: ['time', 'pair', 'direction', 'quantity', 'price', 'pnl', 'fee', 'feeAsset'],
  timeField: 'time',
  parseRow(row) {
    const quantity = row.decimal('quantity', { required: true, rule: 'nonNegative' })
    if (quantity === '0') {
      // Cancelled orders are listed with nothing filled.
      row.skip('NOT_FILLED')
      return
    }
    const executedAt = row.time()
    const directionText = row.text('direction', true)
    const direction = mexcDirection(directionText)
    if (directionText && !direction) row.error('INVALID_SIDE', 'direction', directionText)
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const fee = row.decimal('fee')
    const symbol = symbolField(row, 'pair')
    if (row.failed || !quantity || !executedAt || !direction || !price || !symbol) return
    row.fill({
      symbol: symbol.symbol,
      baseAsset: symbol.baseAsset,
      quoteAsset: symbol.quoteAsset,
      marketType: 'linear',
      side: direction.side,
      positionSide: direction.positionSide,
      price,
      quantity,
      fee,
      feeAsset: fee === undefined ? undefined : normaliseAsset(row.text('feeAsset') ?? symbol.quoteAsset),
      realizedPnl: row.decimal('pnl'),
      executedAt,
      orderId: row.text('orderId'),
    })
  },
}

export const MEXC_LAYOUTS: readonly ExchangeLayout[] = [mexcSpot, mexcFutures]
