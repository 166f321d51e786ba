import type { LedgerEntryKind } from '../../ledger-entry'
import type { MarketType } from '../../trade'
import { parseSymbol } from '../../trades/symbol'
import { absDecimal, negateDecimal, normaliseAsset, type SymbolReading } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * Bitfinex trades (`#,PAIR,AMOUNT,PRICE,FEE,FEE PERC,FEE CURRENCY,DATE,ORDER ID`): the amount is signed
 * (negative sells), fees are negative when paid, dates are `DD-MM-YY HH:mm:ss` in the zone the trader
 * set on the site. Perpetuals look like `BTCF0:USTF0` (USDt-margined). The ledger's descriptions say
 * what each line is.
 */

/** `tBTCUSD`, `BTC/USD`, `BTCF0:USTF0` → coins; Bitfinex calls USDT `UST`. */
function bitfinexSymbol(row: RowReader, field: string): (SymbolReading & { marketType: MarketType }) | undefined {
  const text = row.text(field, true)
  if (!text) return undefined
  const upper = text.trim().toUpperCase()
  const perpetual = /^([A-Z0-9]+)F0:([A-Z]+)F0$/.exec(upper)
  const rename = (asset: string) => (asset === 'UST' ? 'USDT' : normaliseAsset(asset))
  if (perpetual?.[1] && perpetual[2]) {
    return { symbol: upper, baseAsset: rename(perpetual[1]), quoteAsset: rename(perpetual[2]), derivative: true, inverseHint: false, marketType: 'linear' }
  }
  // The API's `tBTCUSD` (lower-case t); USDT is `UST` on Bitfinex.
  const plain = (text.trim().startsWith('t') ? upper.slice(1) : upper).replace(':', '/').replace(/UST$/, 'USDT')
  const parsed = parseSymbol(plain)
  if (!parsed) {
    row.error('UNKNOWN_SYMBOL', field, text)
    return undefined
  }
  return {
    symbol: parsed.symbol,
    baseAsset: rename(parsed.baseAsset),
    quoteAsset: rename(parsed.quoteAsset),
    derivative: parsed.derivative,
    inverseHint: false,
    marketType: 'spot',
  }
}

export const bitfinexTrades: ExchangeLayout = {
  id: 'bitfinex-trades',
  exchange: 'bitfinex',
  produces: ['fill'],
  columns: {
    id: ['#'],
    pair: ['pair'],
    amount: ['amount'],
    price: ['price'],
    fee: ['fee'],
    feeCurrency: ['fee currency'],
    time: ['date'],
    orderId: ['order id'],
  },
  required: ['id', 'pair', 'amount', 'price', 'fee', 'feeCurrency', 'time'],
  timeField: 'time',
  dateFormat: 'DD-MM-YY HH:mm:ss',
  parseRow(row) {
    const executedAt = row.time()
    const amount = row.decimal('amount', { required: true })
    const price = row.decimal('price', { required: true, rule: 'positive' })
    const fee = row.decimal('fee')
    const symbol = bitfinexSymbol(row, 'pair')
    if (row.failed || !executedAt || amount === undefined || !price || !symbol) return
    if (amount === '0') {
      row.error('MUST_BE_POSITIVE', 'amount', row.raw('amount'))
      return
    }
    const id = row.text('id')
    const feeCurrency = row.text('feeCurrency')
    row.fill(
      {
        symbol: symbol.symbol,
        baseAsset: symbol.baseAsset,
        quoteAsset: symbol.quoteAsset,
        marketType: symbol.marketType,
        side: amount.startsWith('-') ? 'sell' : 'buy',
        price,
        quantity: absDecimal(amount),
        fee: fee === undefined ? undefined : negateDecimal(fee),
        feeAsset: fee === undefined ? undefined : feeCurrency ? (feeCurrency.toUpperCase() === 'UST' ? 'USDT' : normaliseAsset(feeCurrency)) : symbol.quoteAsset,
        executedAt,
        exchangeTradeId: id,
        orderId: row.text('orderId'),
      },
      id ? `trade:${id}` : undefined,
    )
  },
}

function ledgerKind(description: string): LedgerEntryKind | 'trade-leg' {
  const text = description.toLowerCase()
  if (/^exchange |\bexchange \d/.test(text)) return 'trade-leg'
  if (/trading fee/.test(text)) return 'fee'
  if (/funding (cost|payment|charge)|position .*funding|margin funding/.test(text)) return 'funding'
  if (/rebate|affiliate/.test(text)) return 'rebate'
  if (/deposit/.test(text)) return 'deposit'
  if (/withdraw/.test(text)) return 'withdrawal'
  if (/transfer/.test(text)) return 'transfer'
  if (/liquidat/.test(text)) return 'liquidation'
  if (/settlement|position .*(closed|claim)/.test(text)) return 'realizedPnl'
  return 'other'
}

export const bitfinexLedger: ExchangeLayout = {
  id: 'bitfinex-ledger',
  exchange: 'bitfinex',
  produces: ['ledger'],
  columns: {
    id: ['#'],
    description: ['description'],
    currency: ['currency'],
    amount: ['amount'],
    balance: ['balance'],
    time: ['date'],
    wallet: ['wallet'],
  },
  required: ['description', 'currency', 'amount', 'balance', 'time', 'wallet'],
  timeField: 'time',
  dateFormat: 'DD-MM-YY HH:mm:ss',
  parseRow(row) {
    const occurredAt = row.time()
    const description = row.text('description', true)
    const currency = row.text('currency', true)
    const amount = row.decimal('amount', { required: true })
    if (row.failed || !occurredAt || !description || !currency || amount === undefined) return
    const kind = ledgerKind(description)
    if (kind === 'trade-leg') {
      row.skip('NOT_A_TRADE')
      return
    }
    // Descriptions name the market in parentheses: `... (BTCF0:USTF0) ...`.
    const market = kind === 'funding' || kind === 'fee' || kind === 'realizedPnl' ? /\(([A-Z0-9]{5,}(?::[A-Z0-9]+)?)\)/.exec(description.toUpperCase())?.[1] : undefined
    const id = row.text('id')
    row.ledger(
      {
        kind,
        asset: currency.toUpperCase() === 'UST' ? 'USDT' : normaliseAsset(currency),
        amount,
        symbol: market,
        occurredAt,
        exchangeTransactionId: id,
        note: description,
      },
      id ? `ledger:${id}` : undefined,
    )
  },
}

export const BITFINEX_LAYOUTS: readonly ExchangeLayout[] = [bitfinexTrades, bitfinexLedger]
