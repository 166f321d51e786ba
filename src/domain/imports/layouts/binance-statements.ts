import { abs, add, type Decimal, divide, negate, parseDecimal, sign, toDecimalString } from '../../decimal'
import type { LedgerEntryKind } from '../../ledger-entry'
import { KNOWN_QUOTES } from '../../trades/symbol'
import { UTC_ZONE } from '../values/zone'
import { normaliseAsset } from './common'
import type { RowReader } from './row-reader'
import type { ExchangeLayout } from './types'

/**
 * Binance 'all statements' (`User_ID,UTC_Time,Account,Operation,Coin,Change,Remark`): one row per coin
 * movement, so a spot trade is two or three rows at the same second: the coin received, the coin
 * spent (both `Buy`/`Sell`, or `Transaction Buy`/`Spend`/`Sold`/`Revenue`/`Related`) and the `Fee`.
 * The rows of one second and account are read together and joined into one fill: base and quote from
 * the operation (`Buy`: the coin received is the base) or, for `Transaction Related`, from which coin is
 * a quote coin; the fee coin from the fee rows. Several trades of one pair in the same second join into
 * one fill at their average price. Legs that do not make exactly one coin received and one spent, with
 * fees in a single coin, are UNJOINED_LEG errors, never fills. Deposits, withdrawals, transfers,
 * futures fees, funding and realised P&L become ledger entries; conversions and dust sweeps are swaps
 * with no pair and are skipped; any other operation (interest, airdrops) is kept as an `other` entry.
 */

type LegHint = 'buy' | 'sell' | 'either'

const TRADE_LEGS: Readonly<Record<string, LegHint>> = {
  buy: 'buy',
  'transaction buy': 'buy',
  'transaction spend': 'buy',
  sell: 'sell',
  'transaction sold': 'sell',
  'transaction revenue': 'sell',
  'transaction related': 'either',
  'large otc trading': 'either',
}

const FEE_OPERATIONS = new Set(['fee', 'transaction fee'])

const SWAPS = new Set(['binance convert', 'small assets exchange bnb', 'small assets exchange'])

const LEDGER_KINDS: Readonly<Record<string, LedgerEntryKind>> = {
  deposit: 'deposit',
  'fiat deposit': 'deposit',
  withdraw: 'withdrawal',
  withdrawal: 'withdrawal',
  'fiat withdraw': 'withdrawal',
  'funding fee': 'funding',
  'realize profit and loss': 'realizedPnl',
  'realized profit and loss': 'realizedPnl',
  'insurance fund compensation': 'liquidation',
  'liquidation fee': 'liquidation',
  'referral kickback': 'rebate',
  'commission rebate': 'rebate',
  'commission history': 'rebate',
  'referrer rebates': 'rebate',
}

/** Futures accounts write their trades elsewhere: a `Fee` there is a commission, not a spot leg. */
const FUTURES_ACCOUNT = /futures|usd[sⓢ]?-m|coin-m/i

function operationOf(row: RowReader): string {
  return (row.raw('operation') ?? '').toLowerCase().replace(/\s+/g, ' ')
}

interface Movement {
  readonly row: RowReader
  readonly coin: string
  readonly change: Decimal
}

function movement(row: RowReader): Movement | undefined {
  const coin = row.text('coin', true)
  const change = row.decimal('change', { required: true })
  if (row.failed || !coin || change === undefined) return undefined
  return { row, coin: normaliseAsset(coin), change: parseDecimal(change) }
}

function ledgerRow(row: RowReader, operation: string, futures: boolean): void {
  const move = movement(row)
  const occurredAt = row.time()
  if (!move || !occurredAt) return
  if (SWAPS.has(operation)) {
    row.skip('NOT_A_TRADE')
    return
  }
  const kind = futures && FEE_OPERATIONS.has(operation) ? 'fee' : operation.includes('transfer') ? 'transfer' : LEDGER_KINDS[operation]
  row.ledger({
    kind: kind ?? 'other',
    asset: move.coin,
    amount: toDecimalString(move.change),
    occurredAt,
    note: kind ? undefined : row.raw('operation'),
  })
}

function sums(moves: readonly Movement[]): Map<string, Decimal> {
  const out = new Map<string, Decimal>()
  for (const move of moves) out.set(move.coin, add(out.get(move.coin) ?? parseDecimal('0'), move.change))
  return out
}

/** The more quote-like coin of two (USDT before BTC), or undefined when neither is a quote coin. */
function quoteOf(a: string, b: string): string | undefined {
  const rank = (coin: string) => {
    const index = KNOWN_QUOTES.indexOf(coin)
    return index === -1 ? Infinity : index
  }
  if (rank(a) === Infinity && rank(b) === Infinity) return undefined
  return rank(a) <= rank(b) ? a : b
}

