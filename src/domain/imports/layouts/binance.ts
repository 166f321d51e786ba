import type { LedgerEntryKind } from '../../ledger-entry'
import { UTC_ZONE } from '../values/zone'
import { sideField, symbolField } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * Binance exports (docs/exchange-formats.md). Spot puts the asset inside the values (`0.00100000BTC`,
 * `10.01USDT`, `0.0000114BNB`); the older spot export has a `Fee Coin` column. USD-M futures trade
 * history has no fee coin (the margin coin) and no ids; funding lives in the transaction history.
 */

const TIME = ['date(utc)', 'date (utc)', 'date', 'time', /^date\(utc[+-]?\d*\)$/]

function spotSymbol(row: RowReader, field: string, base?: string, quote?: string) {
  // `BTCUSDT` splits by the assets the amounts carry when they add up to the pair.
  const pair = row
    .text(field)
    ?.toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
  const coins = base && quote && pair === `${base}${quote}` ? { base, quote } : undefined
  return symbolField(row, field, coins)
}

export const binanceSpot: ExchangeLayout = {
  id: 'binance-spot',
  exchange: 'binance',
  produces: ['fill'],
  columns: {
    time: TIME,
    pair: ['pair'],
    side: ['side'],
    price: ['price'],
    executed: ['executed'],
    amount: ['amount'],
    fee: ['fee'],
  },
  required: ['time', 'pair', 'side', 'price', 'executed', 'amount', 'fee'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'side')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const executed = row.number('executed', { required: true, rule: 'positive' })
    const amount = row.number('amount', { rule: 'nonNegative' })
    const fee = row.number('fee')
    const symbol = spotSymbol(row, 'pair', executed?.asset, amount?.asset)
    if (row.failed || !executedAt || !side || !price || !executed || !symbol) return
    if (executed.asset && executed.asset !== symbol.baseAsset) row.error('ASSET_MISMATCH', 'executed', row.raw('executed'))
    if (row.failed) return
    row.fill({
      symbol: symbol.symbol,
      baseAsset: symbol.baseAsset,
      quoteAsset: symbol.quoteAsset,
      marketType: 'spot',
      side: side.side,
      price,
      quantity: executed.value,
      quoteQuantity: amount?.value,
      fee: fee?.value,
      feeAsset: fee ? (fee.asset ?? symbol.quoteAsset) : undefined,
      executedAt,
    })
  },
}

export const binanceSpotLegacy: ExchangeLayout = {
  id: 'binance-spot-legacy',
  exchange: 'binance',
  produces: ['fill'],
  columns: {
    time: TIME,
    market: ['market'],
    type: ['type'],
    price: ['price'],
    amount: ['amount'],
    total: ['total'],
    fee: ['fee'],
    feeCoin: ['fee coin'],
  },
  required: ['time', 'market', 'type', 'price', 'amount', 'total', 'fee', 'feeCoin'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'type')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const amount = row.number('amount', { required: true, rule: 'positive' })
    const total = row.number('total', { rule: 'nonNegative' })
    const fee = row.number('fee')
    const feeCoin = row.text('feeCoin')?.toUpperCase()
    const symbol = spotSymbol(row, 'market')
    if (row.failed || !executedAt || !side || !price || !amount || !symbol) return
    row.fill({
      symbol: symbol.symbol,
      baseAsset: symbol.baseAsset,
      quoteAsset: symbol.quoteAsset,
      marketType: 'spot',
      side: side.side,
      price,
      quantity: amount.value,
      quoteQuantity: total?.value,
      fee: fee?.value,
      feeAsset: fee ? (feeCoin ?? fee.asset ?? symbol.quoteAsset) : undefined,
      executedAt,
    })
  },
}

