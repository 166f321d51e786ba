import { canonicalDecimal } from '../../src/domain/decimal/decimal.ts'
import { sha256Hex } from '../../src/domain/imports/dedupe/sha256.ts'
import type { CcxtExchange, CcxtMarket, CcxtTrade, SyncedExchange } from './client.ts'
import { ExchangeSyncError } from './errors.ts'

/**
 * Exchange answers into the journal's server rows (`fills` and `ledger_entries`, the same `doc`
 * shape as a CSV import writes: src/domain/fill.ts, ledger-entry.ts). Every value is checked first:
 * an answer that is not a fill the journal can hold is refused (`bad_answer`), never stored.
 */

export interface FillDoc {
  readonly accountId: string
  readonly importId: string
  readonly exchange: string
  readonly symbol: string
  readonly baseAsset: string
  readonly quoteAsset: string
  readonly marketType: 'spot' | 'linear' | 'inverse'
  readonly side: 'buy' | 'sell'
  readonly price: string
  readonly quantity: string
  readonly contractSize?: string
  readonly quoteQuantity?: string
  readonly fee?: string
  readonly feeAsset?: string
  readonly realizedPnl?: string
  readonly executedAt: string
  readonly exchangeTradeId: string
  readonly orderId?: string
  readonly dedupeKey: string
  readonly rowNumber: number
  readonly createdAt: string
  readonly updatedAt: string
}

export interface LedgerDoc {
  readonly accountId: string
  readonly importId: string
  readonly exchange: string
  readonly kind: 'funding'
  readonly asset: string
  readonly amount: string
  readonly symbol: string
  readonly occurredAt: string
  readonly exchangeTransactionId: string
  readonly dedupeKey: string
  readonly rowNumber: number
  readonly createdAt: string
  readonly updatedAt: string
}

export interface RowContext {
  readonly exchange: SyncedExchange
  readonly accountId: string
  readonly importId: string
  readonly now: string
}

const refuse = (what: string): never => {
  throw new ExchangeSyncError('bad_answer', `exchange answer refused: ${what}`)
}

const ASSET = /^[A-Z0-9]{1,20}$/
const ID = /^[A-Za-z0-9_-]{1,64}$/
/** An OKX bill id: its fills' and funding fees' id, and the key both are stored under (okx.ts). */
export const OKX_BILL_ID = /^\d{1,20}$/
/** From 2009 (the first crypto trade) to a day ahead of now: anything else is a broken answer. */
const EARLIEST = Date.UTC(2009, 0, 1)

function decimalText(client: CcxtExchange, value: unknown, what: string, options: { positive?: boolean } = {}): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? client.numberToString(value) : typeof value === 'string' ? value : refuse(what)
  let canonical: string
  try {
    canonical = canonicalDecimal(text)
  } catch {
    return refuse(what)
  }
  if (options.positive && (canonical.startsWith('-') || /^0(\.0+)?$/.test(canonical))) refuse(what)
  return canonical
}

function instantOf(timestamp: unknown, what: string): string {
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp < EARLIEST || timestamp > Date.now() + 86_400_000) refuse(what)
  return new Date(timestamp as number).toISOString()
}

const marketTypeOf = (market: CcxtMarket): FillDoc['marketType'] => (market.spot ? 'spot' : market.inverse ? 'inverse' : 'linear')

/**
 * A stable row id from the user, the account and the dedupe key (SHA-256, shaped as a UUID): the
 * same fill synced twice, or by two runs at once, is the same row.
 */
