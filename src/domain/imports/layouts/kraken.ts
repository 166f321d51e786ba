import type { LedgerEntryKind } from '../../ledger-entry'
import { subtract, parseDecimal, toDecimalString } from '../../decimal'
import { UTC_ZONE } from '../values/zone'
import { normaliseAsset, readSide, symbolField } from './common'
import type { ExchangeLayout } from './types'

/**
 * Kraken `trades.csv` and `ledgers.csv` (docs/exchange-formats.md). Pairs such as `XXBTZEUR`, times in UTC with a
 * varying number of decimals, the fee in the quote coin. A trade with `margin` above zero is a
 * leveraged position (it can be short), so it is read as a linear contract. Rollover in the ledger is
 * funding; `margin` entries are realised margin P&L.
 */

export const krakenTrades: ExchangeLayout = {
  id: 'kraken-trades',
  exchange: 'kraken',
  produces: ['fill'],
  columns: {
    txid: ['txid'],
    orderTxid: ['ordertxid'],
    pair: ['pair'],
    time: ['time'],
    type: ['type'],
    orderType: ['ordertype'],
    price: ['price'],
    cost: ['cost'],
    fee: ['fee'],
    vol: ['vol'],
    margin: ['margin'],
  },
  required: ['txid', 'orderTxid', 'pair', 'time', 'type', 'price', 'cost', 'fee', 'vol'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const executedAt = row.time()
    const typeText = row.text('type', true)
    const side = readSide(typeText)
    if (typeText && !side) row.error('INVALID_SIDE', 'type', typeText)
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const quantity = row.decimal('vol', { required: true, rule: 'positive' })
    const cost = row.decimal('cost', { rule: 'nonNegative' })
    const fee = row.decimal('fee')
    const margin = row.decimal('margin')
    const symbol = symbolField(row, 'pair')
    if (row.failed || !executedAt || !side || !price || !quantity || !symbol) return
    const txid = row.text('txid')
    const leveraged = margin !== undefined && margin !== '0' && !margin.startsWith('-')
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: leveraged ? 'linear' : 'spot',
        side: side.side,
        price,
        quantity,
        quoteQuantity: cost,
        fee,
        feeAsset: fee === undefined ? undefined : symbol.quoteAsset,
        executedAt,
        exchangeTradeId: txid,
        orderId: row.text('orderTxid'),
      },
      txid ? `trade:${txid}` : undefined,
    )
  },
}

const LEDGER_KINDS: Readonly<Record<string, LedgerEntryKind>> = {
  rollover: 'funding',
  margin: 'realizedPnl',
  settled: 'realizedPnl',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  transfer: 'transfer',
  staking: 'other',
  earn: 'other',
  reward: 'other',
  credit: 'other',
  adjustment: 'other',
}

/** Ledger types that are the legs of trades already in trades.csv. */
const TRADE_LEGS = new Set(['trade', 'spend', 'receive', 'conversion'])

export const krakenLedgers: ExchangeLayout = {
  id: 'kraken-ledgers',
  exchange: 'kraken',
  produces: ['ledger'],
  columns: {
    txid: ['txid'],
    refid: ['refid'],
    time: ['time'],
    type: ['type'],
    subtype: ['subtype'],
    asset: ['asset'],
    amount: ['amount'],
    fee: ['fee'],
    balance: ['balance'],
  },
  required: ['txid', 'refid', 'time', 'type', 'asset', 'amount', 'fee', 'balance'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const occurredAt = row.time()
    const type = row.text('type', true)?.toLowerCase()
    const assetText = row.text('asset', true)
    const amount = row.decimal('amount', { required: true })
    const fee = row.decimal('fee')
    if (row.failed || !occurredAt || !type || !assetText || amount === undefined) return
    if (TRADE_LEGS.has(type)) {
      row.skip('NOT_A_TRADE')
      return
    }
    // The ledger's fee is taken on top of the amount: the cash that moved is amount - fee.
    const net = fee === undefined ? amount : toDecimalString(subtract(parseDecimal(amount), parseDecimal(fee)))
    const txid = row.text('txid')
    const kind = LEDGER_KINDS[type] ?? 'other'
    // Kraken writes a withdrawal (or deposit) twice under one refid: pending, with no txid, then
    // settled. The settled row is the movement; the pending one announces it.
    if ((kind === 'withdrawal' || kind === 'deposit') && !txid) {
      row.skip('NOT_A_TRADE')
      return
    }
    row.ledger(
      {
        kind,
        asset: normaliseAsset(assetText),
        amount: net,
        occurredAt,
        exchangeTransactionId: txid,
        note: LEDGER_KINDS[type] && LEDGER_KINDS[type] !== 'other' ? undefined : type,
      },
      txid ? `ledger:${txid}` : undefined,
    )
  },
}

export const KRAKEN_LAYOUTS: readonly ExchangeLayout[] = [krakenTrades, krakenLedgers]
