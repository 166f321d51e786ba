import type { DecimalString, IsoInstant } from '../../common'
import { add, parseDecimal, toDecimalString } from '../../decimal'
import type { MarketType } from '../../trade'
import { absDecimal, isZeroText, negateDecimal, readSide, type SideReading, type SymbolReading, symbolField } from './common'
import { knownOkxContractSize } from './contract-sizes'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * OKX trading history (docs/exchange-formats.md): a metadata line states the zone (`Time Zone:UTC+8`), a BOM starts
 * the header, perpetual sizes are in contracts (`cont`) whose value the file does not give, fees are
 * negative when paid, and funding rows sit among the trades (`Funding fee expense` / `income`).
 * A spot trade is written as one row per coin, both under the trade's `id`: the base coin's row
 * (`Trading Unit` BTC) and the quote coin's (USDT, its `Amount` the quote spent or received). The two
 * are joined into one fill; read alone, the quote row would be a fill of 718 "BTC" that never happened.
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
    priceUnit: ['filled price unit'],
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
        row.ledger({
          kind: /transfer/.test(action) ? 'transfer' : 'other',
          asset,
          amount: change,
          symbol: row.text('symbol')?.toUpperCase(),
          occurredAt: executedAt,
          note: actionText,
        })
      } else row.error('UNKNOWN_TYPE', 'action', actionText)
      return
    }
    const amount = row.decimal('amount', { required: true })
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const fee = row.decimal('fee')
    const symbol = symbolField(row, 'symbol')
    if (row.failed || amount === undefined || !price || !symbol) return
    const marketType = okxMarket(row.text('tradeType'), symbol)
    if (marketType === 'spot') {
      joinSpotLeg(row, {
        symbol,
        side,
        price,
        amount: absDecimal(amount),
        unit: row.text('unit', true)?.toUpperCase() ?? '',
        fee,
        feeUnit: row.text('feeUnit')?.toUpperCase(),
        executedAt,
      })
      return
    }
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
        positionSide: side.positionSide,
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

interface SpotLeg {
  readonly symbol: SymbolReading
  readonly side: SideReading
  readonly price: DecimalString
  /** Of the leg's own coin (`unit`). */
  readonly amount: DecimalString
  readonly unit: string
  /** As written: negative when paid. */
  readonly fee?: DecimalString
  readonly feeUnit?: string
  readonly executedAt: IsoInstant
}

/** Holds the first coin's row of a spot trade; joins it with the other coin's into the trade's one fill. */
function joinSpotLeg(row: RowReader, leg: SpotLeg): void {
  const id = row.text('id')
  const { baseAsset, quoteAsset } = leg.symbol
  const role = leg.unit === baseAsset ? 'base' : leg.unit === quoteAsset ? 'quote' : undefined
  if (leg.amount === '0') row.error('MUST_BE_POSITIVE', 'amount', row.raw('amount'))
  if (!role) row.error('ASSET_MISMATCH', 'unit', row.raw('unit'))
  if (!id) row.error('UNPAIRED_LEG', 'id')
  if (row.failed || !role || !id) return
  const partner = row.pairLeg(`${id}`, role, leg)?.value
  if (!partner) return
  const [base, quote] = role === 'base' ? [leg, partner] : [partner, leg]
  const fees = [base, quote].filter((candidate) => !isZeroText(candidate.fee))
  const feeCoins = new Set(fees.map((candidate) => candidate.feeUnit ?? candidate.unit))
  const sameTrade = partner.symbol.symbol === leg.symbol.symbol && partner.side.side === leg.side.side && partner.price === leg.price && partner.executedAt === leg.executedAt
  if (!sameTrade || feeCoins.size > 1) {
    row.error('LEGS_UNBALANCED')
    return
  }
  const written = fees.reduce((sum, candidate) => add(sum, parseDecimal(candidate.fee ?? '0')), parseDecimal('0'))
  const [feeCoin] = feeCoins
  row.fill(
    {
      symbol: leg.symbol.symbol,
      baseAsset,
      quoteAsset,
      marketType: 'spot',
      side: leg.side.side,
      price: leg.price,
      quantity: base.amount,
      quoteQuantity: quote.amount,
      // OKX writes a paid fee as a negative balance change; a fill's fee is a cost.
      fee: feeCoin ? negateDecimal(toDecimalString(written)) : undefined,
      feeAsset: feeCoin,
      executedAt: leg.executedAt,
      exchangeTradeId: id,
      orderId: row.text('orderId'),
    },
    `trade:${id}`,
  )
}

/**
 * OKEx's 2020 trade export: `Order ID,Trade ID,Trade Time,Pairs,Amount,Price,Total,taker/maker,Fee,unit`.
 * One row per fill; the side is the sign of `Amount` (positive: bought), fees are negative when paid
 * and `unit` is their coin. Times are Beijing time (UTC+8), as OKEx wrote every export then.
 */
export const okexTrades2020: ExchangeLayout = {
  id: 'okex-trades-2020',
  exchange: 'okx',
  produces: ['fill'],
  columns: {
    orderId: ['order id'],
    tradeId: ['trade id'],
    time: ['trade time'],
    pair: ['pairs', 'pair'],
    amount: ['amount'],
    price: ['price'],
    total: ['total'],
    liquidity: ['taker/maker'],
    fee: ['fee'],
    feeUnit: ['unit'],
  },
  required: ['tradeId', 'time', 'pair', 'amount', 'price', 'total', 'fee', 'feeUnit'],
  timeField: 'time',
  defaultZone: { kind: 'fixed', offsetMinutes: 8 * 60 },
  parseRow(row) {
    const executedAt = row.time()
    const amount = row.decimal('amount', { required: true })
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const total = row.decimal('total')
    const fee = row.decimal('fee')
    const symbol = symbolField(row, 'pair')
    if (amount === '0') row.error('MUST_BE_POSITIVE', 'amount', row.raw('amount'))
    if (row.failed || !executedAt || amount === undefined || !price || !symbol) return
    const tradeId = row.text('tradeId')
    const feeUnit = row.text('feeUnit')?.toUpperCase()
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: 'spot',
        side: amount.startsWith('-') ? 'sell' : 'buy',
        price,
        quantity: absDecimal(amount),
        quoteQuantity: total === undefined ? undefined : absDecimal(total),
        // Written negative when paid: a fill's fee is a cost.
        fee: fee === undefined ? undefined : negateDecimal(fee),
        feeAsset: fee === undefined ? undefined : (feeUnit ?? symbol.quoteAsset),
        executedAt,
        exchangeTradeId: tradeId,
        orderId: row.text('orderId'),
      },
      tradeId ? `trade:${tradeId}` : undefined,
    )
  },
}

export const OKX_LAYOUTS: readonly ExchangeLayout[] = [okxTradingHistory, okexTrades2020]
