import { describe, expect, it } from 'vitest'
import { parseImport, type RowIssue } from '../../../src/domain/imports'
import { parsedFixture } from './support'

/**
 * Real-format corpus: each fixture is written in an exchange's own export format (header, preamble,
 * delimiter, number and date style as the exchange writes them), with the fills it must give. A row
 * that cannot be read right must be an error or a skip, never a fill.
 */

type FillRow = readonly [symbol: string, side: string, price: string, quantity: string, fee: string | undefined, feeAsset: string | undefined, executedAt: string]

interface CorpusCase {
  readonly file: string
  readonly layoutId: string
  readonly fills: readonly FillRow[]
  readonly ledger?: readonly (readonly [kind: string, asset: string, amount: string])[]
  /** Errors and skips, as `code@row`. */
  readonly issues?: readonly string[]
}

const CASES: readonly CorpusCase[] = [
  {
    file: 'binance/order-history.csv',
    layoutId: 'binance-order-history',
    fills: [
      ['ETHUSDT', 'sell', '3500', '0.3', '1.05', 'USDT', '2024-03-05T10:15:02.000Z'],
      ['ETHUSDT', 'sell', '3500.5', '0.2', '0.7001', 'USDT', '2024-03-05T10:15:03.000Z'],
      ['BNBBTC', 'buy', '0.0075', '2', '0.0015', 'BNB', '2024-03-01T12:00:01.000Z'],
    ],
    issues: ['ORDER_OF_FILLS@2', 'NOT_FILLED@6', 'ORDER_OF_FILLS@7'],
  },
  {
    file: 'binance/order-history-orphan.csv',
    layoutId: 'binance-order-history',
    fills: [['ETHUSDT', 'buy', '3400', '0.1', '0.0001', 'ETH', '2024-03-05T10:16:01.000Z']],
    issues: ['ORPHAN_FILL@2', 'ORDER_OF_FILLS@3'],
  },
  {
    file: 'binance/all-statements.csv',
    layoutId: 'binance-statements',
    fills: [
      ['BTCUSDT', 'buy', '42000', '0.01', '0.00075', 'BNB', '2024-02-01T09:30:12.000Z'],
      ['BTCUSDT', 'sell', '43000', '0.004', '0.172', 'USDT', '2024-02-02T14:00:00.000Z'],
      ['ETHBTC', 'buy', '0.05', '0.5', undefined, undefined, '2024-02-02T15:00:00.000Z'],
    ],
    ledger: [
      ['deposit', 'USDT', '1000'],
      ['funding', 'USDT', '-0.42'],
      ['fee', 'USDT', '-1.2'],
      ['realizedPnl', 'USDT', '35.5'],
      ['withdrawal', 'ETH', '-0.5'],
      ['other', 'USDT', '0.0123'],
    ],
    issues: ['JOINED_LEG@4', 'JOINED_LEG@5', 'JOINED_LEG@7', 'JOINED_LEG@8', 'JOINED_LEG@10', 'UNJOINED_LEG@11', 'NOT_A_TRADE@15', 'NOT_A_TRADE@16'],
  },
  {
    file: 'coinbase/transactions-2020-eur.csv',
    layoutId: 'coinbase-transactions-2020',
    fills: [
      ['BTC-EUR', 'buy', '7850.12', '0.02', '2.99', 'EUR', '2020-03-02T08:15:30.000Z'],
      ['BTC-EUR', 'sell', '6420', '0.01', '0.99', 'EUR', '2020-04-10T17:01:05.000Z'],
    ],
    ledger: [
      ['withdrawal', 'BTC', '-0.005'],
      ['other', 'XLM', '10.5'],
    ],
  },
  {
    file: 'coinbase/tax-report-2015.csv',
    layoutId: 'coinbase-tax-report',
    fills: [
      ['BTC-USD', 'buy', '247.26', '1', '2.47', 'USD', '2015-10-06T00:00:00.000Z'],
      ['BTC-USD', 'sell', '360', '0.5', '3.6', 'USD', '2015-11-02T00:00:00.000Z'],
    ],
    ledger: [['withdrawal', 'BTC', '-0.1']],
  },
  {
    file: 'coinbase/pro-fills.csv',
    layoutId: 'coinbase-pro-fills',
    fills: [
      ['BTC-EUR', 'buy', '8500', '0.05', '6.375', 'EUR', '2020-06-01T10:00:01.123Z'],
      ['BTC-EUR', 'buy', '8500.5', '0.01', '1.275075', 'EUR', '2020-06-01T10:00:01.456Z'],
      ['BTC-EUR', 'sell', '8900', '0.06', '8.01', 'EUR', '2020-06-15T14:30:00.000Z'],
    ],
  },
  {
    file: 'kucoin/spot-trades-no-order-id.csv',
    layoutId: 'kucoin-spot-legacy',
    fills: [
      ['BTC-USDT', 'buy', '56000', '0.002', '0.112', 'USDT', '2021-05-04T09:12:33.000Z'],
      ['BTC-USDT', 'buy', '56000', '0.002', '0.112', 'USDT', '2021-05-04T09:12:33.000Z'],
      ['BTC-USDT', 'sell', '57500', '0.004', '0.23', 'USDT', '2021-05-06T18:00:00.000Z'],
    ],
  },
  {
    file: 'kucoin/trade-history-coin-columns.csv',
    layoutId: 'kucoin-spot-fills',
    fills: [
      ['ETH-USDT', 'buy', '3100.5', '0.2', '0.6201', 'USDT', '2022-01-10T10:00:00.000Z'],
      ['ETH-USDT', 'sell', '3250', '0.2', '0.65', 'USDT', '2022-01-12T16:45:10.000Z'],
    ],
  },
]