export const binanceUsdmTrades: ExchangeLayout = {
  id: 'binance-usdm-trades',
  exchange: 'binance',
  produces: ['fill'],
  columns: {
    time: TIME,
    symbol: ['symbol', 'pair'],
    side: ['side'],
    price: ['price'],
    quantity: ['quantity', 'qty'],
    amount: ['amount'],
    fee: ['fee'],
    realizedProfit: ['realized profit', 'realized pnl', 'realised profit'],
    tradeId: ['trade id', 'tradeid'],
    orderId: ['order id', 'orderid'],
    feeAsset: ['fee asset', 'fee coin', 'commission asset'],
  },
  required: ['time', 'symbol', 'side', 'price', 'quantity', 'amount', 'fee', 'realizedProfit'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  // The current export (`Uid,Time,...`) writes `26-03-17 09:34:12` for 17 March 2026.
  dateHint: 'YY-MM-DD HH:mm:ss',
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'side')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const quantity = row.number('quantity', { required: true, rule: 'positive' })
    const amount = row.number('amount', { rule: 'nonNegative' })
    const fee = row.number('fee')
    const realized = row.decimal('realizedProfit')
    const symbol = symbolField(row, 'symbol')
    if (row.failed || !executedAt || !side || !price || !quantity || !symbol) return
    const tradeId = row.text('tradeId')
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: 'linear',
        side: side.side,
        price,
        quantity: quantity.value,
        quoteQuantity: amount?.value,
        fee: fee?.value,
        // USD-M fees are charged in the margin coin, the pair's quote, unless the row says otherwise.
        feeAsset: fee ? (row.text('feeAsset')?.toUpperCase() ?? fee.asset ?? symbol.quoteAsset) : undefined,
        realizedPnl: realized,
        executedAt,
        exchangeTradeId: tradeId,
        orderId: row.text('orderId'),
      },
      tradeId ? `usdm:${tradeId}` : undefined,
    )
  },
}

const TRANSACTION_KINDS: Readonly<Record<string, LedgerEntryKind>> = {
  FUNDING_FEE: 'funding',
  COMMISSION: 'fee',
  REALIZED_PNL: 'realizedPnl',
  TRANSFER: 'transfer',
  INTERNAL_TRANSFER: 'transfer',
  INSURANCE_CLEAR: 'liquidation',
  LIQUIDATION_FEE: 'liquidation',
  COMMISSION_REBATE: 'rebate',
  API_REBATE: 'rebate',
  REFERRAL_KICKBACK: 'rebate',
  DEPOSIT: 'deposit',
  WITHDRAW: 'withdrawal',
}

export const binanceUsdmTransactions: ExchangeLayout = {
  id: 'binance-usdm-transactions',
  exchange: 'binance',
  produces: ['ledger'],
  columns: {
    time: TIME,
    type: ['type'],
    amount: ['amount'],
    asset: ['asset', 'coin'],
    symbol: ['symbol'],
    transactionId: ['transaction id', 'tranid', 'id'],
  },
  required: ['time', 'type', 'amount', 'asset', 'symbol'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const occurredAt = row.time()
    const type = row.text('type', true)?.toUpperCase().replace(/\s+/g, '_')
    const amount = row.number('amount', { required: true })
    const asset = row.text('asset', true)?.toUpperCase()
    if (row.failed || !occurredAt || !type || !amount || !asset) return
    const transactionId = row.text('transactionId')
    row.ledger(
      {
        kind: TRANSACTION_KINDS[type] ?? 'other',
        asset,
        amount: amount.value,
        symbol: row.text('symbol')?.toUpperCase(),
        occurredAt,
        exchangeTransactionId: transactionId,
        note: TRANSACTION_KINDS[type] ? undefined : type,
      },
      // One transaction id can carry a commission and a realised P&L of the same trade.
      transactionId ? `usdm-tx:${type}:${asset}:${transactionId}` : undefined,
    )
  },
}

export const BINANCE_LAYOUTS: readonly ExchangeLayout[] = [binanceSpot, binanceSpotLegacy, binanceUsdmTrades, binanceUsdmTransactions]