export function rowIdFor(userId: string, accountId: string, dedupeKey: string): string {
  const hex = sha256Hex(`${userId}\u001f${accountId}\u001f${dedupeKey}`)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * A fill's dedupe key. Where the exchange's CSV export carries the same id, the key is the one its
 * CSV import builds (src/domain/imports/layouts), so a fill imported from the CSV and synced from the
 * API is one fill, whichever came first: the server skips a key the account already holds (store.ts),
 * a device's import skips one already on the device. The ids must be unique across the account, or
 * two real fills would merge:
 * - Bybit: `bybit:spot:<execId>` (the spot export's Transaction ID) and `bybit:deriv:<execId>` (the
 *   transaction log's Trade ID) for linear and inverse alike. Bybit's execution ids are unique per
 *   account (a UUID for contracts, one sequence for spot). The unified-account log writes no id: its
 *   rows are keyed by a hash of their values, which no API answer reproduces, so they stay apart.
 * - OKX: `okx:trade:<billId>`. The trading-history export's `id` is the bill id (funding bills carry
 *   it too, and a spot trade's two coin rows share it), unique per account; OKX's trade id is not
 *   (it counts per instrument), so the API key never uses it.
 * - Binance: its spot exports carry no id, and its USDⓈ-M export's Trade ID counts per symbol, so
 *   the API key keeps the market and the id (`binance:api:<type>:<symbol>:<id>`) and matches no CSV.
 */
export function fillDedupeKey(exchange: SyncedExchange, marketType: FillDoc['marketType'], market: CcxtMarket, trade: CcxtTrade, id: string): string {
  switch (exchange) {
    case 'bybit':
      return `bybit:${marketType === 'spot' ? 'spot' : 'deriv'}:${id}`
    case 'okx': {
      const billId = typeof trade.info.billId === 'string' && OKX_BILL_ID.test(trade.info.billId) ? trade.info.billId : refuse('billId')
      return `okx:trade:${billId}`
    }
    case 'binance':
      return `binance:api:${marketType}:${market.id}:${id}`
  }
}

export function fillFromTrade(client: CcxtExchange, market: CcxtMarket, trade: CcxtTrade, context: RowContext, rowNumber: number): FillDoc {
  if (trade.symbol !== market.symbol) refuse('a fill of another market')
  const id = typeof trade.id === 'string' && ID.test(trade.id) ? trade.id : refuse('trade id')
  const side = trade.side === 'buy' || trade.side === 'sell' ? trade.side : refuse('side')
  const feeAsset = trade.fee?.currency
  if (feeAsset !== undefined && !ASSET.test(feeAsset)) refuse('fee coin')
  const marketType = marketTypeOf(market)
  const realized = marketType === 'spot' ? undefined : trade.info.realizedPnl
  const dedupeKey = fillDedupeKey(context.exchange, marketType, market, trade, id)
  return {
    accountId: context.accountId,
    importId: context.importId,
    exchange: context.exchange,
    symbol: market.id,
    baseAsset: ASSET.test(market.base) ? market.base : refuse('base coin'),
    quoteAsset: ASSET.test(market.quote) ? market.quote : refuse('quote coin'),
    marketType,
    side,
    price: decimalText(client, trade.price, 'price', { positive: true }),
    quantity: decimalText(client, trade.amount, 'quantity', { positive: true }),
    ...(marketType !== 'spot' && market.contractSize !== undefined && market.contractSize !== 1
      ? { contractSize: decimalText(client, market.contractSize, 'contract size', { positive: true }) }
      : {}),
    // ccxt's cost of an inverse fill is in the coin (Bybit's execValue, Binance's baseQty), not a quote value.
    ...(trade.cost !== undefined && marketType !== 'inverse' ? { quoteQuantity: decimalText(client, trade.cost, 'cost') } : {}),
    ...(trade.fee?.cost !== undefined ? { fee: decimalText(client, trade.fee.cost, 'fee'), ...(feeAsset ? { feeAsset } : {}) } : {}),
    ...(realized !== undefined && realized !== null ? { realizedPnl: decimalText(client, realized, 'realised P&L') } : {}),
    executedAt: instantOf(trade.timestamp, 'time'),
    exchangeTradeId: id,
    ...(typeof trade.order === 'string' && ID.test(trade.order) ? { orderId: trade.order } : {}),
    dedupeKey,
    rowNumber,
    createdAt: context.now,
    updatedAt: context.now,
  }
}

export interface FundingPayment {
  readonly id: unknown
  readonly symbol: unknown
  readonly asset: unknown
  readonly amount: unknown
  readonly time: unknown
}

export function ledgerFromFunding(client: CcxtExchange, payment: FundingPayment, context: RowContext, rowNumber: number): LedgerDoc {
  const id = typeof payment.id === 'string' || typeof payment.id === 'number' ? String(payment.id) : refuse('funding id')
  if (!ID.test(id)) refuse('funding id')
  const symbol = typeof payment.symbol === 'string' && /^[A-Z0-9_-]{1,40}$/.test(payment.symbol) ? payment.symbol : refuse('funding symbol')
  const asset = typeof payment.asset === 'string' && ASSET.test(payment.asset) ? payment.asset : refuse('funding coin')
  return {
    accountId: context.accountId,
    importId: context.importId,
    exchange: context.exchange,
    kind: 'funding',
    asset,
    amount: decimalText(client, payment.amount, 'funding amount'),
    symbol,
    occurredAt: instantOf(payment.time, 'funding time'),
    exchangeTransactionId: id,
    // OKX's trading-history export lists funding fees under their bill id, as its import keys them.
    dedupeKey: context.exchange === 'okx' ? `okx:bill:${id}` : `${context.exchange}:api:funding:${id}`,
    rowNumber,
    createdAt: context.now,
    updatedAt: context.now,
  }
}