const issueTag = (issue: RowIssue) => `${issue.code}@${issue.row}`

describe('real-format corpus', () => {
  it.each(CASES)('$file', (entry) => {
    const { summary, fills, ledgerEntries } = parsedFixture(entry.file)
    expect(summary.layoutId).toBe(entry.layoutId)
    expect(fills.map((fill): FillRow => [fill.symbol, fill.side, fill.price, fill.quantity, fill.fee, fill.feeAsset, fill.executedAt])).toEqual(entry.fills)
    expect(ledgerEntries.map((entry) => [entry.kind, entry.asset, entry.amount])).toEqual(entry.ledger ?? [])
    expect(summary.issues.map(issueTag)).toEqual(entry.issues ?? [])
    // Every fill has a distinct key, so nothing of the file is merged or lost on storing.
    expect(new Set(fills.map((fill) => fill.dedupeKey)).size).toBe(fills.length)
  })

  it('keys files without order ids by their values, so two identical fills are both kept and a re-import adds nothing', () => {
    const first = parsedFixture('kucoin/spot-trades-no-order-id.csv').fills.map((fill) => fill.dedupeKey)
    const again = parsedFixture('kucoin/spot-trades-no-order-id.csv').fills.map((fill) => fill.dedupeKey)
    expect(first[0]).toMatch(/^kucoin:h:[0-9a-f]{40}:1$/)
    expect(first[1]).toMatch(/:2$/)
    expect(again).toEqual(first)
  })

  it('keeps every leg of an unjoinable statement trade out of the fills', () => {
    const text = [
      'User_ID,UTC_Time,Account,Operation,Coin,Change,Remark',
      '1,2024-02-01 09:30:12,Spot,Buy,BTC,0.01,',
      '1,2024-02-01 09:30:12,Spot,Buy,ETH,0.2,',
      '1,2024-02-01 09:30:12,Spot,Buy,USDT,-900,',
    ].join('\n')
    const result = parseImport(text)
    expect(result.ok && result.fills).toEqual([])
    expect(result.ok && result.summary.issues.map(issueTag)).toEqual(['UNJOINED_LEG@2', 'UNJOINED_LEG@3', 'UNJOINED_LEG@4'])
  })
})
