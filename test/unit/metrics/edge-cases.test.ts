import { describe, expect, it } from 'vitest'
import { computeMetrics, journalMetricsOptions, type MetricsOptions } from '../../../src/domain/metrics'
import type { Trade } from '../../../src/domain/trade'
import { expectAllFinite, inverseTrade, NOW, num, openTrade, pnlTrade } from './support'

const UTC: MetricsOptions = { timeZone: 'UTC', now: NOW }
const day = (d: number, hour = 10) => `2025-03-${String(d).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`

describe('a journal with nothing to count', () => {
  it.each<[string, Trade[], MetricsOptions]>([
    ['no trades', [], UTC],
    ['no trades, with capital', [], { ...UTC, initialCapital: '1000' }],
    ['only open trades', [openTrade(), openTrade({ side: 'short' })], { ...UTC, initialCapital: '1000' }],
    ['only deleted trades', [pnlTrade(10, day(3), day(3, 11), { isDeleted: true })], UTC],
  ])('%s: a well-defined empty result', (_name, trades, options) => {
    const metrics = computeMetrics(trades, options)
    const report = metrics.primary
    expect(metrics.reports).toHaveLength(1)
    expect(report.totalTrades).toBe(0)
    expect(report.pnl).toBe(0)
    expect(report.totals.netPnl).toBe('0')
    for (const stat of [
      report.winRate,
      report.profitFactor,
      report.averageWin,
      report.averageLoss,
      report.expectancy,
      report.averagePnlPerTrade,
      report.sharpeRatio,
      report.recoveryFactor,
      report.averageHoldingTimeMs,
    ]) {
      expect(stat).toEqual({ kind: 'none', reason: 'noTrades' })
    }
    expect(report.bestTrade).toBeUndefined()
    expect(report.bestDay).toBeUndefined()
    expect(report.bestHour).toBeUndefined()
    expect(report.equity.equity).toHaveLength(0)
    expect(report.daily).toEqual([])
    expect(report.streaks).toEqual({ current: { kind: 'none', length: 0 }, longestWin: 0, longestLoss: 0 })
    expect(report.maxDrawdown.amount).toBe(0)
    expectAllFinite(metrics)
  })

  it('counts open trades apart, with what they cost so far', () => {
    const metrics = computeMetrics(
      [openTrade({ tradingFee: '0.2', fundingFee: '-0.1', openedAt: '2025-06-01T10:00:00.000Z' }), openTrade({ side: 'short', openedAt: '2025-06-01T11:00:00.000Z' })],
      UTC,
    )
    expect(metrics.primary.open).toEqual({
      count: 2,
      long: 1,
      short: 1,
      notional: 200,
      margin: 20,
      fees: 0.2,
      funding: -0.1,
      oldestOpenedAt: Date.parse('2025-06-01T10:00:00.000Z'),
      averageAgeMs: { kind: 'value', value: (2 * 3_600_000 + 3_600_000) / 2 },
    })
    expect(metrics.overall.open).toBe(2)
  })

  it('gives an empty journal the reporting currency, else the accounts currency', () => {
    expect(computeMetrics([], { ...UTC, conversion: { reporting: 'eur', rates: {} } }).primaryCurrency).toBe('EUR')
    expect(computeMetrics([], { ...UTC, accounts: [{ id: 'a', baseCurrency: 'USDC', initialCapital: '10' }] }).primaryCurrency).toBe('USDC')
  })

  it('counts deleted and unreadable trades apart', () => {
    const broken = pnlTrade(5, day(3), day(3, 11), { entryPrice: 'not a number' })
    const metrics = computeMetrics([broken, pnlTrade(5, day(3), day(3, 11), { isDeleted: true }), pnlTrade(5, day(4), day(4, 11))], UTC)
    expect(metrics.excluded).toEqual({ deleted: 1, unreadable: 1 })
    expect(metrics.primary.totalTrades).toBe(1)
  })
})

