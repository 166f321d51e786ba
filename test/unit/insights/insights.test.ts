import { describe, expect, it } from 'vitest'
import { computeMetrics } from '../../../src/domain/metrics'
import {
  afterLossComparison,
  busyDayComparison,
  compareGroups,
  computeInsights,
  EMPTY_GROUP,
  type GroupStats,
  statsOf,
  statsOfAmounts,
  tradeFactsOf,
  winShare,
} from '../../../src/domain/insights'
import type { Trade } from '../../../src/domain/trade'
import { NOW, pnlTrade } from '../metrics/support'

const facts = (trades: readonly Trade[]) => tradeFactsOf(trades, { timeZone: 'UTC' }).closed
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2025, 2, day, hour, minute)).toISOString()

/** A group with `wins` wins and `losses` losses of +10 / -10. */
const group = (wins: number, losses: number): GroupStats => statsOfAmounts([...Array<number>(wins).fill(10), ...Array<number>(losses).fill(-10)])

describe('compareGroups keeps only real differences on enough trades', () => {
  const cases: [name: string, a: GroupStats, b: GroupStats, expected: 'winRate' | 'averagePnl' | undefined][] = [
    ['too few trades on one side', group(2, 7), group(30, 20), undefined],
    ['gap below 10 points', group(25, 25), group(28, 22), undefined],
    ['10 points but not significant on small groups', group(6, 6), group(8, 5), undefined],
    ['31% against 58% on 40 trades each', group(12, 28), group(23, 17), 'winRate'],
  ]
  it.each(cases)('%s', (_name, a, b, expected) => {
    expect(compareGroups({ kind: 'afterLoss' }, a, b, 'USDT')?.basis).toBe(expected)
  })

  it('falls back to the average P&L when win rates match but amounts differ (Welch)', () => {
    const small = statsOfAmounts(Array.from({ length: 20 }, (_, i) => (i % 2 ? -5 : 6)))
    const big = statsOfAmounts(Array.from({ length: 20 }, (_, i) => (i % 2 ? -40 : 10)))
    const finding = compareGroups({ kind: 'afterLoss' }, small, big, 'USDT')
    expect(finding?.basis).toBe('averagePnl')
    expect(finding?.score).toBeGreaterThan(1.96)
  })
})

describe('after a loss', () => {
  it('groups each trade by the last trade closed before it opened; the first has none', () => {
    // L, W, L, L, W in sequence, one hour each.
    const pnls = [-10, 20, -5, -5, 15]
    const trades = pnls.map((pnl, i) => pnlTrade(pnl, at(3, i * 2), at(3, i * 2 + 1)))
    const { afterLoss, otherwise } = afterLossComparison(facts(trades))
    // After a loss: trade 2 (+20), trade 4 (-5), trade 5 (+15); after a win: trade 3 (-5).
    expect([afterLoss.trades, afterLoss.wins, afterLoss.losses, afterLoss.pnl]).toEqual([3, 2, 1, 30])
    expect([otherwise.trades, otherwise.wins, otherwise.losses, otherwise.pnl]).toEqual([1, 0, 1, -5])
  })

  it('a trade opened before the previous one closed looks further back', () => {
    const first = pnlTrade(-10, at(3, 1), at(3, 2))
    const overlapping = pnlTrade(10, at(3, 3), at(3, 9))
    const inside = pnlTrade(5, at(3, 4), at(3, 5)) // opened while `overlapping` was still open: previous is `first`
    const { afterLoss, otherwise } = afterLossComparison(facts([first, overlapping, inside]))
    expect(afterLoss.trades).toBe(2)
    expect(otherwise.trades).toBe(0)
  })
})

describe('busy days', () => {
  it('the usual day is the median count; busy is above twice that and at least 2 more', () => {
    const trades: Trade[] = []
    // Days 3-7: one trade each (+10); day 10: five trades of -4 each.
    for (let day = 3; day <= 7; day++) trades.push(pnlTrade(10, at(day, 10), at(day, 11)))
    for (let i = 0; i < 5; i++) trades.push(pnlTrade(-4, at(10, 8 + i), at(10, 8 + i, 30)))
    const busy = busyDayComparison(facts(trades))
    expect(busy.usualTrades).toBe(1)
    expect(busy.threshold).toBe(3)
    expect([busy.busy.trades, busy.busy.pnl]).toEqual([1, -20])
    expect([busy.normal.trades, busy.normal.pnl, busy.normal.wins]).toEqual([5, 50, 5])
  })

  it('days in profit are a share of every day: a flat day is one not in profit', () => {
    // Days 3-6: +10, -10, 0 (flat), +10.
    const trades = [10, -10, 0, 10].map((pnl, i) => pnlTrade(pnl, at(3 + i, 10), at(3 + i, 11)))
    const { normal } = busyDayComparison(facts(trades))
    expect([normal.trades, normal.wins, normal.breakevens]).toEqual([4, 2, 1])
    expect(winShare(normal)).toEqual({ kind: 'value', value: 0.5 })
    expect(winShare(EMPTY_GROUP)).toEqual({ kind: 'none', reason: 'noTrades' })
  })
})

describe('computeInsights', () => {
  it('finds late trades losing more often, with the numbers behind it, and nothing on a tiny journal', () => {
    const trades: Trade[] = []
    // 40 trades opened at 22:00 win 12 (30%); 40 opened at 10:00 win 24 (60%).
    for (let i = 0; i < 40; i++) trades.push(pnlTrade(i < 12 ? 10 : -10, at(1 + (i % 28), 22), at(1 + (i % 28), 23)))
    for (let i = 0; i < 40; i++) trades.push(pnlTrade(i < 24 ? 10 : -10, at(1 + (i % 28), 10), at(1 + (i % 28), 11)))
    const metrics = computeMetrics(trades, { timeZone: 'UTC', now: NOW })
    const all = computeInsights({ report: metrics.primary, facts: facts(trades), tags: [] })
    const late = all.find((f) => f.subject.kind === 'hours' && f.subject.from === 21)
    expect(late?.basis).toBe('winRate')
    expect(late?.group.trades).toBe(40)
    expect(late?.group.winRate).toEqual({ kind: 'value', value: 0.3 })
    expect(late?.others.winRate).toEqual({ kind: 'value', value: 0.6 })

    const few = trades.slice(0, 6).concat(trades.slice(40, 46))
    const small = computeMetrics(few, { timeZone: 'UTC', now: NOW })
    expect(computeInsights({ report: small.primary, facts: facts(few), tags: [] })).toEqual([])
  })

  it('group and others always add up to every trade of the report', () => {
    const trades = Array.from({ length: 60 }, (_, i) => pnlTrade(i % 3 === 0 ? -12 : 7, at(1 + (i % 27), i % 24), at(1 + (i % 27), i % 24, 30), { leverage: 1 + (i % 30) }))
    const metrics = computeMetrics(trades, { timeZone: 'UTC', now: NOW })
    const all = statsOf(facts(trades))
    for (const finding of computeInsights({ report: metrics.primary, facts: facts(trades), tags: [] })) {
      if (finding.subject.kind === 'busyDays') continue
      expect(finding.group.trades + finding.others.trades).toBeLessThanOrEqual(all.trades)
      if (finding.subject.kind !== 'afterLoss') expect(finding.group.pnl + finding.others.pnl).toBeCloseTo(all.pnl, 9)
    }
  })
})
