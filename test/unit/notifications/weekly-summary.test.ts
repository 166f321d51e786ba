import { describe, expect, it } from 'vitest'
import { weekContaining, weeklySummary, weeklySummaryDecision, type WeeklySummary } from '../../../src/domain/notifications'
import type { Trade } from '../../../src/domain/trade'
import { buildTrade, without } from '../domain/builders'

let counter = 0
const id = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`

/** A closed 1-unit long from 100 to 100 + gross, closed at `closedAt`, in `quote`. */
function closed(gross: number, closedAt: string, fields: Partial<Trade> = {}): Trade {
  const quote = fields.quoteAsset ?? 'USDT'
  return buildTrade({
    id: id(),
    symbol: `BTC${quote}`,
    quoteAsset: quote,
    entryPrice: '100',
    exitPrice: String(100 + gross),
    quantity: '1',
    openedAt: new Date(Date.parse(closedAt) - 3_600_000).toISOString(),
    closedAt,
    ...fields,
  })
}

// Wednesday 2025-03-12: last week is Monday 2025-03-03 to Sunday 2025-03-09.
const NOW = Date.parse('2025-03-12T10:00:00.000Z')

const journal: Trade[] = [
  closed(10, '2025-03-04T10:00:00.000Z'), // USDT win +10
  closed(-4, '2025-03-08T10:00:00.000Z', { tradingFee: '1' }), // USDT loss, net -5
  closed(20, '2025-03-09T23:30:00.000Z', { quoteAsset: 'USD' }), // Sunday in UTC, Monday in Berlin
  closed(7, '2025-03-10T00:10:00.000Z'), // Monday in UTC, Sunday evening in New York
  closed(50, '2025-03-05T10:00:00.000Z', { isDeleted: true }), // in the trash
  without(closed(0, '2025-03-05T10:00:00.000Z'), 'exitPrice', 'closedAt'), // still open
  closed(99, '2025-03-02T12:00:00.000Z'), // the week before last
]

interface Expected {
  closedTrades: number
  winRate: number | null
  currencies: Array<[currency: string, trades: number, wins: number, losses: number, netPnl: number]>
}

function shape(summary: WeeklySummary | null): Expected | null {
  if (!summary) return null
  return {
    closedTrades: summary.closedTrades,
    winRate: summary.winRate.kind === 'value' ? Number(summary.winRate.value.toFixed(4)) : null,
    currencies: summary.currencies.map((c) => [c.currency, c.trades, c.wins, c.losses, Number(c.netPnl)]),
  }
}

describe('weeklySummary: last week per quote currency, from the metrics engine', () => {
  it.each<[string, readonly Trade[], string, Expected | null]>([
    [
      'UTC: two USDT trades and one USD trade, never added together',
      journal,
      'UTC',
      {
        closedTrades: 3,
        winRate: 0.6667,
        currencies: [
          ['USDT', 2, 1, 1, 5],
          ['USD', 1, 1, 0, 20],
        ],
      },
    ],
    ['Berlin: the Sunday-night USD trade closed on Monday there', journal, 'Europe/Berlin', { closedTrades: 2, winRate: 0.5, currencies: [['USDT', 2, 1, 1, 5]] }],
    [
      'New York: the Monday 00:10 UTC trade closed on Sunday evening there',
      journal,
      'America/New_York',
      {
        closedTrades: 4,
        winRate: 0.75,
        currencies: [
          ['USDT', 3, 2, 1, 12],
          ['USD', 1, 1, 0, 20],
        ],
      },
    ],
    ['no trades last week: nothing to show', [closed(5, '2025-03-11T10:00:00.000Z'), closed(5, '2025-02-20T10:00:00.000Z')], 'UTC', null],
    ['an empty journal', [], 'UTC', null],
    [
      'only breakeven trades: no win rate rather than 0%',
      [closed(0, '2025-03-04T10:00:00.000Z'), closed(0, '2025-03-05T10:00:00.000Z')],
      'UTC',
      { closedTrades: 2, winRate: null, currencies: [['USDT', 2, 0, 0, 0]] },
    ],
  ])('%s', (_name, trades, zone, expected) => {
    expect(shape(weeklySummary(trades, { now: NOW, timeZone: zone }))).toEqual(expected)
  })

  it('names the week it summarised', () => {
    const summary = weeklySummary(journal, { now: NOW, timeZone: 'UTC' })
    expect([summary?.week.start, summary?.week.end]).toEqual(['2025-03-03', '2025-03-09'])
  })

  it('keeps the exact decimal net P&L of small crypto amounts', () => {
    const trades = [
      closed(0.1, '2025-03-04T10:00:00.000Z', { entryPrice: '0.2', exitPrice: '0.3', quantity: '1' }),
      closed(0.2, '2025-03-04T11:00:00.000Z', { entryPrice: '0.1', exitPrice: '0.3', quantity: '1' }),
    ]
    expect(weeklySummary(trades, { now: NOW, timeZone: 'UTC' })?.currencies[0]?.netPnl).toMatch(/^0\.30*$/)
  })
})

describe('weeklySummaryDecision: once per week per device', () => {
  const week = weekContaining(NOW, 'UTC') // 2025-03-10
  it.each<[string | null, 'show' | 'remember' | 'none']>([
    [null, 'remember'],
    ['garbage', 'remember'],
    ['2025-03-03', 'show'],
    ['2024-12-30', 'show'],
    ['2025-03-10', 'none'],
    ['2025-03-17', 'none'], // the clock went back: never show twice
  ])('last remembered %s -> %s', (last, decision) => {
    expect(weeklySummaryDecision(last, week)).toBe(decision)
  })
})