describe('ratios at their limits', () => {
  it.each<[string, number[], Record<string, unknown>]>([
    [
      'only losses',
      [-10, -20],
      {
        profitFactor: { kind: 'value', value: 0 },
        riskToReward: { kind: 'none', reason: 'noWins' },
        averageWin: { kind: 'none', reason: 'noWins' },
        winRate: { kind: 'value', value: 0 },
      },
    ],
    [
      'only wins',
      [10, 20],
      { profitFactor: { kind: 'infinite' }, riskToReward: { kind: 'infinite' }, recoveryFactor: { kind: 'infinite' }, averageLoss: { kind: 'none', reason: 'noLosses' } },
    ],
    [
      'only breakevens',
      [0, 0],
      {
        profitFactor: { kind: 'none', reason: 'noDecidedTrades' },
        winRate: { kind: 'none', reason: 'noDecidedTrades' },
        expectancy: { kind: 'none', reason: 'noDecidedTrades' },
        recoveryFactor: { kind: 'none', reason: 'noDrawdown' },
      },
    ],
    ['one trade', [15], { profitFactor: { kind: 'infinite' }, sharpeRatio: { kind: 'none', reason: 'tooFewDays' }, averagePnlPerDay: { kind: 'value', value: 15 } }],
  ])('%s', (_name, pnls, expected) => {
    const trades = pnls.map((pnl, i) => pnlTrade(pnl, day(i + 3), day(i + 3, 11)))
    const metrics = computeMetrics(trades, { ...UTC, initialCapital: '1000' })
    expect(metrics.primary).toMatchObject(expected)
    expectAllFinite(metrics)
  })

  it('only losses: recovery factor is negative and the drawdown is the whole loss', () => {
    const report = computeMetrics([pnlTrade(-10, day(3), day(3, 11)), pnlTrade(-20, day(4), day(4, 11))], { ...UTC, initialCapital: '1000' }).primary
    expect(report.maxDrawdown.amount).toBe(30)
    expect(num(report.maxDrawdown.percent)).toBeCloseTo(0.03, 12)
    expect(num(report.recoveryFactor)).toBe(-1)
  })

  it('flat daily returns have no Sharpe ratio', () => {
    const report = computeMetrics([pnlTrade(0, day(3), day(3, 11)), pnlTrade(0, day(4), day(4, 11))], { ...UTC, initialCapital: '1000' }).primary
    expect(report.sharpeRatio).toEqual({ kind: 'none', reason: 'noVariance' })
  })

  it('a blown account (equity at or below zero) has no Sharpe ratio', () => {
    const report = computeMetrics([pnlTrade(-60, day(3), day(3, 11)), pnlTrade(10, day(4), day(4, 11), { quantity: '1' })], { ...UTC, initialCapital: '50' }).primary
    expect(report.sharpeRatio).toEqual({ kind: 'none', reason: 'equityNotPositive' })
    expect(num(report.maxDrawdown.percent)).toBeCloseTo(60 / 50, 12)
  })
})

describe('journalMetricsOptions: whose capital counts', () => {
  const accounts = [{ id: 'a', baseCurrency: 'USDT', initialCapital: '500' }]
  it.each<[string, string, string | undefined, MetricsOptions['initialCapital']]>([
    ["the settings' capital, for the whole journal", '1000', undefined, '1000'],
    ["one account in view: its own capital, not the settings'", '1000', 'a', undefined],
    ["no capital in the settings: the accounts' own", '0', undefined, undefined],
  ])('%s', (_name, initialCapital, accountId, expected) => {
    const options = journalMetricsOptions({ timeZone: 'UTC', now: NOW, settings: { breakevenBand: '1', pnlView: 'gross', initialCapital }, accounts, accountId })
    expect(options).toEqual({ timeZone: 'UTC', now: NOW, breakevenBand: '1', view: 'gross', accounts, ...(expected ? { initialCapital: expected } : {}) })
  })
})

