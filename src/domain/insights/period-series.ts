import type { DailyPoint } from '../metrics'
import { none, type Value, value } from '../metrics/value'

/** The analytics timeframes: how days are grouped. */
export type Timeframe = 'daily' | 'weekly' | 'monthly' | 'yearly' | 'allTime'
export const TIMEFRAMES: readonly Timeframe[] = ['daily', 'weekly', 'monthly', 'yearly', 'allTime']

/** One period of the trader's local calendar (days by close date, as the engine's P&L calendar). */
export interface PeriodPoint {
  /** First local day of the period, `YYYY-MM-DD` (weeks start on Monday); all time: the first day traded. */
  readonly start: string
  /** Last local day with a trade in the period. */
  readonly end: string
  readonly trades: number
  readonly wins: number
  readonly losses: number
  readonly breakevens: number
  /** Wins / (wins + losses). */
  readonly winRate: Value
  readonly pnl: number
  readonly fees: number
  readonly funding: number
  /** Equity before the period's first trade and after its last (initial capital + cumulative P&L). */
  readonly startEquity: number
  readonly endEquity: number
  /** The period's P&L / equity at its start; none when that equity is not above 0. */
  readonly roi: Value
  /** Growth from the initial capital: (end equity - capital) / capital; none without capital. */
  readonly cumulativeRoi: Value
}

function startOfPeriod(date: string, timeframe: Timeframe): string {
  switch (timeframe) {
    case 'daily':
    case 'allTime':
      return date
    case 'monthly':
      return `${date.slice(0, 7)}-01`
    case 'yearly':
      return `${date.slice(0, 4)}-01-01`
    case 'weekly': {
      const day = new Date(`${date}T00:00:00.000Z`)
      const intoWeek = (day.getUTCDay() + 6) % 7
      return new Date(day.getTime() - intoWeek * 86_400_000).toISOString().slice(0, 10)
    }
  }
}

/** The engine's P&L calendar grouped by timeframe, oldest first. */
export function periodSeries(daily: readonly DailyPoint[], timeframe: Timeframe, capital: number): PeriodPoint[] {
  const points: PeriodPoint[] = []
  let equity = capital
  let current:
    { start: string; end: string; trades: number; wins: number; losses: number; breakevens: number; pnl: number; fees: number; funding: number; startEquity: number } | undefined
  const flush = () => {
    if (!current) return
    const endEquity = current.startEquity + current.pnl
    points.push({
      ...current,
      winRate: current.wins + current.losses > 0 ? value(current.wins / (current.wins + current.losses)) : none(current.trades > 0 ? 'noDecidedTrades' : 'noTrades'),
      endEquity,
      roi: current.startEquity > 0 ? value(current.pnl / current.startEquity) : none('equityNotPositive'),
      cumulativeRoi: capital > 0 ? value((endEquity - capital) / capital) : none('noCapital'),
    })
  }
  for (const day of daily) {
    const start = timeframe === 'allTime' ? (current?.start ?? day.date) : startOfPeriod(day.date, timeframe)
    if (!current || current.start !== start) {
      flush()
      current = { start, end: day.date, trades: 0, wins: 0, losses: 0, breakevens: 0, pnl: 0, fees: 0, funding: 0, startEquity: equity }
    }
    current.end = day.date
    current.trades += day.trades
    current.wins += day.wins
    current.losses += day.losses
    current.breakevens += day.breakevens
    current.pnl += day.pnl
    current.fees += day.fees
    current.funding += day.funding
    equity += day.pnl
  }
  flush()
  return points
}
