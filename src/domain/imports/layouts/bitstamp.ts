import type { LedgerEntryKind } from '../../ledger-entry'
import { UTC_ZONE } from '../values/zone'
import { absDecimal, isZeroText, negateDecimal, normaliseAsset, readSide } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * Bitstamp transactions. The current export names each amount's currency in its own column
 * (`Amount,Amount currency,Value,Value currency,Rate,...,Fee,Fee currency`); the older one writes it
 * inside the value (`0.5 BTC`) with dates like `Jan. 02, 2024, 10:00 AM`. Both in UTC.
 */

function ledgerKind(type: string): LedgerEntryKind {
  const text = type.toLowerCase()
  if (/deposit/.test(text)) return 'deposit'
  if (/withdrawal|payment/.test(text)) return 'withdrawal'
  if (/transfer|sub account/.test(text)) return 'transfer'
  return 'other'
}

interface Amounts {
  readonly base?: { value: string; asset?: string }
  readonly quote?: { value: string; asset?: string }
  readonly rate?: { value: string; asset?: string }
  readonly fee?: { value: string; asset?: string }
}

function emit(row: RowReader, typeText: string, subtypeField: string, amounts: Amounts, currencies: { base?: string; quote?: string; fee?: string }, id?: string): void {
  const occurredAt = row.time()
  if (row.failed || !occurredAt) return
  const type = typeText.toLowerCase()
  const baseAsset = normaliseAsset(currencies.base ?? amounts.base?.asset ?? '')
  const idKey = id ? `tx:${id}` : undefined
  if (type === 'market' || type === 'limit' || type === 'trade' || type === 'instant') {
    const side = readSide(row.text(subtypeField, true))
    if (!side && row.raw(subtypeField)) row.error('INVALID_SIDE', subtypeField, row.raw(subtypeField))
    const quoteAsset = normaliseAsset(currencies.quote ?? amounts.quote?.asset ?? amounts.rate?.asset ?? '')
    if (!amounts.base) row.error('MISSING_VALUE', 'amount')
    if (!amounts.rate) row.error('MISSING_VALUE', 'rate')
    if (amounts.rate && amounts.rate.value.startsWith('-')) row.error('MUST_BE_POSITIVE', 'rate', row.raw('rate'))
    if (!baseAsset || !quoteAsset) row.error('UNKNOWN_SYMBOL', 'amount', row.raw('amount'))
    if (row.failed || !side || !amounts.base || !amounts.rate) return
    const feeAsset = currencies.fee ?? amounts.fee?.asset
    row.fill(
      {
        symbol: `${baseAsset}/${quoteAsset}`,
        baseAsset,
        quoteAsset,
        marketType: 'spot',
        side: side.side,
        price: amounts.rate.value,
        quantity: absDecimal(amounts.base.value),
        quoteQuantity: amounts.quote ? absDecimal(amounts.quote.value) : undefined,
        fee: amounts.fee?.value,
        feeAsset: amounts.fee ? normaliseAsset(feeAsset ?? quoteAsset) : undefined,
        executedAt: occurredAt,
        exchangeTradeId: id,
      },
      idKey,
    )
    return
  }
  if (!amounts.base || !baseAsset) {
    row.error('MISSING_VALUE', 'amount')
    return
  }
  const kind = ledgerKind(typeText)
  const magnitude = absDecimal(amounts.base.value)
  row.ledger(
    {
      kind,
      asset: baseAsset,
      amount: kind === 'withdrawal' ? negateDecimal(magnitude) : amounts.base.value,
      occurredAt,
      exchangeTransactionId: id,
      note: kind === 'other' ? typeText : undefined,
    },
    idKey,
  )
  // A withdrawal's fee leaves the account too (Bitstamp charges it on top of the amount sent).
  if (kind === 'withdrawal' && amounts.fee && !isZeroText(amounts.fee.value)) {
    row.ledger(
      {
        kind: 'fee',
        asset: normaliseAsset(currencies.fee ?? amounts.fee.asset ?? baseAsset),
        amount: negateDecimal(absDecimal(amounts.fee.value)),
        occurredAt,
        exchangeTransactionId: id,
      },
      idKey ? `${idKey}:fee` : undefined,
    )
  }
}

export const bitstampTransactions: ExchangeLayout = {
  id: 'bitstamp-transactions',
  exchange: 'bitstamp',
  produces: ['fill', 'ledger'],
  columns: {
    id: ['id'],
    account: ['account'],
    type: ['type'],
    subtype: ['subtype', 'sub type'],
    time: ['datetime'],
    amount: ['amount'],
    amountCurrency: ['amount currency'],
    value: ['value'],
    valueCurrency: ['value currency'],
    rate: ['rate'],
    rateCurrency: ['rate currency'],
    fee: ['fee'],
    feeCurrency: ['fee currency'],
    orderId: ['order id'],
  },
  required: ['type', 'subtype', 'time', 'amount', 'amountCurrency', 'value', 'valueCurrency', 'rate', 'fee', 'feeCurrency'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const type = row.text('type', true)
    if (!type) return
    emit(
      row,
      type,
      'subtype',
      { base: row.number('amount'), quote: row.number('value'), rate: row.number('rate'), fee: row.number('fee') },
      { base: row.text('amountCurrency'), quote: row.text('valueCurrency') ?? row.text('rateCurrency'), fee: row.text('feeCurrency') },
      row.text('id'),
    )
  },
}

export const bitstampTransactionsLegacy: ExchangeLayout = {
  id: 'bitstamp-transactions-legacy',
  exchange: 'bitstamp',
  produces: ['fill', 'ledger'],
  columns: {
    type: ['type'],
    time: ['datetime'],
    account: ['account'],
    amount: ['amount'],
    value: ['value'],
    rate: ['rate'],
    fee: ['fee'],
    subtype: ['sub type', 'subtype'],
  },
  required: ['type', 'time', 'account', 'amount', 'value', 'rate', 'fee', 'subtype'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    const type = row.text('type', true)
    if (!type) return
    emit(row, type, 'subtype', { base: row.number('amount'), quote: row.number('value'), rate: row.number('rate'), fee: row.number('fee') }, {})
  },
}

export const BITSTAMP_LAYOUTS: readonly ExchangeLayout[] = [bitstampTransactions, bitstampTransactionsLegacy]
