import { describe, expect, it } from 'vitest'
import { computeMetrics } from '../../../src/domain/metrics'
import { emptyReasonOf, equityPoints, feesSummary, keyStats, type KeyStatId, recentTrades, setupRows, sideRows } from '../../../src/features/dashboard/widgets/view-models'
import { expectAllFinite, NOW, openTrade, pnlTrade } from '../metrics/support'

const OPTIONS = { timeZone: 'UTC', now: NOW, initialCapital: '1000' }
const statOf = (stats: ReturnType<typeof keyStats>, id: KeyStatId) => stats.find((stat) => stat.id === id)?.value

const A = pnlTrade(20, '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z', { setupId: 'breakout' })
const B = pnlTrade(-10, '2025-03-03T14:00:00.000Z', '2025-03-03T15:00:00.000Z')
// A short from 100 to 105: -5.
const S = pnlTrade(5, '2025-03-04T09:00:00.000Z', '2025-03-04T10:00:00.000Z', { side: 'short' })
const C = pnlTrade(30, '2025-03-05T09:00:00.000Z', '2025-03-05T10:00:00.000Z', { setupId: 'breakout' })

describe('key stats on bad input', () => {
  it.each<[string, Parameters<typeof computeMetrics>[0], Record<string, unknown>, Partial<Record<KeyStatId, unknown>>]>([
    [
      'no trades: none, with the reason',
      [],
      OPTIONS,
      {
        netPnl: { kind: 'none', reason: 'noTrades' },
        winRate: { kind: 'none', reason: 'noTrades' },
        totalTrades: { kind: 'value', value: 0 },
        profitFactor: { kind: 'none', reason: 'noTrades' },
      },
    ],
    ['only open trades: nothing realised', [openTrade()], OPTIONS, { netPnl: { kind: 'none', reason: 'noTrades' }, totalTrades: { kind: 'value', value: 0 } }],
    [
      'one winning trade: profit factor infinite, not Infinity',
      [A],
      OPTIONS,
      { netPnl: { kind: 'value', value: 20 }, profitFactor: { kind: 'infinite' }, winRate: { kind: 'value', value: 1 }, maxDrawdown: { kind: 'value', value: -0 } },
    ],
    ['only losses: profit factor 0', [B], OPTIONS, { profitFactor: { kind: 'value', value: 0 }, netPnl: { kind: 'value', value: -10 } }],
    ['zero capital: ROI has no base', [A, B], { timeZone: 'UTC', now: NOW }, { currentRoi: { kind: 'none', reason: 'noCapital' }, totalBalance: { kind: 'value', value: 10 } }],
  ])('%s', (_name, trades, options, expected) => {
    const metrics = computeMetrics(trades, options as typeof OPTIONS)
    const stats = keyStats(metrics.primary)
    expect(stats).toHaveLength(12)
    for (const [id, value] of Object.entries(expected)) expect(statOf(stats, id as KeyStatId), id).toEqual(value)
    expectAllFinite(stats.map((stat) => (stat.value.kind === 'value' ? stat.value.value : 0)))
  })

  it('the win rate and trade count describe the chosen currency, like the money beside them', () => {
    const usdLoss = pnlTrade(-10, '2025-03-04T09:00:00.000Z', '2025-03-04T10:00:00.000Z', { quoteAsset: 'USD', symbol: 'BTCUSD' })
    const metrics = computeMetrics([A, C, usdLoss], OPTIONS)
    const usd = metrics.reports.find((report) => report.currency === 'USD')!
    const stats = keyStats(usd)
    expect(statOf(stats, 'totalTrades')).toEqual({ kind: 'value', value: 1 })
    expect(statOf(stats, 'winRate')).toEqual({ kind: 'value', value: 0 })
    expect(statOf(stats, 'netPnl')).toEqual({ kind: 'value', value: -10 })
    expect(metrics.overall.totalTrades).toBe(3)
  })

  it('money cards are marked sensitive and P&L cards carry their sign', () => {
    const metrics = computeMetrics([A, B], OPTIONS)
    const stats = keyStats(metrics.primary)
    expect(stats.filter((stat) => stat.sensitive).map((stat) => stat.id)).toEqual(['netPnl', 'totalBalance', 'averagePnlPerTrade', 'averagePnlPerDay', 'maxDrawdown', 'expectancy'])
    expect(stats.find((stat) => stat.id === 'netPnl')?.tone).toBe('gain')
    expect(stats.find((stat) => stat.id === 'winRate')?.tone).toBeUndefined()
  })
})

