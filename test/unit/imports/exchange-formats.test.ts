import { describe, expect, it } from 'vitest'
import type { ImportedFill, ImportedLedgerEntry, LayoutId, RowIssue } from '../../../src/domain/imports'
import { parsed, parsedFixture } from './support'

/**
 * Exports in the exchanges' own header formats (test/fixtures/exchanges), each with the fills it must
 * give: quantities in the base coin, the quote amount, fees as costs in their coin. Formats that write
 * one row per coin must give one fill per trade, and a coin's row without its partner an error row.
 */

type FillView = Pick<ImportedFill, 'symbol' | 'marketType' | 'side' | 'price' | 'quantity'> & Partial<ImportedFill>

interface Case {
  readonly name: string
  readonly fixture: string
  readonly layoutId: LayoutId
  readonly counts: { rowCount: number; fillCount: number; ledgerEntryCount?: number; errorRowCount: number; skippedRowCount: number }
  readonly fills: readonly FillView[]
  readonly ledger?: readonly Partial<ImportedLedgerEntry>[]
  readonly errors?: readonly Partial<RowIssue>[]
}

const CASES: readonly Case[] = [
  {
    name: 'Binance USD-M current export (Uid first, YY-MM-DD times)',
    fixture: 'binance/usdm-trade-history-uid.csv',
    layoutId: 'binance-usdm-trades',
    counts: { rowCount: 4, fillCount: 4, errorRowCount: 0, skippedRowCount: 0 },
    fills: [
      {
        symbol: 'BTCUSDT',
        marketType: 'linear',
        side: 'sell',
        price: '84250.5',
        quantity: '0.012',
        quoteQuantity: '1011.006',
        fee: '0.4044024',
        feeAsset: 'USDT',
        realizedPnl: '18.606',
        executedAt: '2026-03-17T09:34:12.000Z',
        dedupeKey: 'binance:usdm:6120933471',
      },
      { symbol: 'BTCUSDT', marketType: 'linear', side: 'buy', price: '82700', quantity: '0.012', fee: '0.19848', feeAsset: 'USDT', executedAt: '2026-03-16T21:05:44.000Z' },
      { symbol: 'ETHUSDT', marketType: 'linear', side: 'buy', price: '1912.37', quantity: '0.5', fee: '0.382474', executedAt: '2026-03-15T08:00:01.000Z' },
      { symbol: 'ETHUSDT', marketType: 'linear', side: 'sell', price: '1921', quantity: '0.5', fee: '0.1921', executedAt: '2026-03-14T18:22:10.000Z', orderId: '838119973020' },
    ],
  },
  {
    name: 'OKX trading history, 19 columns, spot trades as one row per coin',
    fixture: 'okx/trading-history-spot-legs.csv',
    layoutId: 'okx-trading-history',
    counts: { rowCount: 6, fillCount: 3, errorRowCount: 1, skippedRowCount: 2 },
    fills: [
      {
        symbol: 'BTC-USDT-SWAP',
        marketType: 'linear',
        side: 'buy',
        positionSide: 'long',
        price: '30000',
        quantity: '2',
        contractSize: '0.01',
        fee: '0.6',
        feeAsset: 'USDT',
        executedAt: '2023-06-12T01:00:00.000Z',
        rowNumber: 3,
      },
      {
        symbol: 'ETH-USDT',
        marketType: 'spot',
        side: 'sell',
        price: '1850',
        quantity: '0.5',
        quoteQuantity: '925',
        fee: '0.925',
        feeAsset: 'USDT',
        executedAt: '2023-06-11T02:00:00.000Z',
        rowNumber: 6,
        dedupeKey: 'okx:trade:2002',
      },
      {
        symbol: 'BTC-USDT',
        marketType: 'spot',
        side: 'buy',
        price: '30200',
        quantity: '0.02378',
        quoteQuantity: '718.156',
        fee: '0.00002378',
        feeAsset: 'BTC',
        executedAt: '2023-06-10T04:00:00.000Z',
        rowNumber: 8,
        dedupeKey: 'okx:trade:2001',
      },
    ],
    errors: [{ code: 'UNPAIRED_LEG', row: 4 }],
  },
  {
    name: 'OKEx 2020 trades (side from the sign of Amount, fees negative, Beijing time)',
    fixture: 'okx/okex-trades-2020.csv',
    layoutId: 'okex-trades-2020',
    counts: { rowCount: 3, fillCount: 3, errorRowCount: 0, skippedRowCount: 0 },
    fills: [
      {
        symbol: 'BTC-USDT',
        marketType: 'spot',
        side: 'sell',
        price: '9350.1',
        quantity: '0.015',
        quoteQuantity: '140.2515',
        fee: '0.1402515',
        feeAsset: 'USDT',
        executedAt: '2020-05-14T10:21:07.000Z',
        dedupeKey: 'okx:trade:90012',
      },
      { symbol: 'BTC-USDT', marketType: 'spot', side: 'buy', price: '8700', quantity: '0.015', fee: '0.000012', feeAsset: 'BTC', executedAt: '2020-05-12T01:03:45.000Z' },
      { symbol: 'ETH-BTC', marketType: 'spot', side: 'buy', price: '0.02301', quantity: '1.2', fee: '0.0012', feeAsset: 'ETH', executedAt: '2020-05-11T15:59:59.000Z' },
    ],
  },
  {
    name: 'Bybit unified-account transaction log (spot trades as one row per coin, negative fees paid)',
    fixture: 'bybit/unified-transaction-log.csv',
    layoutId: 'bybit-transactions',
    counts: { rowCount: 7, fillCount: 3, ledgerEntryCount: 2, errorRowCount: 0, skippedRowCount: 2 },
    fills: [
      { symbol: 'ETHUSDT', marketType: 'linear', side: 'buy', price: '2500', quantity: '0.1', fee: '0.1375', feeAsset: 'USDT', executedAt: '2026-06-07T09:12:30.000Z' },
      {
        symbol: 'BTCEUR',
        marketType: 'spot',
        side: 'sell',
        price: '53842.9',
        quantity: '0.00003',
        quoteQuantity: '1.615287',
        fee: '0.0040382175',
        feeAsset: 'EUR',
        executedAt: '2026-06-05T08:22:50.000Z',
        rowNumber: 6,
      },
      {
        symbol: 'BTCEUR',
        marketType: 'spot',
        side: 'buy',
        price: '51000',
        quantity: '0.0001',
        quoteQuantity: '5.1',
        fee: '0.0000001',
        feeAsset: 'BTC',
        executedAt: '2026-06-01T10:00:00.000Z',
        rowNumber: 8,
      },
    ],
    ledger: [
      { kind: 'funding', asset: 'USDT', amount: '-0.0043613', symbol: 'ETHUSDT', occurredAt: '2026-06-07T16:00:00.000Z' },
      { kind: 'transfer', asset: 'EUR', amount: '15.63688002' },
    ],
  },
]

