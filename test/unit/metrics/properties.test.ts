import { describe, expect, it } from 'vitest'
import { computeMetrics, type CurrencyReport, type PnlView } from '../../../src/domain/metrics'
import { createTradeSummaryCache, journalTotals } from '../../../src/domain/journal'
import type { Trade } from '../../../src/domain/trade'
import { expectAllFinite, NOW, sampleTrades } from './support'

/**
 * Property-style checks on seeded sample journals (spot, linear and inverse trades, fees in BNB,
 * funding both ways, several exchanges, accounts and quote coins): whatever the journal, every
 * breakdown adds up to the report's totals.
 */
const CASES: [seed: number, count: number, zone: string, view: PnlView][] = [
  [1, 400, 'Europe/Madrid', 'net'],
  [2, 400, 'America/New_York', 'gross'],
  [3, 1500, 'Australia/Lord_Howe', 'net'],
  [4, 250, 'UTC', 'gross'],
  [5, 60, 'Asia/Kathmandu', 'net'],
]

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

function expectAddsUp(
  report: CurrencyReport,
  name: string,
  buckets: readonly { trades: number; wins: number; losses: number; breakevens: number; pnl: number; fees: number; funding: number; volume: number }[],
) {
  const at = `${report.currency} ${name}`
  expect(sum(buckets.map((b) => b.trades)), at).toBe(report.totalTrades)
  expect(sum(buckets.map((b) => b.wins)), at).toBe(report.wins)
  expect(sum(buckets.map((b) => b.losses)), at).toBe(report.losses)
  expect(sum(buckets.map((b) => b.breakevens)), at).toBe(report.breakevens)
  expect(sum(buckets.map((b) => b.pnl)), at).toBeCloseTo(report.pnl, 6)
  expect(sum(buckets.map((b) => b.fees)), at).toBeCloseTo(Number(report.totals.fees), 6)
  expect(sum(buckets.map((b) => b.funding)), at).toBeCloseTo(Number(report.totals.fundingNet), 6)
  expect(sum(buckets.map((b) => b.volume)), at).toBeCloseTo(report.totals.volume, 4)
}

describe.each(CASES)('sample journal seed %i (%i trades, %s, %s view)', (seed, count, timeZone, view) => {
  const { journal, trades } = sampleTrades(seed, count)
  const metrics = computeMetrics(trades, { timeZone, view, now: NOW, initialCapital: '20000', accounts: journal.accounts })

  it('every breakdown adds up to the total', () => {
    for (const report of metrics.reports) {
      const b = report.breakdowns
      for (const [name, buckets] of Object.entries({
        symbol: b.symbol,
        setup: b.setup,
        exchange: b.exchange,
        account: b.account,
        side: b.side,
        periodOfDay: b.periodOfDay,
        hour: b.hour,
        weekday: b.weekday,
      })) {
        expectAddsUp(report, name, buckets)
      }
      expect(sum(report.daily.map((d) => d.pnl))).toBeCloseTo(report.pnl, 6)
      expect(sum(report.daily.map((d) => d.trades))).toBe(report.totalTrades)
      expect(sum(report.rMultiples.map((r) => r.trades))).toBe(report.tradesWithR)
      expect(report.wins + report.losses + report.breakevens).toBe(report.totalTrades)
    }
  })

  it('a trade counts once per tag (once in the untagged bucket without any)', () => {
    const byId = new Map(trades.map((trade) => [trade.id, trade]))
    for (const report of metrics.reports) {
      const counted = report.equity.tradeIds.map((id) => byId.get(id) as Trade)
      const expected = sum(counted.map((trade) => Math.max(1, new Set(trade.tagIds).size)))
      expect(sum(report.breakdowns.tag.map((b) => b.trades))).toBe(expected)
      const untagged = report.breakdowns.tag.find((b) => b.key === null)?.trades ?? 0
      expect(untagged).toBe(counted.filter((trade) => trade.tagIds.length === 0).length)
    }
  })

  it('the equity curve ends at capital + P&L and the reports cover every trade', () => {
    for (const report of metrics.reports) {
      expect(report.equity.equity).toHaveLength(report.totalTrades)
      if (report.totalTrades > 0) expect(report.equity.equity[report.totalTrades - 1]).toBeCloseTo(report.capital.amount + report.pnl, 6)
      const maxFall = Math.max(0, ...report.equity.drawdown)
      expect(report.maxDrawdown.amount).toBe(maxFall)
    }
    expect(sum(metrics.reports.map((r) => r.totalTrades + r.unpriced))).toBe(trades.filter((t) => t.closedAt).length)
    expect(sum(metrics.reports.map((r) => r.open.count))).toBe(trades.filter((t) => !t.closedAt).length)
    expect(metrics.overall.totalTrades).toBe(sum(metrics.reports.map((r) => r.totalTrades)))
  })

  it('exact net totals per quote coin match the journal totals', () => {
    const totals = journalTotals(trades, createTradeSummaryCache('0').get)
    const expected = Object.fromEntries(totals.netPnlByAsset.map((entry) => [entry.asset, entry.netPnl]))
    const actual = Object.fromEntries(metrics.reports.map((report) => [report.currency, report.totals.netPnl]))
    expect(actual).toEqual(expected)
    for (const report of metrics.reports) expect(Number(view === 'net' ? report.totals.netPnl : report.totals.grossPnl)).toBeCloseTo(report.pnl, 6)
  })

  it('lets no NaN or Infinity out', () => {
    expectAllFinite(metrics)
  })
})
