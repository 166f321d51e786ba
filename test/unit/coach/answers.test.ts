import { describe, expect, it } from 'vitest'
import { answerIntent, type CoachContext, MIN_GROUP_TRADES, weeklyReview, weekOf } from '../../../src/domain/coach'
import { tradeFactsOf } from '../../../src/domain/insights'
import { tradeResultsOf } from '../../../src/domain/market'
import { computeMetrics } from '../../../src/domain/metrics'
import type { Trade } from '../../../src/domain/trade'
import { pnlTrade } from '../metrics/support'

const SETUP_A = '00000000-0000-4000-8000-00000000aaaa'
const SETUP_B = '00000000-0000-4000-8000-00000000bbbb'
const NOW = Date.parse('2025-03-20T12:00:00.000Z') // a Thursday
const at = (day: number, hour: number) => new Date(Date.UTC(2025, 2, day, hour)).toISOString()

function contextOf(trades: readonly Trade[]): CoachContext {
  const metrics = computeMetrics(trades, { timeZone: 'UTC', now: NOW, view: 'gross' })
  return {
    report: metrics.primary,
    facts: tradeFactsOf(trades, { timeZone: 'UTC', view: 'gross' }).closed,
    tags: [],
    results: tradeResultsOf(trades, { timeZone: 'UTC', view: 'gross' }).closed,
    timeZone: 'UTC',
    nowMs: NOW,
  }
}

// Setup A: +10 +10 -5 (Mondays 09:00); setup B: -20 -20 +5 (Tuesdays 15:00); one trade without a setup.
const trades = [
  pnlTrade(10, at(3, 9), at(3, 10), { setupId: SETUP_A }),
  pnlTrade(10, at(10, 9), at(10, 10), { setupId: SETUP_A, symbol: 'ETHUSDT', baseAsset: 'ETH' }),
  pnlTrade(-5, at(17, 9), at(17, 10), { setupId: SETUP_A }),
  pnlTrade(-20, at(4, 15), at(4, 16), { setupId: SETUP_B }),
  pnlTrade(-20, at(11, 15), at(11, 16), { setupId: SETUP_B, stopLoss: '95' }),
  pnlTrade(5, at(18, 15), at(18, 16), { setupId: SETUP_B, stopLoss: '95' }),
  pnlTrade(3, at(19, 9), at(19, 10)),
]
const context = contextOf(trades)

describe('coach answers, with the numbers behind them', () => {
  it('names the best and the weakest setup by total P&L', () => {
    const best = answerIntent('bestSetup', context)
    expect(best.kind).toBe('bestSetup')
    if (best.kind !== 'bestSetup') return
    expect([best.setup.key, best.setup.trades, best.setup.pnl, best.compared, best.runnerUp?.key]).toEqual([SETUP_A, 3, 15, 2, SETUP_B])
    const worst = answerIntent('worstSetup', context)
    expect(worst.kind === 'worstSetup' && [worst.setup.key, worst.setup.pnl]).toEqual([SETUP_B, -35])
  })

  it('finds the weekday and the hours with the lowest P&L', () => {
    const answer = answerIntent('losingTimes', context)
    expect(answer.kind).toBe('losingTimes')
    if (answer.kind !== 'losingTimes') return
    expect(answer.weekday?.key).toBe(2) // Tuesday
    expect(answer.weekday?.pnl).toBe(-35)
    expect([answer.hours?.from, answer.hours?.to, answer.hours?.stats.pnl]).toEqual([15, 18, -35])
    expect(answer.period?.key).toBe('afternoon')
  })

  it('answers the best symbol among those with enough trades only', () => {
    const answer = answerIntent('bestSymbol', context)
    // ETHUSDT has one trade: below the minimum, so BTCUSDT is the only one ranked.
    expect(answer.kind === 'bestSymbol' && [answer.symbol.key, answer.compared]).toEqual(['BTCUSDT', 1])
  })

  it('says when there are not enough trades to rank, and when there are none', () => {
    const few = contextOf(trades.slice(0, 2))
    expect(answerIntent('bestSetup', few)).toEqual({ kind: 'notEnough', closedTrades: 2, needed: MIN_GROUP_TRADES, what: 'setup' })
    expect(answerIntent('overall', contextOf([])).kind).toBe('noTrades')
    expect(answerIntent('unknown', context)).toEqual({ kind: 'unknown' })
  })

  it('compares long and short and the trades right after a loss', () => {
    const sides = answerIntent('longVsShort', context)
    expect(sides.kind === 'longVsShort' && [sides.long?.trades, sides.short]).toEqual([7, null])
    const afterLoss = answerIntent('afterLoss', context)
    expect(afterLoss.kind === 'afterLoss' && afterLoss.afterLoss.trades + afterLoss.otherwise.trades).toBe(6)
  })

  it('reviews this week and last week by local close day, exactly', () => {
    const thisWeek = answerIntent('thisWeek', context)
    expect(thisWeek.kind === 'week' && thisWeek.review.week).toEqual({ start: '2025-03-17', end: '2025-03-23' })
    if (thisWeek.kind !== 'week') return
    const usdt = thisWeek.review.currencies[0]
    expect([usdt?.totals.trades, usdt?.totals.pnl, usdt?.previous?.pnl, usdt?.best.pnl, usdt?.worst.pnl]).toEqual([3, '3', '-10', '5', '-5'])
    expect([thisWeek.review.trades, thisWeek.review.tradingDays, thisWeek.review.withoutStop]).toEqual([3, 3, 2])
    const last = answerIntent('lastWeek', context)
    expect(last.kind === 'week' && [last.which, last.review.week.start, last.review.trades]).toEqual(['last', '2025-03-10', 2])
  })
})

describe('weeks', () => {
  it.each([
    ['a Thursday', '2025-03-20T12:00:00.000Z', 'UTC', 0, '2025-03-17'],
    ['a Monday', '2025-03-17T00:30:00.000Z', 'UTC', 0, '2025-03-17'],
    ['a Sunday', '2025-03-23T23:00:00.000Z', 'UTC', 0, '2025-03-17'],
    ['Sunday late in UTC, Monday in Tokyo', '2025-03-23T23:00:00.000Z', 'Asia/Tokyo', 0, '2025-03-24'],
    ['two weeks back', '2025-03-20T12:00:00.000Z', 'UTC', 2, '2025-03-03'],
  ])('%s', (_name, now, zone, back, start) => {
    expect(weekOf(Date.parse(now), zone, back).start).toBe(start)
  })

  it('a week without trades has no currencies', () => {
    const review = weeklyReview([], NOW, 'UTC')
    expect([review.trades, review.currencies.length, review.withoutStop]).toEqual([0, 0, 0])
  })
})