describe('a period that starts after earlier trades (openingPnl)', () => {
  // The period's trades: +20 then -30; 500 was made before it began.
  const trades = [pnlTrade(20, day(3), day(3, 11)), pnlTrade(-30, day(4), day(4, 11))]
  it.each<[string, MetricsOptions, number, number | undefined]>([
    ['capital 1000, 500 made before: the period starts at 1500', { ...UTC, initialCapital: '1000', openingPnl: { USDT: '500' } }, 1500, -10 / 1500],
    ['the currency read in any case', { ...UTC, initialCapital: '1000', openingPnl: { usdt: '500' } }, 1500, -10 / 1500],
    ['a loss before the period lowers its start', { ...UTC, initialCapital: '1000', openingPnl: { USDT: '-200.5' } }, 799.5, -10 / 799.5],
    ["another currency's P&L does not count", { ...UTC, initialCapital: '1000', openingPnl: { BTC: '3' } }, 1000, -10 / 1000],
    ['no capital: nothing to start from, the balance is the P&L', { ...UTC, openingPnl: { USDT: '500' } }, 0, undefined],
  ])('%s', (_name, options, start, roi) => {
    const report = computeMetrics(trades, options).primary
    expect(report.capital.amount).toBe(start)
    expect(report.totalBalance).toBeCloseTo(start - 10, 9)
    if (roi === undefined) expect(report.currentRoi).toEqual({ kind: 'none', reason: 'noCapital' })
    else expect(num(report.currentRoi)).toBeCloseTo(roi, 12)
  })
})

describe('zero capital', () => {
  const trades = [pnlTrade(20, day(3), day(3, 11)), pnlTrade(-30, day(4), day(4, 11))]
  it.each<[string, MetricsOptions['initialCapital']]>([
    ['not set', undefined],
    ['set to 0', '0'],
    ['negative', '-5'],
  ])('%s: ROI, drawdown % and Sharpe have no value, the rest does', (_name, initialCapital) => {
    const report = computeMetrics(trades, { ...UTC, initialCapital }).primary
    expect(report.capital.source).toBe('none')
    expect(report.currentRoi).toEqual({ kind: 'none', reason: 'noCapital' })
    expect(report.maxDrawdown.percent).toEqual({ kind: 'none', reason: 'noCapital' })
    expect(report.sharpeRatio).toEqual({ kind: 'none', reason: 'noCapital' })
    expect(report.maxDrawdown.amount).toBe(30)
    expect(report.totalBalance).toBe(-10)
    expect(report.equity.drawdownPercent).toBeUndefined()
    expect(num(report.averageRoiPerTrade)).toBeCloseTo((2 - 3) / 2, 12)
  })

  it('takes the capital of the accounts in view when the option is not set', () => {
    const report = computeMetrics(trades, {
      ...UTC,
      initialCapital: '0',
      accounts: [
        { id: 'a', baseCurrency: 'usdt', initialCapital: '600' },
        { id: 'b', baseCurrency: 'USDT', initialCapital: '400' },
        { id: 'c', baseCurrency: 'EUR', initialCapital: '999' },
      ],
    }).primary
    expect(report.capital).toEqual({ amount: 1000, exact: '1000', source: 'accounts' })
    expect(num(report.currentRoi)).toBeCloseTo(-0.01, 12)
  })
})

describe('breakeven band', () => {
  it('counts |P&L| <= band as breakeven (the edge included), in both views', () => {
    const trades = [
      pnlTrade(0.5, day(3), day(3, 11)),
      pnlTrade(-0.5, day(4), day(4, 11)),
      pnlTrade(0.51, day(5), day(5, 11)),
      pnlTrade(2, day(6), day(6, 11), { tradingFee: '1.6' }),
    ]
    const net = computeMetrics(trades, { ...UTC, breakevenBand: '0.5' }).primary
    expect([net.wins, net.losses, net.breakevens]).toEqual([1, 0, 3])
    const gross = computeMetrics(trades, { ...UTC, breakevenBand: '0.5', view: 'gross' }).primary
    expect([gross.wins, gross.losses, gross.breakevens]).toEqual([2, 0, 2])
  })
})

