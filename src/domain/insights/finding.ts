import type { Id } from '../common'
import type { Direction, Weekday } from '../metrics'
import type { PeriodOfDay } from '../trades/trade-time'
import { averagePnlT, type GroupStats, winRateZ } from './group-stats'
import { INSIGHT_THRESHOLDS, type InsightThresholds } from './thresholds'

/** What a finding is about: the group of trades compared with all the others. */
export type InsightSubject =
  /** Opened in local hours [from, to). */
  | { readonly kind: 'hours'; readonly from: number; readonly to: number }
  | { readonly kind: 'weekday'; readonly weekday: Weekday }
  | { readonly kind: 'periodOfDay'; readonly period: PeriodOfDay }
  | { readonly kind: 'setup'; readonly setupId: Id }
  | { readonly kind: 'symbol'; readonly symbol: string }
  | { readonly kind: 'side'; readonly side: Direction }
  /** Held for [fromMs, toMs); toMs null is unbounded. */
  | { readonly kind: 'holdingTime'; readonly fromMs: number; readonly toMs: number | null }
  /** Trades opened right after a losing trade (the others: after a win or breakeven). */
  | { readonly kind: 'afterLoss' }
  /** Days with more than `threshold` trades (the usual day has `usualTrades`); counts are days. */
  | { readonly kind: 'busyDays'; readonly usualTrades: number; readonly threshold: number }
  | { readonly kind: 'tag'; readonly tagId: Id; readonly tagKind: 'emotion' | 'mistake' }
  /** Leverage in [from, to); to null is unbounded. */
  | { readonly kind: 'leverage'; readonly from: number; readonly to: number | null }

export type InsightBasis = 'winRate' | 'averagePnl'

/**
 * A difference found in the trader's own data, with the numbers behind it. The feature words it
 * (translated); `score` is the test statistic (|z| for win rates, |t| for average P&L).
 */
export interface Finding {
  readonly subject: InsightSubject
  readonly basis: InsightBasis
  readonly group: GroupStats
  readonly others: GroupStats
  readonly score: number
  /** Currency of the P&L figures. */
  readonly currency: string
}

const decided = (g: GroupStats) => g.wins + g.losses
const rate = (g: GroupStats) => (decided(g) > 0 ? g.wins / decided(g) : 0)

/**
 * The finding of `group` against `others`, or undefined when the difference is too small or the
 * samples too thin (INSIGHT_THRESHOLDS). A win-rate difference is preferred (easier to read); the
 * average P&L is tried when the stats carry their spread.
 */
export function compareGroups(
  subject: InsightSubject,
  group: GroupStats,
  others: GroupStats,
  currency: string,
  limits: InsightThresholds = INSIGHT_THRESHOLDS,
): Finding | undefined {
  const minDecided = subject.kind === 'busyDays' ? limits.minDays : limits.minDecidedTrades
  const minTrades = subject.kind === 'busyDays' ? limits.minDays : limits.minTrades
  if (decided(group) >= minDecided && decided(others) >= minDecided && Math.abs(rate(group) - rate(others)) >= limits.minWinRateGap) {
    const z = Math.abs(winRateZ(group, others))
    if (z >= limits.minScore) return { subject, basis: 'winRate', group, others, score: z, currency }
  }
  if (group.trades >= minTrades && others.trades >= minTrades) {
    const t = Math.abs(averagePnlT(group, others))
    if (t >= limits.minScore) return { subject, basis: 'averagePnl', group, others, score: t, currency }
  }
  return undefined
}