describe.each(CASES)('$name', (testCase) => {
  const result = parsedFixture(testCase.fixture)

  it('is recognised and every row is accounted for', () => {
    expect(result.summary).toMatchObject({ layoutId: testCase.layoutId, ledgerEntryCount: 0, ...testCase.counts })
  })

  it('gives one fill per trade with its fee and fee coin', () => {
    expect(result.fills).toHaveLength(testCase.fills.length)
    testCase.fills.forEach((expected, index) => expect(result.fills[index]).toMatchObject(expected))
  })

  it('gives the cash flows and names the rows it refuses', () => {
    expect(result.ledgerEntries).toHaveLength(testCase.ledger?.length ?? 0)
    ;(testCase.ledger ?? []).forEach((expected, index) => expect(result.ledgerEntries[index]).toMatchObject(expected))
    expect(result.summary.issues.filter((issue) => issue.severity === 'error')).toEqual((testCase.errors ?? []).map((issue) => expect.objectContaining(issue)))
  })
})

describe('legs that do not make one trade', () => {
  const okxHeader =
    'id,Order id,Time,Trade Type,Symbol,Action,Amount,Trading Unit,Filled Price,PnL,Fee,Fee Unit,Position Change,Position Balance,Balance Change,Balance,Balance Unit'

  it('refuses both rows when the quote amount does not match quantity × price', () => {
    const text = [
      okxHeader,
      '7,70,2024-01-01 10:00:00,Spot,BTC-USDT,Buy,0.01,BTC,40000,0,0,BTC,0,0,0.01,0.01,BTC',
      '7,70,2024-01-01 10:00:00,Spot,BTC-USDT,Buy,4000,USDT,40000,0,-0.4,USDT,0,0,-4000.4,0,USDT',
    ].join('\n')
    const result = parsed(text, { timeZone: 'UTC' })
    expect(result.fills).toEqual([])
    expect(result.summary).toMatchObject({ errorRowCount: 2, fillCount: 0 })
    expect(result.summary.issues.map((issue) => [issue.code, issue.row])).toEqual([
      ['LEGS_UNBALANCED', 2],
      ['LEGS_UNBALANCED', 3],
    ])
  })

  it('refuses a pair whose two rows are the same coin, and a row in a coin of neither side', () => {
    const text = [
      okxHeader,
      '8,80,2024-01-01 10:00:00,Spot,BTC-USDT,Buy,0.01,BTC,40000,0,0,BTC,0,0,0.01,0.01,BTC',
      '8,80,2024-01-01 10:00:00,Spot,BTC-USDT,Buy,0.01,BTC,40000,0,0,BTC,0,0,0.01,0.02,BTC',
      '9,90,2024-01-01 11:00:00,Spot,BTC-USDT,Buy,5,ETH,40000,0,0,ETH,0,0,5,5,ETH',
    ].join('\n')
    const result = parsed(text, { timeZone: 'UTC' })
    expect(result.fills).toEqual([])
    expect(result.summary.issues.map((issue) => [issue.code, issue.row])).toEqual([
      ['ASSET_MISMATCH', 4],
      ['UNPAIRED_LEG', 2],
      ['UNPAIRED_LEG', 3],
    ])
  })

  it('joins Bybit legs of two fills in the same second and price in arrival order', () => {
    const header = 'Uid,Currency,Contract,Type,Direction,Quantity,Position,Filled Price,Funding,Fee Paid,Cash Flow,Change,Wallet Balance,Action,Time(UTC)'
    const text = [
      header,
      '1,BTC,BTCUSDT,TRADE,BUY,0.01,0,50000,0,0,0.01,0.01,0.01,--,2026-01-01 10:00:00',
      '1,BTC,BTCUSDT,TRADE,BUY,0.02,0,50000,0,0,0.02,0.02,0.03,--,2026-01-01 10:00:00',
      '1,USDT,BTCUSDT,TRADE,BUY,-500,0,50000,0,-0.5,-500,-500.5,1000,--,2026-01-01 10:00:00',
      '1,USDT,BTCUSDT,TRADE,BUY,-1000,0,50000,0,-1,-1000,-1001,0,--,2026-01-01 10:00:00',
    ].join('\n')
    const result = parsed(text)
    expect(result.fills.map((fill) => [fill.quantity, fill.quoteQuantity, fill.fee, fill.feeAsset, fill.marketType])).toEqual([
      ['0.01', '500', '0.5', 'USDT', 'spot'],
      ['0.02', '1000', '1', 'USDT', 'spot'],
    ])
  })
})

