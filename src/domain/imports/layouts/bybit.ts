import type { DecimalString, IsoInstant } from '../../common'
import type { LedgerEntryKind } from '../../ledger-entry'
import type { MarketType } from '../../trade'
import { UTC_ZONE } from '../values/zone'
import { absDecimal, isZeroText, negateDecimal, readSide, type SideReading, sideField, type SymbolReading, symbolField } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * Bybit exports (docs/exchange-formats.md). Spot has no fee coin: Bybit charges the coin received (the base coin on
 * a buy, the quote coin on a sell). The transaction log mixes trades, funding and liquidations; its
 * `Funding` column is positive when the trader paid. Closed P&L gives one row per closed position with
 * only the close time, net of fees and funding.
 */

function bybitMarket(symbol: SymbolReading, currency?: string): MarketType {
  // BTCUSD, ETHUSD...: Bybit's coin-margined contracts settle in the base coin.
  if (currency) return currency.toUpperCase() === symbol.baseAsset ? 'inverse' : 'linear'
  return symbol.quoteAsset === 'USD' ? 'inverse' : 'linear'
}

export const bybitSpot: ExchangeLayout = {
  id: 'bybit-spot',
  exchange: 'bybit',
  produces: ['fill'],
  columns: {
    pair: ['spot pairs', 'spot pair'],
    orderType: ['order type'],
    direction: ['direction', 'side'],
    value: ['filled value'],
    price: ['filled price'],
    quantity: ['filled quantity', 'filled qty'],
    fee: ['fees', 'trading fee', 'fee'],
    tradeId: ['transaction id', 'trade id'],
    orderId: ['order no.', 'order no', 'order id'],
    time: [/^timestamp/, /^time/],
  },
  required: ['pair', 'direction', 'value', 'price', 'quantity', 'fee', 'time'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'direction')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const quantity = row.decimal('quantity', { required: true, rule: 'positive' })
    const value = row.decimal('value', { rule: 'nonNegative' })
    const fee = row.number('fee')
    const symbol = symbolField(row, 'pair')
    if (row.failed || !executedAt || !side || !price || !quantity || !symbol) return
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
        quoteQuantity: value,
        fee: fee?.value,
        feeAsset: fee ? (fee.asset ?? (side.side === 'buy' ? symbol.baseAsset : symbol.quoteAsset)) : undefined,
        executedAt,
        exchangeTradeId: tradeId,
        orderId: row.text('orderId'),
      },
      tradeId ? `spot:${tradeId}` : undefined,
    )
  },
}

export const bybitClosedPnl: ExchangeLayout = {
  id: 'bybit-closed-pnl',
  exchange: 'bybit',
  produces: ['position'],
  columns: {
    contract: ['contracts', 'contract', 'symbol'],
    direction: ['closing direction'],
    quantity: ['qty', 'quantity'],
    entry: ['entry price'],
    exit: ['exit price'],
    pnl: ['closed p&l', 'closed pnl'],
    exitType: ['exit type'],
    time: [/^trade time/, /^create time/, /^time/],
    orderId: ['order id'],
  },
  required: ['contract', 'direction', 'quantity', 'entry', 'exit', 'pnl', 'time'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const closedAt = row.time()
    const direction = sideField(row, 'direction')
    const quantity = row.decimal('quantity', { required: true, rule: 'positive' })
    const entryPrice = row.decimal('entry', { required: true, rule: 'positive' })
    const exitPrice = row.decimal('exit', { required: true, rule: 'positive' })
    const pnl = row.decimal('pnl', { required: true })
    const symbol = symbolField(row, 'contract')
    if (row.failed || !closedAt || !direction || !quantity || !entryPrice || !exitPrice || pnl === undefined || !symbol) return
    // The closing order's direction: a Sell closes a long.
    const side = direction.positionSide ?? (direction.side === 'sell' ? 'long' : 'short')
    const orderId = row.text('orderId')
    row.position(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: bybitMarket(symbol),
        side,
        quantity,
        entryPrice,
        exitPrice,
        closedAt,
        netPnl: pnl,
        exchangePositionId: orderId,
      },
      orderId ? `closed:${orderId}` : undefined,
    )
  },
}

const TRANSACTION_KINDS: Readonly<Record<string, LedgerEntryKind>> = {
  deposit: 'deposit',
  withdraw: 'withdrawal',
  withdrawal: 'withdrawal',
  transfer_in: 'transfer',
  transfer_out: 'transfer',
  transferin: 'transfer',
  transferout: 'transfer',
  bonus: 'rebate',
  settlement: 'realizedPnl',
  delivery: 'realizedPnl',
}

