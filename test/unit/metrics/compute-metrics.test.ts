import { describe, expect, it } from 'vitest'
import { computeMetrics, type Metrics, type MetricsOptions } from '../../../src/domain/metrics'
import { expectAllFinite, NOW, num, openTrade, pnlTrade } from './support'

/**
 * A hand-computed journal (UTC, capital 1000, band 0). Close order and P&L:
 *   Mon 03-03  A +20 (09:00-10:00)   B -10 (14:00-15:00)
 *   Tue 03-04  C   0 (09:00-10:00)
 *   Wed 03-05  D +30 (09:00-10:00)   E -40 (17:00-18:00)
 *   Thu 03-06  F  -5 (10:00-11:00)
 * plus one open trade. Equity 1020 1010 1010 1040 1000 995; peak 1040; max drawdown 45 (4.33 %).
 */
const A = pnlTrade(20, '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z', { stopLoss: '90', setupId: 'setup-1', tagIds: ['calm'] })
const B = pnlTrade(-10, '2025-03-03T14:00:00.000Z', '2025-03-03T15:00:00.000Z', { stopLoss: '90', side: 'long', tagIds: ['calm', 'fomo'] })
const C = pnlTrade(0, '2025-03-04T09:00:00.000Z', '2025-03-04T10:00:00.000Z', { setupId: 'setup-1' })
const D = pnlTrade(30, '2025-03-05T09:00:00.000Z', '2025-03-05T10:00:00.000Z', { stopLoss: '90', exchange: 'Bybit' })
const E = pnlTrade(-40, '2025-03-05T17:00:00.000Z', '2025-03-05T18:00:00.000Z', { exchange: 'bybit', accountId: 'acc-1' })
const F = pnlTrade(-5, '2025-03-06T10:00:00.000Z', '2025-03-06T11:00:00.000Z', { stopLoss: '95' })
const OPEN = openTrade({ side: 'short' })
// Shuffled on purpose: the engine orders by close time.
const JOURNAL = [E, OPEN, A, F, C, B, D]
const OPTIONS: MetricsOptions = { timeZone: 'UTC', now: NOW, initialCapital: '1000' }

const metrics: Metrics = computeMetrics(JOURNAL, OPTIONS)
const report = metrics.primary