describe('fees, funding and the gross view', () => {
  const trades = [
    pnlTrade(10, day(3), day(3, 11), { tradingFee: '1.5', fundingFee: '-0.5' }),
    pnlTrade(-4, day(4), day(4, 11), { tradingFee: '0.25', fundingFee: '0.75' }),
    // Fee in BNB with a rate (0.002 BNB x 600 = 1.2 USDT).
    pnlTrade(6, day(5), day(5, 11), { tradingFee: '0.002', feeAsset: 'BNB' }),
  ]

  it('net view: P&L after fees and funding; funding kept apart from fees', () => {
    const report = computeMetrics(trades, { ...UTC, feeRates: { BNB: '600' } }).primary
    expect(report.totals).toEqual({
      netPnl: '9.3', // (10 - 1.5 - 0.5) + (-4 - 0.25 + 0.75) + (6 - 1.2)
      grossPnl: '12',
      fees: '2.95',
      fundingPaid: '0.5',
      fundingReceived: '0.75',
      fundingNet: '0.25',
      feesImplied: 0,
      feesUnknown: 0,
      volume: 300,
    })
    expect(report.pnl).toBeCloseTo(9.3, 12)
  })

  it('gross view: P&L before fees and funding; the totals keep both', () => {
    const report = computeMetrics(trades, { ...UTC, feeRates: { BNB: '600' }, view: 'gross' }).primary
    expect(report.pnl).toBe(12)
    expect(report.view).toBe('gross')
    expect(report.totals.netPnl).toBe('9.3')
    expect(num(report.averageWin)).toBe(8)
  })

  it('a fee coin without a rate: net unknown (counted apart), gross still counted', () => {
    const net = computeMetrics(trades, UTC).primary
    expect([net.totalTrades, net.unpriced, net.totals.netPnl]).toEqual([2, 1, '4.5'])
    const gross = computeMetrics(trades, { ...UTC, view: 'gross' }).primary
    expect([gross.totalTrades, gross.unpriced, gross.totals.feesUnknown]).toEqual([3, 0, 1])
  })

  it('a fee coin without a rate but a stated net P&L: the fee is implied by it', () => {
    const stated = pnlTrade(6, day(5), day(5, 11), { tradingFee: '0.002', feeAsset: 'BNB', overrides: { netPnl: '4.79' } })
    const report = computeMetrics([stated], UTC).primary
    expect(report.totals).toMatchObject({ netPnl: '4.79', grossPnl: '6', fees: '1.21', feesImplied: 1, feesUnknown: 0 })
  })

  it('a maker rebate (negative fee) lowers the fees', () => {
    const report = computeMetrics([pnlTrade(1, day(3), day(3, 11), { tradingFee: '-0.1' })], UTC).primary
    expect(report.totals).toMatchObject({ netPnl: '1.1', fees: '-0.1' })
  })

  it('fees and funding per bucket add up', () => {
    const report = computeMetrics(trades, { ...UTC, feeRates: { BNB: '600' } }).primary
    const [long] = report.breakdowns.side
    expect(long?.fees).toBeCloseTo(2.95, 12)
    expect(long?.funding).toBeCloseTo(0.25, 12)
  })
})

