import type { DecimalString } from '../../common'
import type { MarketType } from '../../trade'
import { absDecimal, negateDecimal, readSide, type SymbolReading, symbolField } from './common'
import { knownOkxContractSize } from './contract-sizes'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * OKX trading history (docs/exchange-formats.md): a metadata line states the zone (`Time Zone:UTC+8`), a BOM starts
 * the header, perpetual sizes are in contracts (`cont`) whose value the file does not give, fees are
 * negative when paid, and funding rows sit among the trades (`Funding fee expense` / `income`).
 */

function okxMarket(tradeType: string | undefined, symbol: SymbolReading): MarketType {
  const type = (tradeType ?? '').toLowerCase()
  if (type === 'margin') return 'linear'
  if (type === 'spot') return 'spot'
  if (symbol.derivative || /swap|perp|future|expiry/.test(type)) return symbol.quoteAsset === 'USD' ? 'inverse' : 'linear'
  return 'spot'
}

interface Size {
  readonly quantity: DecimalString
  readonly contractSize?: DecimalString
}

/** The size in the layout's terms: contracts with their value, or base units. */
function okxSize(row: RowReader, amount: DecimalString, unit: string | undefined, symbol: SymbolReading, marketType: MarketType): Size | undefined {
  const quantity = absDecimal(amount)
  const normalisedUnit = (unit ?? '').trim().toLowerCase()
  if (normalisedUnit === 'cont' || normalisedUnit === 'contract' || normalisedUnit === 'contracts') {
    const contractSize = row.context.contractSize(symbol.symbol) ?? knownOkxContractSize(symbol.symbol)
    if (!contractSize) {
      row.error('CONTRACT_SIZE_UNKNOWN', 'unit', unit)
      return undefined
    }
    return { quantity, contractSize }
  }
  // Sizes shown in USD on a coin-margined contract are face value: one dollar per "contract".
  if (marketType === 'inverse') return { quantity, contractSize: '1' }
  return { quantity }
}

export const okxTradingHistory: ExchangeLayout = {
  id: 'okx-trading-history',
  exchange: 'okx',
  produces: ['fill', 'ledger'],
  columns: {
    id: ['id'],
    orderId: ['order id'],
    time: ['time', /^time\s*\(/],
    tradeType: ['trade type'],
    symbol: ['symbol', 'instrument'],
    action: ['action'],
    amount: ['amount'],
    unit: ['trading unit'],
    price: ['filled price', 'price'],
    pnl: ['pnl', 'pl'],
    fee: ['fee'],
    feeUnit: ['fee unit'],
    balanceChange: ['balance change'],
    balanceUnit: ['balance unit'],
  },
  required: ['id', 'time', 'tradeType', 'symbol', 'action', 'amount', 'unit', 'price', 'fee'],
  timeField: 'time',
  parseRow(row) {
    const executedAt = row.time()
    const actionText = row.text('action', true)
    if (row.failed || !executedAt || !actionText) return
    const action = actionText.toLowerCase()
    if (action.includes('funding')) {
      const amount = row.decimal('balanceChange') ?? row.decimal('pnl', { required: true })
      const asset = (row.text('balanceUnit') ?? row.text('feeUnit'))?.toUpperCase()
      if (amount === undefined || !asset) {
        if (!asset) row.error('MISSING_VALUE', 'balanceUnit')
        return
      }
      // The sign follows the words, whatever sign the cell carries.
      const magnitude = absDecimal(amount)
      const id = row.text('id')
      row.ledger(
        {
          kind: 'funding',
          asset,
          amount: action.includes('expense') ? negateDecimal(magnitude) : magnitude,
          symbol: row.text('symbol')?.toUpperCase(),
          occurredAt: executedAt,
          exchangeTransactionId: id,
        },
        id ? `bill:${id}` : undefined,
      )
      return
    }
    const side = readSide(actionText)
    if (!side) {
      const change = row.decimal('balanceChange')
      const asset = row.text('balanceUnit')?.toUpperCase()
      if (change !== undefined && asset) {
        row.ledger({ kind: /transfer/.test(action) ? 'transfer' : 'other', asset, amount: change, symbol: row.text('symbol')?.toUpperCase(), occurredAt: executedAt, note: actionText })
      } else row.error('UNKNOWN_TYPE', 'action', actionText)
      return
    }
    const amount = row.decimal('amount', { required: true })
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const fee = row.decimal('fee')
    const symbol = symbolField(row, 'symbol')
    if (row.failed || amount === undefined || !price || !symbol) return
    const marketType = okxMarket(row.text('tradeType'), symbol)
    const size = okxSize(row, amount, row.text('unit'), symbol, marketType)
    if (!size || size.quantity === '0') {
      if (size) row.error('MUST_BE_POSITIVE', 'amount', row.raw('amount'))
      return
    }
    const id = row.text('id')
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType,
        side: side.side,
        positionSide: marketType === 'spot' ? undefined : side.positionSide,
        price,
        quantity: size.quantity,
        contractSize: size.contractSize,
        // OKX writes a paid fee as a negative balance change; a fill's fee is a cost.
        fee: fee === undefined ? undefined : negateDecimal(fee),
        feeAsset: fee === undefined ? undefined : (row.text('feeUnit')?.toUpperCase() ?? symbol.quoteAsset),
        realizedPnl: row.decimal('pnl'),
        executedAt,
        exchangeTradeId: id,
        orderId: row.text('orderId'),
      },
      id ? `trade:${id}` : undefined,
    )
  },
}

export const OKX_LAYOUTS: readonly ExchangeLayout[] = [okxTradingHistory]