describe('statistics of a hand-computed journal', () => {
  it.each<[string, () => unknown, unknown]>([
    ['currency', () => report.currency, 'USDT'],
    ['total trades (closed only)', () => report.totalTrades, 6],
    ['wins / losses / breakevens', () => [report.wins, report.losses, report.breakevens], [2, 3, 1]],
    ['open trades counted apart', () => [report.open.count, report.open.short, metrics.overall.open], [1, 1, 1]],
    ['net P&L, exact', () => report.totals.netPnl, '-5'],
    ['P&L as a number', () => report.pnl, -5],
    ['total balance = capital + P&L', () => report.totalBalance, 995],
    ['win rate = wins / (wins + losses)', () => num(report.winRate), 2 / 5],
    ['loss rate', () => num(report.lossRate), 3 / 5],
    ['average win', () => num(report.averageWin), 25],
    ['average loss', () => num(report.averageLoss), -55 / 3],
    ['gross profit and loss', () => [report.grossProfit, report.grossLoss], [50, -55]],
    ['profit factor = 50 / 55', () => num(report.profitFactor), 50 / 55],
    ['risk-to-reward (payoff) = 25 / (55/3)', () => num(report.riskToReward), 25 / (55 / 3)],
    ['expectancy = 0.4 x 25 - 0.6 x 18.33', () => num(report.expectancy), 0.4 * 25 - 0.6 * (55 / 3)],
    ['average P&L per trade', () => num(report.averagePnlPerTrade), -5 / 6],
    ['trading days and average per day', () => [report.tradingDays, num(report.averagePnlPerDay)], [4, -5 / 4]],
    ['average ROI per trade (margin 10 each)', () => num(report.averageRoiPerTrade), (2 - 1 + 0 + 3 - 4 - 0.5) / 6],
    ['current ROI = P&L / capital', () => num(report.currentRoi), -0.005],
    ['max drawdown in money', () => report.maxDrawdown.amount, 45],
    ['max drawdown in percent of the peak', () => num(report.maxDrawdown.percent), 45 / 1040],
    ['drawdown peak and trough times', () => [report.maxDrawdown.peakAt, report.maxDrawdown.troughAt], [Date.parse(D.closedAt ?? ''), Date.parse(F.closedAt ?? '')]],
    ['not recovered yet', () => report.maxDrawdown.recoveredAt, undefined],
    ['current drawdown', () => report.currentDrawdown, 45],
    ['recovery factor = P&L / max drawdown', () => num(report.recoveryFactor), -5 / 45],
    ['current streak: two losses', () => report.streaks.current, { kind: 'loss', length: 2 }],
    ['longest streaks', () => [report.streaks.longestWin, report.streaks.longestLoss], [1, 2]],
    ['best and worst trade', () => [report.bestTrade?.tradeId, report.bestTrade?.pnl, report.worstTrade?.tradeId, report.worstTrade?.pnl], [D.id, 30, E.id, -40]],
    [
      'best and worst day',
      () => [report.bestDay, report.worstDay],
      [
        { date: '2025-03-03', pnl: 10, trades: 2 },
        { date: '2025-03-05', pnl: -10, trades: 2 },
      ],
    ],
    [
      'best and worst hour (open time)',
      () => [report.bestHour, report.worstHour],
      [
        { hour: 9, pnl: 50, trades: 3 },
        { hour: 17, pnl: -40, trades: 1 },
      ],
    ],
    [
      'best and worst weekday',
      () => [report.bestWeekday, report.worstWeekday],
      [
        { weekday: 1, pnl: 10, trades: 2 },
        { weekday: 3, pnl: -10, trades: 2 },
      ],
    ],
    ['average holding time: one hour', () => num(report.averageHoldingTimeMs), 3_600_000],
    ['average position size', () => num(report.averagePositionSize), 100],
    ['average leverage', () => num(report.averageLeverage), 10],
    // R: A +20/10 = 2, B -10/10 = -1, D +30/10 = 3, F -5/5 = -1 (C and E have no stop).
    ['trades with R and average R', () => [report.tradesWithR, num(report.averageR)], [4, (2 - 1 + 3 - 1) / 4]],
    ['expectancy in R', () => num(report.expectancyR), (2 - 1 + 3 - 1) / 4],
    ['fees and funding (none)', () => [report.totals.fees, report.totals.fundingPaid, report.totals.fundingReceived], ['0', '0', '0']],
    ['capital source', () => report.capital, { amount: 1000, exact: '1000', source: 'option' }],
  ])('%s', (_name, read, expected) => {
    const actual = read()
    if (typeof expected === 'number') expect(actual).toBeCloseTo(expected, 12)
    else expect(actual).toEqual(expected)
  })

  it('computes the Sharpe ratio from daily returns on equity, annualised by sqrt(365)', () => {
    // Days 03-03..03-06: 10/1000, 0/1010, -10/1010, -5/1000.
    const returns = [10 / 1000, 0, -10 / 1010, -5 / 1000]
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length
    const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1))
    expect(num(report.sharpeRatio)).toBeCloseTo((mean / sd) * Math.sqrt(365), 10)
  })

  it('counts calendar days without trades as zero returns', () => {
    const gap = computeMetrics(
      [pnlTrade(10, '2025-03-03T09:00:00.000Z', '2025-03-03T10:00:00.000Z'), pnlTrade(-10, '2025-03-05T09:00:00.000Z', '2025-03-05T10:00:00.000Z')],
      OPTIONS,
    )
    const returns = [10 / 1000, 0, -10 / 1010]
    const mean = returns.reduce((a, b) => a + b, 0) / 3
    const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / 2)
    expect(num(gap.primary.sharpeRatio)).toBeCloseTo((mean / sd) * Math.sqrt(365), 10)
  })

  it('builds the equity curve and drawdown series in close order', () => {
    expect([...report.equity.equity]).toEqual([1020, 1010, 1010, 1040, 1000, 995])
    expect([...report.equity.drawdown]).toEqual([0, 10, 10, 0, 40, 45])
    expect(report.equity.tradeIds).toEqual([A.id, B.id, C.id, D.id, E.id, F.id])
    expect([...report.equity.time]).toEqual([A, B, C, D, E, F].map((t) => Date.parse(t.closedAt ?? '')))
    expect(report.equity.drawdownPercent?.[5]).toBeCloseTo(45 / 1040, 12)
  })

  it('builds the daily P&L calendar', () => {
    expect(report.daily.map((d) => [d.date, d.pnl, d.trades, d.wins, d.losses, d.breakevens, d.equity, d.drawdown])).toEqual([
      ['2025-03-03', 10, 2, 1, 1, 0, 1010, 0],
      ['2025-03-04', 0, 1, 0, 0, 1, 1010, 0],
      ['2025-03-05', -10, 2, 1, 1, 0, 1000, 10],
      ['2025-03-06', -5, 1, 0, 1, 0, 995, 15],
    ])
  })

  it('breaks P&L down by setup, tag, exchange, account, side, period, hour and weekday', () => {
    const b = report.breakdowns
    const pick = <K>(buckets: readonly { key: K; trades: number; pnl: number }[]) => buckets.map((x) => [x.key, x.trades, x.pnl])
    expect(pick(b.symbol)).toEqual([['BTCUSDT', 6, -5]])
    expect(pick(b.setup)).toEqual([
      [null, 4, -25],
      ['setup-1', 2, 20],
    ])
    // B has two tags: it counts in both; untagged trades in the null bucket.
    expect(pick(b.tag)).toEqual([
      [null, 4, -15],
      ['calm', 2, 10],
      ['fomo', 1, -10],
    ])
    // Exchange ids compare case-insensitively.
    expect(pick(b.exchange)).toEqual([
      [null, 4, 5],
      ['bybit', 2, -10],
    ])
    expect(pick(b.account)).toEqual([
      [null, 5, 35],
      ['acc-1', 1, -40],
    ])
    expect(pick(b.side)).toEqual([
      ['long', 6, -5],
      ['short', 0, 0],
    ])
    expect(pick(b.periodOfDay)).toEqual([
      ['morning', 4, 45],
      ['afternoon', 2, -50],
      ['night', 0, 0],
    ])
    expect(b.hour).toHaveLength(24)
    expect(pick(b.hour).filter(([, trades]) => trades !== 0)).toEqual([
      [9, 3, 50],
      [10, 1, -5],
      [14, 1, -10],
      [17, 1, -40],
    ])
    expect(pick(b.weekday)).toEqual([
      [1, 2, 10],
      [2, 1, 0],
      [3, 2, -10],
      [4, 1, -5],
      [5, 0, 0],
      [6, 0, 0],
      [7, 0, 0],
    ])
    const monday = b.weekday[0]
    expect([monday?.wins, monday?.losses, monday?.breakevens, num(monday!.winRate)]).toEqual([1, 1, 0, 0.5])
    expect(b.weekday[4]?.winRate).toEqual({ kind: 'none', reason: 'noTrades' })
  })

  it('buckets R-multiples', () => {
    const counts = report.rMultiples.map((bucket) => [bucket.from, bucket.to, bucket.trades])
    expect(counts).toEqual([
      [null, -2, 0],
      [-2, -1, 0],
      [-1, 0, 2],
      [0, 1, 0],
      [1, 2, 0],
      [2, 3, 1],
      [3, null, 1],
    ])
    expect(metrics.overall.rMultiples.map((bucket) => bucket.trades)).toEqual([0, 0, 2, 0, 0, 1, 1])
  })

  it('never lets NaN or Infinity out', () => {
    expectAllFinite(metrics)
    expect(metrics.notes).toEqual([])
  })
})

describe('streaks', () => {
  const at = (day: number) => `2025-03-${String(day).padStart(2, '0')}T10:00:00.000Z`
  const journal = (pnls: number[]) => pnls.map((pnl, i) => pnlTrade(pnl, at(i + 1), at(i + 1).replace('10:00', '11:00')))
  it.each<[string, number[], { kind: string; length: number }, number, number]>([
    ['breakeven neither breaks nor extends a win streak', [5, 0, 5, -1], { kind: 'loss', length: 1 }, 2, 1],
    ['current win streak through a breakeven', [-1, 3, 0, 0, 4], { kind: 'win', length: 2 }, 2, 1],
    ['only breakevens', [0, 0], { kind: 'none', length: 0 }, 0, 0],
    ['long loss streak', [2, -1, -1, 0, -1, 2], { kind: 'win', length: 1 }, 1, 3],
  ])('%s', (_name, pnls, current, longestWin, longestLoss) => {
    const { streaks } = computeMetrics(journal(pnls), { timeZone: 'UTC', now: NOW }).primary
    expect(streaks).toEqual({ current, longestWin, longestLoss })
  })
})