export const bybitTransactions: ExchangeLayout = {
  id: 'bybit-transactions',
  exchange: 'bybit',
  produces: ['fill', 'ledger'],
  columns: {
    time: ['time', /^time\s*\(/, /^date/],
    currency: ['currency', 'coin'],
    contract: ['contract', 'symbol'],
    type: ['type'],
    direction: ['direction', 'side'],
    quantity: ['quantity', 'qty'],
    position: ['position'],
    price: ['filled price'],
    funding: ['funding'],
    feePaid: ['fee paid'],
    cashFlow: ['cash flow'],
    change: ['change'],
    tradeId: ['trade id', 'tradeid'],
    orderId: ['order id', 'orderid'],
    action: ['action'],
  },
  required: ['time', 'currency', 'contract', 'type', 'direction', 'quantity', 'position', 'price', 'funding', 'feePaid', 'cashFlow'],
  timeField: 'time',
  parseRow(row) {
    const type = row.text('type', true)?.toLowerCase().replace(/\s+/g, '_')
    const occurredAt = row.time()
    const currency = row.text('currency', true)?.toUpperCase()
    if (row.failed || !type || !occurredAt || !currency) return
    // The unified-account log (`Uid,...,Action,Time(UTC)`) writes paid fees and paid funding negative,
    // as the cash they take; the older log wrote both positive when paid.
    const unified = row.has('action')
    if (unified && type === 'trade' && !/open|close/i.test(row.raw('action') ?? '')) {
      readSpotLeg(row, currency, occurredAt)
      return
    }
    if (unified && type === 'settlement') {
      const funding = row.decimal('funding', { required: true })
      if (funding === undefined) return
      row.ledger({ kind: 'funding', asset: currency, amount: funding, symbol: row.text('contract')?.toUpperCase(), occurredAt })
      return
    }
    if (type === 'trade' || type === 'liquidation' || type === 'adl' || type === 'bust') {
      const side = readSide(row.text('direction', true))
      if (!side && row.raw('direction') !== undefined) row.error('INVALID_SIDE', 'direction', row.raw('direction'))
      const quantity = row.decimal('quantity', { required: true })
      const price = row.decimal('price', { required: true, rule: 'positive' })
      const fee = row.decimal('feePaid')
      const symbol = symbolField(row, 'contract')
      if (row.failed || !side || !quantity || !price || !symbol) return
      const tradeId = row.text('tradeId')
      const marketType = bybitMarket(symbol, currency)
      row.fill(
        {
          symbol: symbol.symbol,
          baseAsset: symbol.baseAsset,
          quoteAsset: symbol.quoteAsset,
          marketType,
          side: side.side,
          price,
          quantity: absDecimal(quantity),
          // Inverse sizes are in USD, one dollar per contract.
          contractSize: marketType === 'inverse' ? '1' : undefined,
          fee: fee !== undefined && unified ? negateDecimal(fee) : fee,
          feeAsset: fee ? currency : undefined,
          executedAt: occurredAt,
          exchangeTradeId: tradeId,
          orderId: row.text('orderId'),
        },
        tradeId ? `deriv:${tradeId}` : undefined,
      )
      return
    }
    if (type === 'funding') {
      const funding = row.decimal('funding', { required: true })
      if (funding === undefined) return
      row.ledger({ kind: 'funding', asset: currency, amount: negateDecimal(funding), symbol: row.text('contract')?.toUpperCase(), occurredAt })
      return
    }
    const amount = row.decimal('change') ?? row.decimal('cashFlow', { required: true })
    if (amount === undefined) return
    row.ledger({
      kind: TRANSACTION_KINDS[type] ?? 'other',
      asset: currency,
      amount,
      symbol: row.text('contract')?.toUpperCase(),
      occurredAt,
      note: TRANSACTION_KINDS[type] ? undefined : type,
    })
  },
}

interface SpotLeg {
  readonly symbol: SymbolReading
  readonly side: SideReading
  readonly price: DecimalString
  /** Of the leg's own coin, signed as the balance moved. */
  readonly quantity: DecimalString
  readonly currency: string
  /** As written: negative when paid. */
  readonly feePaid?: DecimalString
  readonly executedAt: IsoInstant
}

/**
 * A spot trade in the unified-account log is two rows, one per coin (`BTC` -0.00003 and `EUR`
 * +1.615287 on BTCEUR), with no trade id: they share pair, time, direction and price. Read alone,
 * the base coin's row looks like a coin-margined contract and the quote coin's like a fill of 1.6 BTC.
 */
function readSpotLeg(row: RowReader, currency: string, executedAt: IsoInstant): void {
  const side = sideField(row, 'direction')
  const quantity = row.decimal('quantity', { required: true })
  const price = row.decimal('price', { required: true, rule: 'positive' })
  const feePaid = row.decimal('feePaid')
  const symbol = symbolField(row, 'contract')
  if (quantity === '0') row.error('MUST_BE_POSITIVE', 'quantity', row.raw('quantity'))
  if (row.failed || !side || quantity === undefined || !price || !symbol) return
  const role = currency === symbol.baseAsset ? 'base' : currency === symbol.quoteAsset ? 'quote' : undefined
  if (!role) {
    row.error('ASSET_MISMATCH', 'currency', currency)
    return
  }
  const leg: SpotLeg = { symbol, side, price, quantity, currency, feePaid, executedAt }
  const key = [symbol.symbol, executedAt, side.side, price, row.text('orderId') ?? '', row.text('tradeId') ?? ''].join('\u0000')
  const partner = row.pairLeg(key, role, leg)?.value
  if (!partner) return
  const [base, quote] = role === 'base' ? [leg, partner] : [partner, leg]
  const fees = [base, quote].filter((candidate) => !isZeroText(candidate.feePaid))
  // A buy takes in the base coin and pays the quote; a sell the other way round.
  const flows = side.side === 'buy' ? !base.quantity.startsWith('-') && quote.quantity.startsWith('-') : base.quantity.startsWith('-') && !quote.quantity.startsWith('-')
  if (fees.length > 1 || !flows) {
    row.error('LEGS_UNBALANCED')
    return
  }
  const [charged] = fees
  row.fill({
    symbol: symbol.symbol,
    baseAsset: symbol.baseAsset,
    quoteAsset: symbol.quoteAsset,
    marketType: 'spot',
    side: side.side,
    price,
    quantity: absDecimal(base.quantity),
    quoteQuantity: absDecimal(quote.quantity),
    // Written negative when paid: a fill's fee is a cost.
    fee: charged?.feePaid === undefined ? undefined : negateDecimal(charged.feePaid),
    feeAsset: charged?.currency,
    executedAt,
    orderId: row.text('orderId'),
  })
}

export const BYBIT_LAYOUTS: readonly ExchangeLayout[] = [bybitSpot, bybitClosedPnl, bybitTransactions]
