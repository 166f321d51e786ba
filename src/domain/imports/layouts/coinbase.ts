import type { LedgerEntryKind } from '../../ledger-entry'
import { UTC_ZONE } from '../values/zone'
import { absDecimal, negateDecimal, normaliseAsset } from './common'
import type { ExchangeLayout } from './types'

/**
 * Coinbase transaction report (docs/exchange-formats.md): a preamble before the header, currency symbols and
 * thousands separators inside amounts (`$43,000.00`), times with ` UTC` or `Z`. Buys and sells become
 * fills on `<asset>-<price currency>`; transfers and rewards become ledger entries; conversions are
 * two-coin swaps with no quote leg in the row and are skipped.
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
  parseRow(row) {
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
      const currency = row.text('priceCurrency', true)?.toUpperCase()
      const subtotal = row.number('subtotal')
      const fees = row.number('fees')
      if (row.failed || !quantity || !price || !currency) return
      if (quantity === '0' || quantity === '-0') {
        row.error('MUST_BE_POSITIVE', 'quantity', row.raw('quantity'))
        return
      }
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
          fee: fees?.value,
          feeAsset: fees ? currency : undefined,
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
  },
}

export const COINBASE_LAYOUTS: readonly ExchangeLayout[] = [coinbaseTransactions]