describe('empty reasons', () => {
  it.each<[string, Parameters<typeof computeMetrics>[0], string | undefined]>([
    ['no trades', [], 'noTrades'],
    ['only open trades', [openTrade()], 'onlyOpen'],
    ['closed trades', [A], undefined],
  ])('%s', (_name, trades, reason) => {
    const metrics = computeMetrics(trades, OPTIONS)
    expect(emptyReasonOf(metrics.primary, metrics.overall)).toBe(reason)
  })
  it('a currency without closed trades while another has some', () => {
    const metrics = computeMetrics([A, openTrade({ quoteAsset: 'USD', symbol: 'BTCUSD' })], OPTIONS)
    const usd = metrics.reports.find((report) => report.currency === 'USD')
    expect(usd && emptyReasonOf(usd, metrics.overall)).toBe('noneInCurrency')
  })
})

describe('widget view-models', () => {
  const metrics = computeMetrics([C, A, S, B], OPTIONS)
  const report = metrics.primary

  it('the equity curve starts at the capital the day before the first trading day', () => {
    expect(equityPoints(report)).toEqual([
      { time: Date.parse('2025-03-02T00:00:00Z'), equity: 1000, drawdown: 0 },
      { time: Date.parse('2025-03-03T00:00:00Z'), equity: 1010, drawdown: 0 },
      { time: Date.parse('2025-03-04T00:00:00Z'), equity: 1005, drawdown: 5 },
      { time: Date.parse('2025-03-05T00:00:00Z'), equity: 1035, drawdown: 0 },
    ])
    expect(equityPoints(computeMetrics([], OPTIONS).primary)).toEqual([])
  })

  it('long and short are both listed, even without trades', () => {
    expect(sideRows(report).map((row) => [row.key, row.trades, row.pnl])).toEqual([
      ['long', 3, 40],
      ['short', 1, -5],
    ])
    expect(sideRows(computeMetrics([A], OPTIONS).primary).map((row) => [row.key, row.trades])).toEqual([
      ['long', 1],
      ['short', 0],
    ])
  })

  it('setups best first, trades without a setup last', () => {
    expect(setupRows(report).map((row) => [row.key, row.pnl])).toEqual([
      ['breakout', 50],
      [null, -15],
    ])
  })

  it('fees and funding are summed apart and never NaN without gross profit', () => {
    const fees = feesSummary(computeMetrics([pnlTrade(-5, '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z', { tradingFee: '1' })], OPTIONS).primary)
    expect(fees.fees).toBe(1)
    expect(fees.totalCost).toBe(1)
    expect(fees.shareOfGross).toEqual({ kind: 'none', reason: 'noWins' })
  })

  it('recent trades: the newest closed trades first, open ones left out', () => {
    const rows = recentTrades([A, openTrade(), C, B, S], '0', 2)
    expect(rows.map((row) => [row.id, row.pnl, row.outcome])).toEqual([
      [C.id, '30', 'win'],
      [S.id, '-5', 'loss'],
    ])
  })

  it('shows a coin-margined trade in the coin it settles in, as the journal does', () => {
    const inverse = pnlTrade(0, '2025-03-06T09:00:00.000Z', '2025-03-06T10:00:00.000Z', {
      symbol: 'BTCUSD_PERP',
      baseAsset: 'BTC',
      quoteAsset: 'USD',
      marketType: 'inverse',
      quantity: '100',
      contractSize: '100',
      entryPrice: '50000',
      exitPrice: '60000',
    })
    const [row] = recentTrades([A, inverse], '0', 1)
    expect([row?.pnl, row?.currency]).toEqual(['0.033333333333333333', 'BTC'])
  })
})
