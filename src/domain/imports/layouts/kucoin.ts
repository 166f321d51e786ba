import { parseSymbol } from '../../trades/symbol'
import { absDecimal, normaliseAsset, readSide, sideField, type SymbolReading, symbolField } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * KuCoin spot fills ("order splitting" export, and the older `tradeCreatedAt` one) and the futures
 * realised P&L export, which summarises each closed position with `Total Funding Fees` and
 * `Total Trading Fees` (docs/exchange-formats.md). Futures symbols end in `M` (`XBTUSDTM`, `XBTUSDM`).
 */

function spotFill(
  row: RowReader,
  fields: { time: string; symbol: string; side: string; price: string; size: string; funds: string; fee: string; feeCurrency: string; orderId: string },
): void {
  const executedAt = row.time(fields.time)
  const side = sideField(row, fields.side)
  const price = row.decimal(fields.price, { required: true, rule: 'positive' })
  const quantity = row.decimal(fields.size, { required: true, rule: 'positive' })
  const funds = row.decimal(fields.funds, { rule: 'nonNegative' })
  const fee = row.decimal(fields.fee)
  const symbol = symbolField(row, fields.symbol)
  if (row.failed || !executedAt || !side || !price || !quantity || !symbol) return
  row.fill({
    symbol: symbol.symbol,
    baseAsset: symbol.baseAsset,
    quoteAsset: symbol.quoteAsset,
    marketType: 'spot',
    side: side.side,
    price,
    quantity,
    quoteQuantity: funds,
    fee,
    feeAsset: fee === undefined ? undefined : normaliseAsset(row.text(fields.feeCurrency) ?? symbol.quoteAsset),
    executedAt,
    orderId: row.text(fields.orderId),
  })
}

export const kucoinSpot: ExchangeLayout = {
  id: 'kucoin-spot',
  exchange: 'kucoin',
  produces: ['fill'],
  columns: {
    orderId: ['order id'],
    symbol: ['symbol'],
    side: ['side'],
    price: ['avg. filled price', 'filled price'],
    size: ['filled amount'],
    funds: ['filled volume'],
    time: [/^filled time/, /^time filled/],
    fee: ['fee'],
    feeCurrency: ['fee currency'],
  },
  required: ['orderId', 'symbol', 'side', 'price', 'size', 'time', 'fee', 'feeCurrency'],
  timeField: 'time',
  parseRow(row) {
    spotFill(row, { time: 'time', symbol: 'symbol', side: 'side', price: 'price', size: 'size', funds: 'funds', fee: 'fee', feeCurrency: 'feeCurrency', orderId: 'orderId' })
  },
}

export const kucoinSpotLegacy: ExchangeLayout = {
  id: 'kucoin-spot-legacy',
  exchange: 'kucoin',
  produces: ['fill'],
  columns: {
    time: ['tradecreatedat'],
    orderId: ['orderid'],
    symbol: ['symbol'],
    side: ['side'],
    price: ['price'],
    size: ['size'],
    funds: ['funds'],
    fee: ['fee'],
    feeCurrency: ['feecurrency'],
  },
  // Some of these exports have no order id: their fills are keyed by the hash of their values.
  required: ['time', 'symbol', 'side', 'price', 'size', 'funds', 'fee', 'feeCurrency'],
  timeField: 'time',
  parseRow(row) {
    spotFill(row, { time: 'time', symbol: 'symbol', side: 'side', price: 'price', size: 'size', funds: 'funds', fee: 'fee', feeCurrency: 'feeCurrency', orderId: 'orderId' })
  },
}

/**
 * KuCoin trade history with every amount's coin in its own column:
 * `Time,Pair,Side,FilledPrice,FilledPriceCoin,Amount,AmountCoin,Volume,VolumeCoin,Fee,FeeCoin`.
 * The coins settle the pair's split; the export states no time zone.
 */
