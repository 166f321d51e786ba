import type { LedgerEntryKind } from '../../ledger-entry'
import { normaliseAsset, sideField, symbolField } from './common'
import type { ExchangeLayout } from './types'

/**
 * Gate.io spot trade history (amounts carry their coin: `123 ALPACA`, `12.3 USDT`) and the account
 * ledger (`no,time,action_desc,action_data,type,change_amount,amount,total`, docs/exchange-formats.md). The ledger's
 * order legs are left to the trade history, which has the prices; deposits, withdrawals, fees, rebates
 * and funding become ledger entries.
 */

export const gateSpot: ExchangeLayout = {
  id: 'gate-spot',
  exchange: 'gate',
  produces: ['fill'],
  columns: {
    no: ['no', 'no.', 'trade id'],
    time: ['time', 'trade time', /^time\s*\(/],
    side: ['trade type', 'side'],
    market: ['market', 'pair', 'currency pair'],
    price: ['deal price', 'price'],
    amount: ['deal amount', 'amount'],
    total: ['total'],
    fee: ['fee'],
    orderId: ['order id', 'order no.'],
  },
  required: ['time', 'side', 'market', 'price', 'amount', 'total', 'fee'],
  timeField: 'time',
  parseRow(row) {
    const executedAt = row.time()
    const side = sideField(row, 'side')
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const amount = row.number('amount', { required: true, rule: 'positive' })
    const total = row.number('total', { rule: 'nonNegative' })
    const fee = row.number('fee')
    const symbol = symbolField(row, 'market')
    if (row.failed || !executedAt || !side || !price || !amount || !symbol) return
    if (amount.asset && normaliseAsset(amount.asset) !== symbol.baseAsset) {
      row.error('ASSET_MISMATCH', 'amount', row.raw('amount'))
      return
    }
    const tradeId = row.text('no')
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: 'spot',
        side: side.side,
        price,
        quantity: amount.value,
        quoteQuantity: total?.value,
        fee: fee?.value,
        // Gate charges the coin received when the cell does not say.
        feeAsset: fee ? normaliseAsset(fee.asset ?? (side.side === 'buy' ? symbol.baseAsset : symbol.quoteAsset)) : undefined,
        executedAt,
        exchangeTradeId: tradeId,
        orderId: row.text('orderId'),
      },
      tradeId ? `spot:${tradeId}` : undefined,
    )
  },
}

function ledgerKind(action: string): LedgerEntryKind | 'trade-leg' {
  const text = action.toLowerCase()
  if (/order (filled|placed|cancel)|dust swap|trade/.test(text)) return 'trade-leg'
  if (/trading fee/.test(text)) return 'fee'
  if (/rebate|kickback|cashback/.test(text)) return 'rebate'
  if (/funding/.test(text)) return 'funding'
  if (/deposit/.test(text)) return 'deposit'
  if (/withdraw/.test(text)) return 'withdrawal'
  if (/transfer/.test(text)) return 'transfer'
  if (/liquidat/.test(text)) return 'liquidation'
  if (/pnl|profit|settle/.test(text)) return 'realizedPnl'
  return 'other'
}

export const gateLedger: ExchangeLayout = {
  id: 'gate-ledger',
  exchange: 'gate',
  produces: ['ledger'],
  columns: {
    no: ['no'],
    time: ['time', /^time\s*\(/],
    action: ['action_desc', 'action desc'],
    actionData: ['action_data', 'action data'],
    asset: ['type', 'currency'],
    change: ['change_amount', 'change amount'],
    balance: ['amount', 'balance'],
  },
  required: ['time', 'action', 'asset', 'change'],
  timeField: 'time',
  parseRow(row) {
    const occurredAt = row.time()
    const action = row.text('action', true)
    const asset = row.text('asset', true)
    const change = row.decimal('change', { required: true })
    if (row.failed || !occurredAt || !action || !asset || change === undefined) return
    const kind = ledgerKind(action)
    if (kind === 'trade-leg') {
      row.skip('NOT_A_TRADE')
      return
    }
    row.ledger({ kind, asset: normaliseAsset(asset), amount: change, occurredAt, note: kind === 'other' ? action : undefined })
  },
}

export const GATE_LAYOUTS: readonly ExchangeLayout[] = [gateSpot, gateLedger]
