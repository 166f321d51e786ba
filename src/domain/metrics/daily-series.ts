import type { PassResult } from './compute-pass'
import { D, DAY } from './pass-layout'
import type { DailyPoint } from './types'
import { average, none, value, type Value } from './value'
import { dayNumberToDate } from './zone-calendar'

const SQRT_365 = Math.sqrt(365)

export interface DailyResult {
  readonly daily: DailyPoint[]
  readonly sharpe: Value
  readonly best?: { date: string; pnl: number; trades: number }
  readonly worst?: { date: string; pnl: number; trades: number }
}

/** The P&L calendar, best and worst day, and the Sharpe ratio from one walk over the group's days. */
export function dailyOf(pass: PassResult, g: number, capital: number): DailyResult {
  const span = pass.daySpan[g] as number
  const offset = pass.dayOffset[g] as number
  const first = pass.dayMin[g] as number
  const daily: DailyPoint[] = []
  let best: DailyResult['best']
  let worst: DailyResult['worst']
  let cumulative = 0
  let peak = capital
  // Welford's running mean and variance of daily returns.
  let n = 0
  let mean = 0
  let m2 = 0
  let equityNotPositive = false
  for (let day = 0; day < span; day++) {
    const i = (offset + day) * DAY
    const pnl = pass.days[i + D.pnl] as number
    const wins = pass.days[i + D.wins] as number
    const losses = pass.days[i + D.losses] as number
    const breakevens = pass.days[i + D.breakevens] as number
    const trades = wins + losses + breakevens
    const startEquity = capital + cumulative
    if (capital > 0) {
      if (startEquity <= 0) equityNotPositive = true
      else {
        const r = pnl / startEquity
        n += 1
        const delta = r - mean
        mean += delta / n
        m2 += delta * (r - mean)
      }
    }
    cumulative += pnl
    if (trades === 0) continue
    const equity = capital + cumulative
    if (equity > peak) peak = equity
    const date = dayNumberToDate(first + day)
    daily.push({
      date,
      pnl,
      trades,
      wins,
      losses,
      breakevens,
      winRate: average(wins, wins + losses, 'noDecidedTrades'),
      fees: pass.days[i + D.fees] as number,
      funding: pass.days[i + D.funding] as number,
      equity,
      drawdown: peak - equity,
    })
    if (!best || pnl > best.pnl) best = { date, pnl, trades }
    if (!worst || pnl < worst.pnl) worst = { date, pnl, trades }
  }
  let sharpe: Value
  if (capital <= 0) sharpe = none(span === 0 ? 'noTrades' : 'noCapital')
  else if (equityNotPositive) sharpe = none('equityNotPositive')
  else if (n < 2) sharpe = none(span === 0 ? 'noTrades' : 'tooFewDays')
  else {
    const deviation = Math.sqrt(m2 / (n - 1))
    sharpe = deviation > 0 ? value((mean / deviation) * SQRT_365) : none('noVariance')
  }
  return { daily, sharpe, best, worst }
}