interface JoinedTrade {
  readonly side: 'buy' | 'sell'
  readonly base: string
  readonly quote: string
  readonly quantity: Decimal
  readonly quoteQuantity: Decimal
  readonly fee?: { readonly coin: string; readonly amount: Decimal }
}

function join(legs: readonly (Movement & { hint: LegHint })[], fees: readonly Movement[]): JoinedTrade | undefined {
  const hints = new Set(legs.map((leg) => leg.hint).filter((hint) => hint !== 'either'))
  if (hints.size > 1) return undefined
  const coins = [...sums(legs)].filter(([, total]) => sign(total) !== 0)
  const received = coins.find(([, total]) => sign(total) > 0)
  const spent = coins.find(([, total]) => sign(total) < 0)
  if (coins.length !== 2 || !received || !spent) return undefined
  const feeCoins = [...sums(fees)]
  if (feeCoins.length > 1) return undefined
  const [hint] = [...hints]
  const quote = hint === 'buy' ? spent[0] : hint === 'sell' ? received[0] : quoteOf(received[0], spent[0])
  if (!quote) return undefined
  const [base, baseTotal] = quote === spent[0] ? received : spent
  const quoteTotal = quote === spent[0] ? spent[1] : received[1]
  const [fee] = feeCoins
  return {
    side: quote === spent[0] ? 'buy' : 'sell',
    base,
    quote,
    quantity: abs(baseTotal),
    quoteQuantity: abs(quoteTotal),
    // Fees are written as negative changes; a fill's fee is a cost.
    fee: fee ? { coin: fee[0], amount: negate(fee[1]) } : undefined,
  }
}

function tradeRows(legRows: readonly RowReader[], feeRows: readonly RowReader[]): void {
  const legs = legRows.flatMap((row) => {
    const move = movement(row)
    return move ? [{ ...move, hint: TRADE_LEGS[operationOf(row)] ?? 'either' }] : []
  })
  const fees = feeRows.flatMap((row) => movement(row) ?? [])
  const all = [...legRows, ...feeRows]
  if (legs.length !== legRows.length || fees.length !== feeRows.length) {
    // A leg that cannot be read leaves the others unjoinable; its own error is already recorded.
    for (const row of all) if (!row.failed) row.error('UNJOINED_LEG')
    return
  }
  const joined = legs.length > 0 ? join(legs, fees) : undefined
  const anchor = legs.find((leg) => joined && leg.coin === joined.base)?.row
  const executedAt = anchor?.time()
  if (!joined || !anchor || !executedAt) {
    for (const row of all) if (!row.failed) row.error('UNJOINED_LEG')
    return
  }
  anchor.fill({
    symbol: `${joined.base}${joined.quote}`,
    baseAsset: joined.base,
    quoteAsset: joined.quote,
    marketType: 'spot',
    side: joined.side,
    price: toDecimalString(divide(joined.quoteQuantity, joined.quantity, { scale: 18 })),
    quantity: toDecimalString(joined.quantity),
    quoteQuantity: toDecimalString(joined.quoteQuantity),
    fee: joined.fee ? toDecimalString(joined.fee.amount) : undefined,
    feeAsset: joined.fee?.coin,
    executedAt,
  })
  for (const row of all) if (row !== anchor) row.skip('JOINED_LEG', String(anchor.row))
}

function accountOf(row: RowReader): string {
  return (row.raw('account') ?? '').toLowerCase()
}

export const binanceStatements: ExchangeLayout = {
  id: 'binance-statements',
  exchange: 'binance',
  produces: ['fill', 'ledger'],
  columns: {
    userId: ['user_id', 'user id'],
    time: ['utc_time', 'utc time'],
    account: ['account'],
    operation: ['operation'],
    coin: ['coin'],
    change: ['change'],
    remark: ['remark'],
  },
  required: ['time', 'account', 'operation', 'coin', 'change'],
  timeField: 'time',
  defaultZone: UTC_ZONE,
  parseRow(row) {
    this.group?.parseGroup([row])
  },
  group: {
    continues: (first, row) => row.raw('time') === first.raw('time') && accountOf(row) === accountOf(first),
    parseGroup(rows) {
      const futures = FUTURES_ACCOUNT.test(rows[0]?.raw('account') ?? '')
      const legRows: RowReader[] = []
      const feeRows: RowReader[] = []
      for (const row of rows) {
        const operation = operationOf(row)
        if (!futures && operation in TRADE_LEGS) legRows.push(row)
        else if (!futures && FEE_OPERATIONS.has(operation)) feeRows.push(row)
        else ledgerRow(row, operation, futures)
      }
      if (legRows.length > 0 || feeRows.length > 0) tradeRows(legRows, feeRows)
    },
  },
}
