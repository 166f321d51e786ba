import { describe, expect, it } from 'vitest'
import { analyseFees, feeImpactSeries } from '../../../src/domain/fees'
import { tradeFactsOf } from '../../../src/domain/insights'
import { computeMetrics } from '../../../src/domain/metrics'
import type { Trade } from '../../../src/domain/trade'
import { deriveTradeFigures } from '../../../src/domain/trades'
import { inverseTrade, NOW, pnlTrade, sampleTrades } from '../metrics/support'

const facts = (trades: readonly Trade[]) => tradeFactsOf(trades, { timeZone: 'UTC' }).closed
const t = (day: number) => [new Date(Date.UTC(2025, 0, day, 9)).toISOString(), new Date(Date.UTC(2025, 0, day, 10)).toISOString()] as const

// Each trade: 1 unit from 100 to 100 + pnl at 10x: entry size 100, margin 10.
const journal: Trade[] = [
  pnlTrade(10, ...t(2), { exchange: 'binance', tradingFee: '0.2', fundingFee: '-0.5' }), // volume 100 + 110 = 210
  pnlTrade(-10, ...t(3), { exchange: 'binance', tradingFee: '0.19' }), // volume 100 + 90 = 190
  pnlTrade(20, ...t(4), { exchange: 'coinbase', tradingFee: '2.2', fundingFee: '0.3' }), // volume 220
  pnlTrade(5, ...t(5), { exchange: 'kraken', quoteAsset: 'USD', symbol: 'XBT/USD', tradingFee: '0.41' }), // volume 205, in USD
]

describe('fee analysis on a hand-computed journal', () => {
  const analysis = analyseFees(facts(journal))

  it('ranks exchanges by fee / volume (both legs), one row per exchange and quote coin', () => {
    const rows = analysis.exchanges.map((r) => [r.rank, r.exchange, r.currency, r.trades, r.volume, r.fees])
    expect(rows).toEqual([
      [1, 'binance', 'USDT', 2, 400, 0.39],
      [2, 'kraken', 'USD', 1, 205, 0.41],
      [3, 'coinbase', 'USDT', 1, 220, 2.2],
    ])
    const [binance, kraken, coinbase] = analysis.exchanges
    expect(binance?.averageFeeRate).toEqual({ kind: 'value', value: 0.39 / 400 })
    expect(binance?.efficiency).toEqual({ kind: 'value', value: 1 })
    expect(kraken?.efficiency.kind === 'value' && kraken.efficiency.value).toBeCloseTo(0.39 / 400 / (0.41 / 205), 12)
    expect(coinbase?.efficiency.kind === 'value' && coinbase.efficiency.value).toBeCloseTo(0.39 / 400 / 0.01, 12)
    expect(analysis.mostEfficient?.exchange).toBe('binance')
    expect(analysis.leastEfficient?.exchange).toBe('coinbase')
  })

  it('keeps totals per quote coin and funding apart from fees', () => {
    const [usdt, usd] = analysis.totals
    expect([usdt?.currency, usdt?.trades, usdt?.fundingPaid, usdt?.fundingReceived]).toEqual(['USDT', 3, 0.5, 0.3])
    expect(usdt?.fees).toBeCloseTo(2.59, 12)
    expect([usd?.currency, usd?.trades, usd?.fees]).toEqual(['USD', 1, 0.41])
  })

  it('per trade: percentages of the margin, fee and funding in money', () => {
    const row = analysis.trades.find((r) => r.exchange === 'binance' && r.fee === 0.2)
    expect(row).toMatchObject({ symbol: 'BTCUSDT', margin: 10, leverage: 10, fee: 0.2, funding: -0.5 })
    expect(row?.grossPnlPercent).toEqual({ kind: 'value', value: 1 })
    expect(row?.feesPercent).toEqual({ kind: 'value', value: 0.02 })
    // net = 10 - 0.2 - 0.5 = 9.3 on a margin of 10
    expect(row?.netPnlPercent.kind === 'value' && row.netPnlPercent.value).toBeCloseTo(0.93, 12)
  })

  it("an inverse contract's percentages are its ROI in the coin, as the journal shows it: margin valued at the exit price, like the P&L", () => {
    // 100 contracts of 100 USD long from 50,000 to 60,000 at 5x: margin 0.04 BTC, gross +1/30 BTC,
    // fee 0.0001 BTC; in USD at the exit: margin 2,400, gross 2,000, fee 6.
    const inverse = inverseTrade({ tradingFee: '0.0001', feeAsset: 'BTC' })
    const [row] = analyseFees(facts([inverse])).trades
    expect(row?.margin).toBeCloseTo(2400, 9)
    expect(row?.grossPnlPercent.kind === 'value' && row.grossPnlPercent.value).toBeCloseTo(1 / 30 / 0.04, 12)
    expect(row?.netPnlPercent.kind === 'value' && row.netPnlPercent.value).toBeCloseTo(Number(deriveTradeFigures(inverse, { timeZone: 'UTC' }).roi?.value), 9)
  })

  it('the fee impact series accumulates gross, fees and net of one coin by month', () => {
    const points = feeImpactSeries(facts(journal), 'USDT')
    expect(points).toHaveLength(1)
    expect(points[0]).toMatchObject({ month: '2025-01', trades: 3, gross: 20 })
    expect(points[0]?.cumulativeFees).toBeCloseTo(2.59, 12)
    expect(points[0]?.cumulativeNet).toBeCloseTo(20 - 2.59 - 0.5 + 0.3, 12)
  })

  it('no trades, or only open ones: nothing ranked and no NaN', () => {
    expect(analyseFees([])).toEqual({ exchanges: [], trades: [], totals: [] })
    const open = { ...journal[0]!, closedAt: undefined, exitPrice: undefined }
    expect(tradeFactsOf([open], { timeZone: 'UTC' })).toMatchObject({ closed: [], open: 1 })
  })
})

describe('property: fee breakdowns add up and agree with the metrics engine', () => {
  it.each([1, 7, 20_240_601])('sample journal seed %i', (seed) => {
    const { journal: sample, trades } = sampleTrades(seed, 400)
    const metrics = computeMetrics(trades, { timeZone: 'UTC', now: NOW, accounts: sample.accounts })
    const analysis = analyseFees(tradeFactsOf(trades, { timeZone: 'UTC' }).closed)
    for (const report of metrics.reports) {
      const rows = analysis.exchanges.filter((r) => r.currency === report.currency)
      const total = analysis.totals.find((x) => x.currency === report.currency)
      expect(rows.reduce((s, r) => s + r.trades, 0)).toBe(report.totalTrades)
      expect(rows.reduce((s, r) => s + r.fees, 0)).toBeCloseTo(Number(report.totals.fees), 6)
      expect(rows.reduce((s, r) => s + r.funding, 0)).toBeCloseTo(Number(report.totals.fundingNet), 6)
      expect(total?.fees).toBeCloseTo(Number(report.totals.fees), 6)
      // Each exchange's fees match the engine's exchange breakdown.
      for (const bucket of report.breakdowns.exchange) {
        expect(rows.find((r) => r.exchange === bucket.key)?.fees, String(bucket.key)).toBeCloseTo(bucket.fees, 6)
      }
      const points = feeImpactSeries(tradeFactsOf(trades, { timeZone: 'UTC' }).closed, report.currency)
      expect(points.reduce((s, p) => s + p.fees, 0)).toBeCloseTo(Number(report.totals.fees), 6)
    }
    expect(analysis.trades).toHaveLength(metrics.overall.totalTrades)
    expect(JSON.stringify(analysis)).not.toMatch(/NaN|Infinity|null/)
  })
})