describe('inverse (coin-margined) contracts', () => {
  // inverseTrade: +1/30 BTC = 2,000 USD at the exit.
  it('counts P&L, fees (coin) and funding (quote) in the quote coin at the exit price', () => {
    const metrics = computeMetrics([inverseTrade({ tradingFee: '0.0001', feeAsset: 'BTC', fundingFee: '-3', stopLoss: '40000' })], UTC)
    const report = metrics.primary
    expect(report.currency).toBe('USD')
    expect(report.totals).toMatchObject({ grossPnl: '2000', fees: '6', fundingPaid: '3', netPnl: '1991' })
    expect(report.pnl).toBeCloseTo(1991, 9)
    // Notional 10,000 USD, margin 2,000 USD; ROI in coin: (1991/60000) / (10000/50000/5).
    expect(num(report.averagePositionSize)).toBe(10000)
    expect(num(report.averageRoiPerTrade)).toBeCloseTo(1991 / 60000 / 0.04, 9)
    // R: risk from 50,000 to 40,000 is 10000 x (1/40000 - 1/50000) = 0.05 BTC.
    expect(num(report.averageR)).toBeCloseTo(1991 / 60000 / 0.05, 9)
  })

  it('a short loses in coin when the price rises', () => {
    const report = computeMetrics([inverseTrade({ side: 'short' })], UTC).primary
    expect(report.totals.netPnl).toBe('-2000')
    expect(report.losses).toBe(1)
  })
})

describe('several currencies', () => {
  const trades = [
    pnlTrade(10, day(3), day(3, 11)),
    pnlTrade(-4, day(4), day(4, 11)),
    pnlTrade(6, day(5), day(5, 11)),
    pnlTrade(5, day(3), day(3, 12), { symbol: 'BTC-USD', quoteAsset: 'USD', marketType: 'spot', side: 'buy', leverage: undefined }),
    pnlTrade(-2, day(6), day(6, 12), { symbol: 'BTC-USD', quoteAsset: 'USD', marketType: 'spot', side: 'buy', leverage: undefined }),
    pnlTrade(3, day(7), day(7, 12), { symbol: 'BTCEUR', quoteAsset: 'EUR', marketType: 'spot', side: 'buy', leverage: undefined }),
  ]

  it('never adds two quote coins: one report each, the one with most trades first', () => {
    const metrics = computeMetrics(trades, { ...UTC, initialCapital: { USDT: '1000', usd: '500' } })
    expect(metrics.reports.map((r) => [r.currency, r.totalTrades, r.totals.netPnl, r.capital.amount])).toEqual([
      ['USDT', 3, '12', 1000],
      ['USD', 2, '3', 500],
      ['EUR', 1, '3', 0],
    ])
    expect(metrics.primaryCurrency).toBe('USDT')
    expect(metrics.notes).toContain('severalCurrencies')
    // Currency-free statistics span every trade.
    expect([metrics.overall.totalTrades, metrics.overall.wins, metrics.overall.losses]).toEqual([6, 4, 2])
  })

  it('converts with an explicit rate table, and leaves a currency without a rate apart', () => {
    const metrics = computeMetrics(trades, { ...UTC, initialCapital: '1000', conversion: { reporting: 'USDT', rates: { USD: '1', EUR: '0' } } })
    expect(metrics.reports.map((r) => [r.currency, r.sourceCurrencies, r.totalTrades, r.totals.netPnl])).toEqual([
      ['USDT', ['USDT', 'USD'], 5, '15'],
      ['EUR', ['EUR'], 1, '3'],
    ])
    const converted = computeMetrics(trades, { ...UTC, conversion: { reporting: 'USDT', rates: { USD: '0.999', EUR: '1.08' } } })
    expect(converted.reports).toHaveLength(1)
    // 12 + 3 x 0.999 + 3 x 1.08, exact.
    expect(converted.primary.totals.netPnl).toBe('18.237')
    expect(converted.primary.pnl).toBeCloseTo(18.237, 12)
    expect(converted.notes).not.toContain('severalCurrencies')
  })
})

it('an invalid time zone falls back to UTC and says so', () => {
  const metrics = computeMetrics([pnlTrade(1, day(3, 23), day(3, 23))], { timeZone: 'Mars/Olympus', now: NOW })
  expect(metrics.timeZone).toBe('UTC')
  expect(metrics.notes).toContain('invalidTimeZone')
  expect(metrics.primary.bestHour?.hour).toBe(23)
})