describe('signs and duplicates', () => {
  it('Kraken keeps a pending and a settled withdrawal as one', () => {
    const text = [
      '"txid","refid","time","type","subtype","aclass","asset","wallet","amount","fee","balance"',
      '"","AGBXYZ-ABCDE-1234567","2024-03-01 10:00:00","withdrawal","","currency","XXBT","spot / main",-0.5000000000,0.0002000000,""',
      '"LWXYZ1-ABCDE-FGHIJK","AGBXYZ-ABCDE-1234567","2024-03-01 10:05:00","withdrawal","","currency","XXBT","spot / main",-0.5000000000,0.0002000000,1.4998000000',
    ].join('\n')
    const result = parsed(text)
    expect(result.ledgerEntries).toEqual([expect.objectContaining({ kind: 'withdrawal', asset: 'BTC', amount: '-0.5002', exchangeTransactionId: 'LWXYZ1-ABCDE-FGHIJK' })])
    expect(result.summary).toMatchObject({ ledgerEntryCount: 1, skippedRowCount: 1, errorRowCount: 0 })
  })

  it('Bitstamp keeps the fee of a withdrawal', () => {
    const text = [
      'ID,Account,Type,Subtype,Datetime,Amount,Amount currency,Value,Value currency,Rate,Rate currency,Fee,Fee currency,Order ID',
      '301,Main Account,Withdrawal,,2024-02-01T09:00:00Z,0.10000000,BTC,,,,,0.00050000,BTC,',
    ].join('\n')
    const result = parsed(text)
    expect(result.ledgerEntries).toEqual([
      expect.objectContaining({ kind: 'withdrawal', asset: 'BTC', amount: '-0.1', dedupeKey: 'bitstamp:tx:301' }),
      expect.objectContaining({ kind: 'fee', asset: 'BTC', amount: '-0.0005', dedupeKey: 'bitstamp:tx:301:fee' }),
    ])
  })

  it('Bybit closed P&L reads Create Time when the export has no Trade Time', () => {
    const text = ['Contracts,Closing Direction,Qty,Entry Price,Exit Price,Closed P&L,Exit Type,Create Time', 'BTCUSDT,Sell,0.01,60000,61000,9.5,Trade,2024-05-01 12:00:00'].join(
      '\n',
    )
    const result = parsed(text)
    expect(result.summary.layoutId).toBe('bybit-closed-pnl')
    expect(result.positions).toEqual([expect.objectContaining({ closedAt: '2024-05-01T12:00:00.000Z', side: 'long', netPnl: '9.5' })])
  })

  it('a mapping whose fees are written negative stores them as paid', () => {
    const text = ['Time,Pair,Side,Price,Qty,Fee', '2024-05-01 12:00:00,BTC-USDT,BUY,60000,0.01,-0.3', '2024-05-01 12:05:00,BTC-USDT,SELL,60100,0.01,0.1'].join('\n')
    const mapping = { columns: { time: 'Time', symbol: 'Pair', side: 'Side', price: 'Price', quantity: 'Qty', fee: 'Fee' }, exchange: 'bingx', feesNegative: true, timeZone: 'UTC' }
    expect(parsed(text, { mapping }).fills.map((fill) => fill.fee)).toEqual(['0.3', '-0.1'])
  })
})