export const kucoinSpotFills: ExchangeLayout = {
  id: 'kucoin-spot-fills',
  exchange: 'kucoin',
  produces: ['fill'],
  columns: {
    time: ['time'],
    pair: ['pair'],
    side: ['side'],
    price: ['filledprice'],
    priceCoin: ['filledpricecoin'],
    amount: ['amount'],
    amountCoin: ['amountcoin'],
    volume: ['volume'],
    volumeCoin: ['volumecoin'],
    fee: ['fee'],
    feeCoin: ['feecoin'],
  },
  required: ['time', 'pair', 'side', 'price', 'priceCoin', 'amount', 'amountCoin', 'volume', 'fee', 'feeCoin'],
  timeField: 'time',
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'side')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const quantity = row.decimal('amount', { required: true, rule: 'positive' })
    const volume = row.decimal('volume', { rule: 'nonNegative' })
    const fee = row.decimal('fee')
    const base = row.text('amountCoin', true)
    const quote = row.text('priceCoin', true)
    const symbol = symbolField(row, 'pair', { base, quote })
    if (row.failed || !executedAt || !side || !price || !quantity || !symbol) return
    const volumeCoin = row.text('volumeCoin')
    if (volumeCoin && normaliseAsset(volumeCoin) !== symbol.quoteAsset) row.error('ASSET_MISMATCH', 'volumeCoin', volumeCoin)
    if (row.failed) return
    row.fill({
      symbol: symbol.symbol,
      baseAsset: symbol.baseAsset,
      quoteAsset: symbol.quoteAsset,
      marketType: 'spot',
      side: side.side,
      price,
      quantity,
      quoteQuantity: volume,
      fee,
      feeAsset: fee === undefined ? undefined : normaliseAsset(row.text('feeCoin') ?? symbol.quoteAsset),
      executedAt,
    })
  },
}

/** `XBTUSDTM` → BTC/USDT linear, `XBTUSDM` → BTC/USD inverse. */
function futuresSymbol(row: RowReader): (SymbolReading & { inverse: boolean }) | undefined {
  const text = row.text('symbol', true)
  if (!text) return undefined
  const upper = text.trim().toUpperCase()
  const stripped = upper.endsWith('M') ? upper.slice(0, -1) : upper
  const parsed = parseSymbol(stripped)
  if (!parsed) {
    const fallback = symbolField(row, 'symbol')
    return fallback ? { ...fallback, inverse: fallback.inverseHint } : undefined
  }
  return {
    symbol: upper,
    baseAsset: normaliseAsset(parsed.baseAsset),
    quoteAsset: normaliseAsset(parsed.quoteAsset),
    derivative: true,
    inverseHint: parsed.quoteAsset === 'USD',
    inverse: parsed.quoteAsset === 'USD',
  }
}

export const kucoinFuturesPnl: ExchangeLayout = {
  id: 'kucoin-futures-pnl',
  exchange: 'kucoin',
  produces: ['position'],
  columns: {
    symbol: ['symbol', 'contract', 'futures'],
    side: ['side', 'position side', 'direction'],
    quantity: ['closed size', 'close size', 'size', 'quantity', 'qty', 'position size'],
    entry: ['average entry price', 'avg. entry price', 'entry price', 'open price'],
    exit: ['average close price', 'avg. close price', 'close price', 'exit price'],
    pnl: ['realized pnl', 'realised pnl', 'total realized pnl', 'realized p&l'],
    funding: ['total funding fees', 'total funding fee'],
    fees: ['total trading fees', 'total trading fee'],
    openTime: [/^open(ing)? time/, /^position open(ed)? time/],
    closeTime: [/^close time/, /^closing time/, /^position close(d)? time/],
    positionId: ['position id', 'close id'],
  },
  required: ['symbol', 'side', 'quantity', 'entry', 'exit', 'pnl', 'funding', 'fees', 'closeTime'],
  timeField: 'closeTime',
  parseRow(row) {
    const closedAt = row.time('closeTime')
    const openedAt = row.has('openTime') ? row.time('openTime', false) : undefined
    const side = readSide(row.text('side', true))
    if (!side && row.raw('side')) row.error('INVALID_SIDE', 'side', row.raw('side'))
    const quantity = row.decimal('quantity', { required: true })
    const entryPrice = row.decimal('entry', { required: true, rule: 'positive' })
    const exitPrice = row.decimal('exit', { required: true, rule: 'positive' })
    const pnl = row.decimal('pnl', { required: true })
    const funding = row.decimal('funding')
    const fees = row.decimal('fees')
    const symbol = futuresSymbol(row)
    if (row.failed || !closedAt || !side || !quantity || !entryPrice || !exitPrice || pnl === undefined || !symbol) return
    const positionId = row.text('positionId')
    row.position(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: symbol.inverse ? 'inverse' : 'linear',
        side: side.positionSide ?? (side.side === 'buy' ? 'long' : 'short'),
        quantity: absDecimal(quantity),
        entryPrice,
        exitPrice,
        openedAt,
        closedAt,
        netPnl: pnl,
        // Fees are written as costs, however signed; funding keeps its sign (negative: paid).
        tradingFee: fees === undefined ? undefined : absDecimal(fees),
        feeAsset: fees === undefined ? undefined : symbol.inverse ? symbol.baseAsset : symbol.quoteAsset,
        fundingFee: funding,
        exchangePositionId: positionId,
      },
      positionId ? `position:${positionId}` : undefined,
    )
  },
}

export const KUCOIN_LAYOUTS: readonly ExchangeLayout[] = [kucoinSpot, kucoinSpotLegacy, kucoinSpotFills, kucoinFuturesPnl]
